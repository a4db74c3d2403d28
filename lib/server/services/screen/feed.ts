import { sql, type RawBuilder } from 'kysely';
import type { ScreenFeedItem } from '@/lib/contract/data-screen/figures';
import type { Db } from '@/lib/server/db';
import { maskName } from '@/lib/server/services/moxibustion';
import type { ScreenPlace } from './figures';

// The back-office screen's feed: the scope's latest certificates and enrolments, newest first.
// Names leave this module masked (张*三); nothing else personal is read.
//
// A city's newest rows are first looked for among the table's newest FEED_WALK rows (a short walk down
// the primary key: a city with a fair share of the province has its 20 there). A city with few
// rows among them is read through its own classes (and, for certificates without a class, its
// organisations): the newest row of each is one step down an index (migration
// 2026-12-02-screen-03-feed-indexes), the FEED classes with the newest rows hold the city's FEED
// newest rows, and those are read from them alone. Either way the cost does not grow with the table.

const FEED = 20;
/** How many of a table's newest rows a city's feed looks among first. */
export const FEED_WALK = 2000;

type FeedTable = 'certificates' | 'enrollments';

/** Whether the table holds more than the `walk` rows the walk looked at. */
async function longerThan(db: Db, table: FeedTable, walk: number): Promise<boolean> {
  return Boolean(await db.selectFrom(table).select('id').orderBy('id', 'desc').limit(1).offset(walk).executeTakeFirst());
}

/**
 * The ids of the groups (classes or organisations) `groups` selects as `grp`, whose newest row
 * (`newestRow`, a subquery on grp.id) is newest, newest first; groups with no row left out.
 */
async function newestGroups(db: Db, groups: RawBuilder<unknown>, newestRow: RawBuilder<unknown>): Promise<number[]> {
  const { rows } = await sql<{ id: number; newest: number }>`
    select grp.id, coalesce(${newestRow}, 0) as newest from ${groups} order by newest desc limit ${FEED}`.execute(db);
  return rows.filter((r) => Number(r.newest) > 0).map((r) => Number(r.id));
}

const CERTIFICATE_COLUMNS = ['id', 'class_id', 'organization_id', 'occupation_id', 'holder_name', 'level', 'status', 'created_at'] as const;
const ENROLLMENT_COLUMNS = ['id', 'class_id', 'real_name', 'created_at'] as const;

/** The newest `walk` rows, read before anything is joined to them (a city's filter would otherwise drive the join). */
function newestCertificates(db: Db, walk: number) {
  return db.selectFrom('certificates').select(CERTIFICATE_COLUMNS).orderBy('id', 'desc').limit(walk);
}

function certificateQuery(db: Db, place: ScreenPlace, walk?: number) {
  return db
    .selectFrom(walk ? newestCertificates(db, walk).as('t') : db.selectFrom('certificates').select(CERTIFICATE_COLUMNS).as('t'))
    .leftJoin('classes as c', 'c.id', 't.class_id')
    .leftJoin('organizations as g', 'g.id', 't.organization_id')
    .leftJoin('occupations as o', 'o.id', 't.occupation_id')
    .leftJoin('regions as r', (j) => j.on(sql`r.code`, '=', place.level === 'city' ? sql`coalesce(c.area_code, g.area_code)` : sql`coalesce(c.city_code, g.city_code)`))
    .select(['t.id', 't.created_at as at', 't.holder_name as name', 'o.name as occupation', 'r.name as area_name', 't.level'])
    .where('t.status', '=', 'valid')
    // A certificate without a class counts where its organisation is, as in the aggregates.
    .$if(place.level === 'city', (q) => q.where(sql`coalesce(c.city_code, g.city_code)`, '=', place.code))
    .orderBy('t.id', 'desc')
    .limit(FEED);
}

async function certificates(db: Db, place: ScreenPlace, walk: number) {
  if (place.level !== 'city') return certificateQuery(db, place).execute();
  const walked = await certificateQuery(db, place, walk).execute();
  if (walked.length === FEED || !(await longerThan(db, 'certificates', walk))) return walked;

  const [classIds, orgIds] = await Promise.all([
    newestGroups(
      db,
      sql`classes grp where grp.city_code = ${place.code}
        or (grp.city_code is null and grp.organization_id in (select id from organizations where city_code = ${place.code}))`,
      sql`(select max(x.id) from certificates x where x.class_id = grp.id and x.status = 'valid')`,
    ),
    newestGroups(
      db,
      sql`organizations grp where grp.city_code = ${place.code}`,
      sql`(select max(x.id) from certificates x where x.organization_id = grp.id and x.class_id is null and x.status = 'valid')`,
    ),
  ]);
  const [ofClasses, ofOrganisations] = await Promise.all([
    classIds.length ? certificateQuery(db, place).where('t.class_id', 'in', classIds).execute() : [],
    orgIds.length ? certificateQuery(db, place).where('t.class_id', 'is', null).where('t.organization_id', 'in', orgIds).execute() : [],
  ]);
  return [...ofClasses, ...ofOrganisations].sort((a, b) => Number(b.id) - Number(a.id)).slice(0, FEED);
}

function newestEnrollments(db: Db, walk: number) {
  return db.selectFrom('enrollments').select(ENROLLMENT_COLUMNS).orderBy('id', 'desc').limit(walk);
}

function enrollmentQuery(db: Db, place: ScreenPlace, walk?: number) {
  return db
    .selectFrom(walk ? newestEnrollments(db, walk).as('t') : db.selectFrom('enrollments').select(ENROLLMENT_COLUMNS).as('t'))
    .innerJoin('classes as c', 'c.id', 't.class_id')
    .leftJoin('occupations as o', 'o.id', 'c.occupation_id')
    .leftJoin('regions as r', 'r.code', place.level === 'city' ? 'c.area_code' : 'c.city_code')
    .select(['t.id', 't.created_at as at', 't.real_name as name', 'o.name as occupation', 'r.name as area_name'])
    .$if(place.level === 'city', (q) => q.where(sql`coalesce(c.city_code, '')`, '=', place.code))
    .orderBy('t.id', 'desc')
    .limit(FEED);
}

async function enrollments(db: Db, place: ScreenPlace, walk: number) {
  if (place.level !== 'city') return enrollmentQuery(db, place).execute();
  const walked = await enrollmentQuery(db, place, walk).execute();
  if (walked.length === FEED || !(await longerThan(db, 'enrollments', walk))) return walked;

  const classIds = await newestGroups(
    db,
    sql`classes grp where grp.city_code = ${place.code}`,
    sql`(select max(x.id) from enrollments x where x.class_id = grp.id)`,
  );
  return classIds.length ? enrollmentQuery(db, place).where('t.class_id', 'in', classIds).execute() : [];
}

/** `walk`: how many newest rows to look among first (a test makes it small to take the other way). */
export async function screenFeed(db: Db, place: ScreenPlace, walk = FEED_WALK): Promise<ScreenFeedItem[]> {
  const [certs, enrolled] = await Promise.all([certificates(db, place, walk), enrollments(db, place, walk)]);
  const items: ScreenFeedItem[] = [
    ...certs.map((r) => ({ kind: 'certificate' as const, at: r.at, name_masked: maskName(r.name), occupation: r.occupation, area_name: r.area_name, level: r.level })),
    ...enrolled.map((r) => ({ kind: 'enrollment' as const, at: r.at, name_masked: maskName(r.name), occupation: r.occupation, area_name: r.area_name, level: null })),
  ];
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, FEED);
}
