import { PlainLink } from '@/components/front/plain-link';
import { tapTarget } from '@/components/ui/tap-target';
import { useTranslations } from 'next-intl';
import type { Occupation } from '@/lib/contract/occupation';
import { EmptyState } from '@/components/ui/empty-state';
import { levelKey } from '../level-name';
import { groupKey } from './groups';

type Group = { code: string; name: string; items: Occupation[] };

export function groupByCategory(occupations: Occupation[]): Group[] {
  const groups = new Map<string, Group>();
  for (const o of occupations) {
    const group = groups.get(o.category_code) ?? { code: o.category_code, name: o.category, items: [] };
    group.items.push(o);
    groups.set(o.category_code, group);
  }
  return [...groups.values()].sort((a, b) => a.code.localeCompare(b.code));
}

function OccupationItem({ item }: { item: Occupation }) {
  const t = useTranslations('Occupations');
  const levels = useTranslations('Levels');
  const names = item.levels.map((l) => levelKey(l)).filter((k) => k !== null).map((k) => levels(k));
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs tabular-nums text-slate-600">{item.code}</p>
      <h3 className="mt-0.5 font-semibold text-slate-900">{item.name}</h3>
      <p className="mt-2 text-sm text-slate-700">
        <span className="text-slate-600">{t('levels')}</span> {names.length ? names.join('、') : t('noLevels')}
      </p>
      <div className="mt-auto flex items-center justify-between pt-3 text-sm">
        <span className="text-slate-600">{t('classCount', { count: item.classes_count ?? 0 })}</span>
        <PlainLink href={`/class?occupation_id=${item.id}`} className={`${tapTarget} justify-end font-medium text-primary-700 hover:underline`} aria-label={t('classesFor', { name: item.name })}>
          {t('viewClasses')} <span aria-hidden="true">›</span>
        </PlainLink>
      </div>
    </li>
  );
}

export function OccupationCatalogue({ occupations }: { occupations: Occupation[] }) {
  const t = useTranslations('Occupations');
  const groupNames = useTranslations('OccupationGroups');
  const groups = groupByCategory(occupations);
  if (groups.length === 0) return <EmptyState title={t('empty')} />;
  return (
    <div className="space-y-8">
      {groups.map((group) => {
        const key = groupKey(group.code);
        return (
          <section key={group.code} aria-labelledby={`group-${group.code}`} className="defer-render">
            <h2 id={`group-${group.code}`} className="mb-3 border-l-4 border-primary-600 pl-3 text-lg font-bold text-slate-900">
              {t('groupHeading', { code: group.code, name: key ? groupNames(key) : group.name, count: group.items.length })}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {group.items.map((item) => (
                <OccupationItem key={item.id} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
