import { useTranslations } from 'next-intl';
import type { Examiner } from '@/lib/contract/examiner';
import type { Talent } from '@/lib/contract/talent';
import type { Teacher } from '@/lib/contract/teacher';
import { Badge } from '@/components/ui/badge';
import { levelKey } from '../level-name';
import { examinerHref, talentHref, teacherHref } from './hrefs';
import { PersonCard } from './person-card';

type WithCity = { city?: string };

export function TeacherCard({ item, city }: { item: Teacher } & WithCity) {
  const t = useTranslations('Directory');
  return (
    <PersonCard
      href={teacherHref(item.id)}
      name={item.name}
      badge={item.title && <Badge tone="primary">{item.title}</Badge>}
      lines={[item.organization?.data?.name, item.occupation?.data?.name && t('teaches', { occupation: item.occupation.data.name }), city]}
    />
  );
}

export function ExaminerCard({ item, city }: { item: Examiner } & WithCity) {
  const levels = useTranslations('Levels');
  const level = levelKey(item.level);
  return (
    <PersonCard
      href={examinerHref(item.id)}
      name={item.name}
      badge={level && <Badge tone="primary">{levels(level)}</Badge>}
      lines={[item.occupation?.data?.name, city]}
    />
  );
}

export function TalentCard({ item, city }: { item: Talent } & WithCity) {
  const t = useTranslations('Directory');
  const levels = useTranslations('Levels');
  const level = levelKey(item.skill_level);
  const skill = [item.occupation?.data?.name, level && levels(level)].filter(Boolean).join(' · ');
  return (
    <PersonCard
      href={talentHref(item.id)}
      name={item.name}
      badge={item.education && <Badge>{item.education}</Badge>}
      lines={[skill, item.expected_job && t('seeking', { job: item.expected_job }), [city, item.expected_salary].filter(Boolean).join(' · ')]}
    />
  );
}
