import { PlainLink } from '@/components/front/plain-link';
import { useTranslations } from 'next-intl';
import type { Occupation } from '@/lib/contract/occupation';
import { EmptyState } from '@/components/ui/empty-state';
import { Unavailable } from './unavailable';

export type OccupationCategory = { code: string; name: string; count: number; examples: string[] };

export function groupOccupations(occupations: Occupation[]): OccupationCategory[] {
  const groups = new Map<string, OccupationCategory>();
  for (const o of occupations) {
    const group = groups.get(o.category_code) ?? { code: o.category_code, name: o.category, count: 0, examples: [] };
    group.count += 1;
    if (group.examples.length < 3) group.examples.push(o.name);
    groups.set(o.category_code, group);
  }
  return [...groups.values()].sort((a, b) => a.code.localeCompare(b.code));
}

export async function OccupationSection({ occupations }: { occupations: Promise<Occupation[] | null> }) {
  const list = await occupations;
  if (list === null) return <Unavailable />;
  return <OccupationCategories categories={groupOccupations(list)} />;
}

export function OccupationCategories({ categories }: { categories: OccupationCategory[] }) {
  const t = useTranslations('Home');
  if (categories.length === 0) return <EmptyState title={t('emptyOccupations')} />;
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {categories.map((c) => (
        <li key={c.code}>
          <PlainLink
            href={`/occupation?category_code=${encodeURIComponent(c.code)}`}
            className="tile-link occupation-tile"
          >
            <span className="line-clamp-2 font-semibold text-slate-900">{c.name}</span>
            <span className="mt-1 text-sm text-primary-700">{t('occupationCount', { count: c.count })}</span>
            <span className="mt-2 line-clamp-2 text-xs text-slate-600">{c.examples.join('、')}</span>
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}
