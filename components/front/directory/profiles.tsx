import { useTranslations } from 'next-intl';
import type { Examiner } from '@/lib/contract/examiner';
import type { Talent } from '@/lib/contract/talent';
import type { Teacher } from '@/lib/contract/teacher';
import { levelKey } from '../level-name';
import { Profile } from './profile';

type WithCity = { city?: string };

function useNames() {
  const t = useTranslations('Directory');
  const levels = useTranslations('Levels');
  return {
    t,
    gender: (g: number | null) => (g === 1 ? t('male') : g === 2 ? t('female') : null),
    level: (l: number | null) => {
      const key = levelKey(l);
      return key ? levels(key) : null;
    },
  };
}

export function TeacherProfile({ item, city }: { item: Teacher } & WithCity) {
  const { t, gender } = useNames();
  const facts = [
    { label: t('gender'), value: gender(item.gender) },
    { label: t('organization'), value: item.organization?.data?.name },
    { label: t('occupation'), value: item.occupation?.data?.name },
    { label: t('specialty'), value: item.specialty },
    { label: t('city'), value: city },
  ];
  return <Profile name={item.name} subtitle={item.title} facts={facts} introduction={item.introduction} />;
}

export function ExaminerProfile({ item, city }: { item: Examiner } & WithCity) {
  const { t, gender, level } = useNames();
  const facts = [
    { label: t('gender'), value: gender(item.gender) },
    { label: t('occupation'), value: item.occupation?.data?.name },
    { label: t('examinerLevel'), value: level(item.level) },
    { label: t('city'), value: city },
  ];
  return <Profile name={item.name} subtitle={item.occupation?.data?.name} facts={facts} introduction={item.introduction} />;
}

export function TalentProfile({ item, city }: { item: Talent } & WithCity) {
  const { t, gender, level } = useNames();
  const facts = [
    { label: t('gender'), value: gender(item.gender) },
    { label: t('birthYear'), value: item.birth_year ? String(item.birth_year) : null },
    { label: t('education'), value: item.education },
    { label: t('occupation'), value: item.occupation?.data?.name },
    { label: t('skillLevel'), value: level(item.skill_level) },
    { label: t('expectedJob'), value: item.expected_job },
    { label: t('expectedSalary'), value: item.expected_salary },
    { label: t('city'), value: city },
  ];
  return <Profile name={item.name} subtitle={item.expected_job && t('seeking', { job: item.expected_job })} facts={facts} introduction={item.introduction} />;
}
