import { useFormatter, useTranslations } from 'next-intl';
import type { SiteStats } from '@/lib/api/types';

const tiles = [
  { field: 'classes', key: 'statClasses' },
  { field: 'enrolling_classes', key: 'statEnrollingClasses' },
  { field: 'learners_trained', key: 'statLearnersTrained' },
  { field: 'certificates_issued', key: 'statCertificatesIssued' },
  { field: 'occupations', key: 'statOccupations' },
  { field: 'organizations', key: 'statOrganizations' },
] as const satisfies ReadonlyArray<{ field: keyof SiteStats; key: string }>;

export function StatTiles({ stats }: { stats: SiteStats }) {
  const t = useTranslations('Home');
  const format = useFormatter();
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg bg-primary-500/40 sm:grid-cols-3 lg:grid-cols-6">
      {tiles.map((tile) => (
        <div key={tile.field} className="flex flex-col-reverse items-center bg-primary-700 px-3 py-5 text-center">
          <dt className="mt-1 text-sm text-primary-100">{t(tile.key)}</dt>
          <dd className="text-2xl font-bold tabular-nums text-white md:text-3xl">{format.number(stats[tile.field])}</dd>
        </div>
      ))}
    </dl>
  );
}
