import { PlainLink } from '@/components/front/plain-link';
import { useTranslations } from 'next-intl';
import type { Teacher } from '@/lib/contract/teacher';
import { teacherHref } from '../directory/hrefs';

export function ClassTeachers({ teachers }: { teachers: Teacher[] }) {
  const t = useTranslations('ClassInfo');
  if (teachers.length === 0) return <p className="text-sm text-slate-600">{t('noTeachers')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
      {teachers.map((teacher) => (
        <li key={teacher.id}>
          <PlainLink href={teacherHref(teacher.id)} className="block rounded-md border border-slate-200 p-3 hover:border-primary-400 hover:bg-primary-50">
            <span className="font-medium text-slate-900">{teacher.name}</span>
            {teacher.title && <span className="ml-2 text-sm text-slate-600">{teacher.title}</span>}
            {teacher.specialty && <span className="mt-1 block truncate text-xs text-slate-600">{teacher.specialty}</span>}
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}
