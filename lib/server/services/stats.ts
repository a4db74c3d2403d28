import type { SiteStats } from '@/lib/contract/site-stats';
import type { Db } from '@/lib/server/db';
import { onDataChange } from '@/lib/server/cache-bus';
import { resourcesOf } from '@/lib/server/cache/model';
import { PUBLIC_CLASS_STATUSES } from './class-status';

const TRAINED_STATUSES = ['completed', 'certified'];
const CACHE_MS = 60_000;

// The home page asks on every visit and the counts scan large tables (a million certificates),
// so each database keeps its answer for a minute, or until a change of the figures' resource ('stats'
// in lib/server/cache/model.ts) is heard on the cache bus, from this process or another.
const cache = new WeakMap<Db, { at: number; generation: number; stats: Promise<SiteStats> }>();
let generation = 0;
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  onDataChange((entities) => {
    const resources = resourcesOf(entities);
    if (resources === '*' || resources.has('stats')) generation += 1;
  });
}

/** `now` (ms) is the app context's clock: the figures are kept a minute unless the bus says they changed. */
export function siteStats(db: Db, now: number): Promise<SiteStats> {
  listen();
  const hit = cache.get(db);
  if (hit && hit.generation === generation && now - hit.at < CACHE_MS) return hit.stats;
  const stats = computeStats(db);
  cache.set(db, { at: now, generation, stats });
  stats.catch(() => cache.delete(db));
  return stats;
}

/**
 * 累计培训人次, person-times trained: every training finished on the platform (an enrolment completed
 * or certified) and every valid certificate that is not the outcome of one of those (a holder trained
 * elsewhere or before the platform). So the figure is never below the certificates issued.
 */
async function trainings(db: Db): Promise<number> {
  const [finished, otherCertificates] = await Promise.all([
    db.selectFrom('enrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', TRAINED_STATUSES).executeTakeFirstOrThrow(),
    db
      .selectFrom('certificates as c')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('c.status', '=', 'valid')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('enrollments as e')
              .select('e.id')
              .whereRef('e.class_id', '=', 'c.class_id')
              .whereRef('e.user_id', '=', 'c.user_id')
              .where('e.status', 'in', TRAINED_STATUSES),
          ),
        ),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return Number(finished.n) + Number(otherCertificates.n);
}

export async function computeStats(db: Db): Promise<SiteStats> {
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);
  const [classes, enrolling, learners, certificates, occupations, organizations] = await Promise.all([
    count(db.selectFrom('classes').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', PUBLIC_CLASS_STATUSES)),
    count(db.selectFrom('classes').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'enrolling')),
    trainings(db),
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
