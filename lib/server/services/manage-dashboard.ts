import { sql } from 'kysely';
import { weekStartInZone } from '@/lib/format/time-zone';
import type { DashboardFigures } from '@/lib/contract/dashboard';
import type { Db } from '@/lib/server/db';
import { managerScope, type ManagerScope } from './manager-scope';

const CACHE_MS = 30_000;
const CLASS_STATUS_ORDER = ['draft', 'enrolling', 'closed', 'ongoing', 'finished'];
/** SPEC.md: a provincial platform in China — weeks start on Monday in the platform's zone (Beijing time). */
export function weekStart(now: Date): string {
  return weekStartInZone(now).toISOString();
}

function scopeKind(scope: ManagerScope): DashboardFigures['scope'] {
  if (scope.organizationId !== null) return 'organization';
  return scope.cityCode !== null ? 'city' : 'province';
}

// Classes the manager sees (SPEC.md §6 data scope): the organisation's, the city's, or all.
function scopedClasses(db: Db, scope: ManagerScope) {
  let q = db.selectFrom('classes');
  if (scope.organizationId !== null) q = q.where('classes.organization_id', '=', scope.organizationId);
  else if (scope.cityCode !== null) q = q.where('classes.city_code', '=', scope.cityCode);
  return q;
}

const n = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

async function compute(db: Db, scope: ManagerScope, now: Date): Promise<DashboardFigures> {
  const since = weekStart(now);
  const classIds = scopedClasses(db, scope).select('classes.id');
  const [byStatus, thisWeek, pending, certificates, learners] = await Promise.all([
    scopedClasses(db, scope).select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute(),
    db.selectFrom('enrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('class_id', 'in', classIds).where('created_at', '>=', since).executeTakeFirst(),
    db.selectFrom('enrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('class_id', 'in', classIds).where('status', '=', 'pending').executeTakeFirst(),
    certificateCount(db, scope),
    learnersByCity(db, scope),
  ]);
  const rank = (s: string) => (CLASS_STATUS_ORDER.indexOf(s) + 100) % 100;
  return {
    scope: scopeKind(scope),
    classes_by_status: byStatus.map((r) => ({ status: r.status, count: Number(r.n) })).sort((a, b) => rank(a.status) - rank(b.status)),
    enrollments_this_week: n(thisWeek),
    pending_reviews: n(pending),
    certificates_issued: certificates,
    learners_by_city: learners,
    week_start: since,
  };
}

async function certificateCount(db: Db, scope: ManagerScope): Promise<number> {
  let q = db.selectFrom('certificates').select((eb) => eb.fn.countAll<number>().as('n')).where('certificates.status', '=', 'valid');
  if (scope.organizationId !== null) q = q.where('certificates.organization_id', '=', scope.organizationId);
  else if (scope.cityCode !== null) q = q.where('certificates.class_id', 'in', scopedClasses(db, scope).select('classes.id'));
  return n(await q.executeTakeFirst());
}

/** Province-wide: every registered learner by home city; otherwise the learners enrolled in the scope's classes. */
async function learnersByCity(db: Db, scope: ManagerScope) {
  const base =
    scope.organizationId === null && scope.cityCode === null
      ? db.selectFrom('users').select(['users.id', 'users.city_code'])
      : db
          .selectFrom('users')
          .select(['users.id', 'users.city_code'])
          .where('users.id', 'in', db.selectFrom('enrollments').select('enrollments.user_id').where('enrollments.class_id', 'in', scopedClasses(db, scope).select('classes.id')));
  const rows = await db
    .selectFrom(base.as('u'))
    .leftJoin('regions', 'regions.code', 'u.city_code')
    .select(['u.city_code', 'regions.name', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['u.city_code', 'regions.name'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('u.city_code')
    .execute();
  return rows.map((r) => ({ city_code: r.city_code, city: r.name, count: Number(r.n) }));
}

// The counts scan large tables, and a manager's dashboard is opened many times a day.
const cache = new WeakMap<Db, Map<string, { at: number; figures: Promise<DashboardFigures> }>>();

export async function dashboardFigures(db: Db, managerId: number, now: Date): Promise<DashboardFigures> {
  const scope = await managerScope(db, managerId);
  const key = `${scope.organizationId ?? ''}|${scope.cityCode ?? ''}|${weekStart(now)}`;
  const entries = cache.get(db) ?? new Map();
  cache.set(db, entries);
  const hit = entries.get(key);
  if (hit && now.getTime() - hit.at < CACHE_MS && now.getTime() >= hit.at) return hit.figures;
  const figures = compute(db, scope, now);
  entries.set(key, { at: now.getTime(), figures });
  figures.catch(() => entries.delete(key));
  return figures;
}
