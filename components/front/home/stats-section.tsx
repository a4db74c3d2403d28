import { useTranslations } from 'next-intl';
import type { SiteStats } from '@/lib/contract/site-stats';
import { StatTiles } from '../stat-tiles';
import { Unavailable } from './unavailable';

export async function StatsSection({ stats }: { stats: Promise<SiteStats | null> }) {
  return <Stats stats={await stats} />;
}

export function Stats({ stats }: { stats: SiteStats | null }) {
  const t = useTranslations('Home');
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">{t('statsHeading')}</h2>
      {stats ? <StatTiles stats={stats} /> : <Unavailable />}
    </section>
  );
}
