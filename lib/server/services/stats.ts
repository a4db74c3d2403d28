import type { SiteStats } from '@/lib/api/types';
import type { Db } from '@/lib/server/db';
import { PUBLIC_CLASS_STATUSES } from './class-status';

const TRAINED_STATUSES = ['completed', 'certified'];
const CACHE_MS = 60_000;

// The home page asks on every visit and the counts scan large tables (a million certificates),
// so each database keeps its answer for a minute.
const cache = new WeakMap<Db, { at: number; stats: Promise<SiteStats> }>();

export function siteStats(db: Db, now = Date.now()): Promise<SiteStats> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.stats;
  const stats = computeStats(db);
  cache.set(db, { at: now, stats });
  stats.catch(() => cache.delete(db));
  return stats;
}

export async function computeStats(db: Db): Promise<SiteStats> {
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);
  const [classes, enrolling, learners, certificates, occupations, organizations] = await Promise.all([
    count(db.selectFrom('classes').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', PUBLIC_CLASS_STATUSES)),
    count(db.selectFrom('classes').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'enrolling')),
    count(
      db
        .selectFrom((eb) =>
          eb
            .selectFrom('enrollments')
            .select('user_id')
            .where('status', 'in', TRAINED_STATUSES)
            .union(eb.selectFrom('certificates').select('user_id').where('user_id', 'is not', null).$narrowType<{ user_id: number }>())
            .as('trained'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n')),
    ),
    count(db.selectFrom('certificates').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'valid')),
    count(db.selectFrom('occupations').select((eb) => eb.fn.countAll<number>().as('n'))),
    count(db.selectFrom('organizations').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'approved')),
  ]);
  return {
    classes,
    enrolling_classes: enrolling,
    learners_trained: learners,
    certificates_issued: certificates,
    occupations,
    organizations,
  };
}
