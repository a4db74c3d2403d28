import { useFormatter, useTranslations } from 'next-intl';
import type { SiteStats } from '@/lib/contract/site-stats';

const tiles = [
  { field: 'classes', key: 'statClasses' },
  { field: 'enrolling_classes', key: 'statEnrollingClasses' },
  { field: 'learners_trained', key: 'statLearnersTrained' },
  { field: 'certificates_issued', key: 'statCertificatesIssued' },
  { field: 'occupations', key: 'statOccupations' },
  { field: 'organizations', key: 'statOrganizations' },
] as const satisfies ReadonlyArray<{ field: keyof SiteStats; key: string }>;

/** Styled by .stat-tiles in app/globals.css. */
export function StatTiles({ stats }: { stats: SiteStats }) {
  const t = useTranslations('Home');
  const format = useFormatter();
  return (
    <dl className="stat-tiles">
      {tiles.map((tile) => (
        <div key={tile.field}>
          <dt>{t(tile.key)}</dt>
          <dd>{format.number(stats[tile.field])}</dd>
        </div>
      ))}
    </dl>
  );
}
