import { sql } from 'kysely';
import type { Db } from '@/lib/server/db';
import { dayExpression, MEASURES, rangeCondition, SOURCES, ZONE_OFFSET_MINUTES, type Measure, type Source } from './sources';

// Keeping the screen's aggregates: `rebuildScreen` recounts everything from the detail tables;
// `refreshScreen`, run every few seconds by the screen job (lib/server/screen-job.ts), recounts only
// the days whose detail rows changed since each source's watermark, and writes a day (and its month)
// only when a count moved. Both are idempotent, so two instances running the job agree.
// Deleted detail rows are not seen by the job: the rebuild (npm run screen:rebuild) counts them out.

type Row = { measure: Measure; day: string; city_code: string; area_code: string; occupation_id: number; level: number; value: number };

/** Rows changed up to this long before the newest change seen are looked at again: a transaction that committed late. */
const OVERLAP_MS = 60_000;
const DAYS_PER_RUN = 400;
export const VERSION_SOURCE = '@version';

async function recount(db: Db, source: Source, from?: string, to?: string): Promise<Row[]> {
  const measures = Object.entries(source.measures) as [Measure, string][];
  const { city, area, occupation, level } = source.dims;
  const result = await sql<Record<string, string | number | null>>`
    select ${dayExpression(db, source)} as day, coalesce(${sql.raw(city)}, '') as city_code, coalesce(${sql.raw(area)}, '') as area_code,
      coalesce(${sql.raw(occupation)}, 0) as occupation_id, coalesce(${sql.raw(level)}, 0) as level,
      ${sql.join(measures.map(([m, expr]) => sql`${sql.raw(expr)} as ${sql.ref(`m_${m}`)}`))}
    from ${sql.raw(source.from)}
    where ${sql.raw(source.where)} and ${rangeCondition(source, from, to)}
    group by 1, 2, 3, 4, 5`.execute(db);
  return result.rows.flatMap((r) =>
    measures.flatMap(([m]) => {
      const value = Number(r[`m_${m}`] ?? 0);
      if (!value) return [];
      return [{ measure: m, day: String(r.day), city_code: String(r.city_code), area_code: String(r.area_code), occupation_id: Number(r.occupation_id), level: Number(r.level), value }];
    }),
  );
}

const keyOf = (r: Omit<Row, 'value'>) => `${r.measure}|${r.day}|${r.city_code}|${r.area_code}|${r.occupation_id}|${r.level}`;
const measuresOf = (source: Source) => Object.keys(source.measures) as Measure[];

async function insertDaily(db: Db, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('screen_daily').values(rows.slice(i, i + 500)).execute();
}

/**
 * The monthly buckets are the daily ones summed along the few cuts the screens read, so a screen reads
 * a few thousand rows at any size: per city (area_code '*'), per county, per city and level
 * (certificates) and per city and occupation (enrolments, certificates); -1 stands for "all".
 */
const ALL_MEASURES: readonly Measure[] = MEASURES;
export const ALL_TIME = '*';
const ROLLUPS: { area: boolean; occupation: boolean; level: boolean; measures: readonly Measure[] }[] = [
  { area: false, occupation: false, level: false, measures: ALL_MEASURES },
  { area: true, occupation: false, level: false, measures: ALL_MEASURES },
  { area: false, occupation: false, level: true, measures: ['certificates'] },
  { area: false, occupation: true, level: false, measures: ['enrollments', 'certificates'] },
];

/** Sums the month's daily buckets of these measures into its monthly buckets. */
async function rollUpMonths(db: Db, measures: Measure[], months: Iterable<string>, allTime = true): Promise<void> {
  for (const month of months) {
    await db.deleteFrom('screen_monthly').where('measure', 'in', measures).where('month', '=', month).execute();
    for (const cut of ROLLUPS) {
      const wanted = measures.filter((m) => cut.measures.includes(m));
      if (!wanted.length) continue;
      const keep = (column: 'area_code' | 'occupation_id' | 'level', on: boolean, all: string | number) => (on ? sql.ref(column) : sql.lit(all));
      await db
        .insertInto('screen_monthly')
        .columns(['measure', 'month', 'city_code', 'area_code', 'occupation_id', 'level', 'value'])
        .expression((eb) =>
          eb
            .selectFrom('screen_daily')
            .select([
              'measure', sql.lit(month).as('month'), 'city_code',
              keep('area_code', cut.area, '*').as('area_code'), keep('occupation_id', cut.occupation, -1).as('occupation_id'), keep('level', cut.level, -1).as('level'),
              (e) => e.fn.sum<number>('value').as('value'),
            ])
            .where('measure', 'in', wanted)
            .where('day', '>=', `${month}-01`)
            .where('day', '<=', `${month}-31`)
            .groupBy(['measure', 'city_code', ...(cut.area ? ['area_code' as const] : []), ...(cut.occupation ? ['occupation_id' as const] : []), ...(cut.level ? ['level' as const] : [])]),
        )
        .execute();
    }
  }
  if (allTime) await rollUpAllTime(db, measures);
}

/** Month '*': every month of each cut summed, so the screens' totals read a few rows, not every month. */
async function rollUpAllTime(db: Db, measures: Measure[]): Promise<void> {
  await db.deleteFrom('screen_monthly').where('measure', 'in', measures).where('month', '=', ALL_TIME).execute();
  await db
    .insertInto('screen_monthly')
    .columns(['measure', 'month', 'city_code', 'area_code', 'occupation_id', 'level', 'value'])
    .expression((eb) =>
      eb
        .selectFrom('screen_monthly')
        .select(['measure', sql.lit(ALL_TIME).as('month'), 'city_code', 'area_code', 'occupation_id', 'level', (e) => e.fn.sum<number>('value').as('value')])
        .where('measure', 'in', measures)
        .where('month', '<>', ALL_TIME)
        .groupBy(['measure', 'city_code', 'area_code', 'occupation_id', 'level']),
    )
    .execute();
}

/** Recounts one day of a source; true when a count moved. */
async function recountDay(db: Db, source: Source, day: string): Promise<boolean> {
  const measures = measuresOf(source);
  const fresh = await recount(db, source, day, day);
  const kept = await db.selectFrom('screen_daily').selectAll().where('measure', 'in', measures).where('day', '=', day).execute();
  const before = new Map(kept.map((r) => [keyOf(r as Row), Number(r.value)]));
  if (before.size === fresh.length && fresh.every((r) => before.get(keyOf(r)) === r.value)) return false;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('screen_daily').where('measure', 'in', measures).where('day', '=', day).execute();
    await insertDaily(trx, fresh);
    await rollUpMonths(trx, measures, [day.slice(0, 7)]);
  });
  return true;
}

async function setMark(db: Db, source: string, mark: string, now: string): Promise<void> {
  const updated = await db.updateTable('screen_watermarks').set({ mark, updated_at: now }).where('source', '=', source).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('screen_watermarks').values({ source, mark, updated_at: now }).execute();
}

async function bumpVersion(db: Db, now: string): Promise<void> {
  const row = await db.selectFrom('screen_watermarks').select('mark').where('source', '=', VERSION_SOURCE).executeTakeFirst();
  await setMark(db, VERSION_SOURCE, String(Number(row?.mark ?? 0) + 1), now);
}

async function newestChange(db: Db, source: Source): Promise<string | null> {
  const row = await sql<{ mark: string | null }>`select max(${sql.ref(source.changed)}) as mark from ${sql.table(source.table)}`.execute(db);
  return row.rows[0]?.mark ?? null;
}

/** The first and last platform day a source has rows on. */
async function dayRange(db: Db, source: Source): Promise<[string, string] | null> {
  const column = sql.raw(source.day.column);
  const row = (await sql<{ lo: string | null; hi: string | null }>`select min(${column}) as lo, max(${column}) as hi from ${sql.raw(source.from)} where ${sql.raw(source.where)}`.execute(db)).rows[0];
  if (!row?.lo || !row.hi) return null;
  const day = (v: string) => (source.day.kind === 'date' ? v.slice(0, 10) : new Date(Date.parse(v) + ZONE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10));
  return [day(row.lo), day(row.hi)];
}

const monthsBetween = (from: string, to: string) => {
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); ) {
    months.push(m);
    const [y, mm] = m.split('-').map(Number);
    m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
  }
  return months;
};

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** Recounts a source month by month (a month of detail rows in memory at a time). */
async function rebuildSource(db: Db, source: Source, now: string): Promise<void> {
  const measures = measuresOf(source);
  const mark = await newestChange(db, source);
  const range = await dayRange(db, source);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('screen_daily').where('measure', 'in', measures).execute();
    await trx.deleteFrom('screen_monthly').where('measure', 'in', measures).execute();
    for (const month of range ? monthsBetween(...range) : []) {
      await insertDaily(trx, await recount(trx, source, `${month}-01`, lastDayOf(month)));
      await rollUpMonths(trx, measures, [month], false);
    }
    await rollUpAllTime(trx, measures);
  });
  await setMark(db, source.name, mark ?? '', now);
}

/** Recounts every aggregate from the detail tables (npm run screen:rebuild). `now` is the app context's ISO time. */
export async function rebuildScreen(db: Db, now: string): Promise<void> {
  for (const source of SOURCES) await rebuildSource(db, source, now);
  await bumpVersion(db, now);
}

/** Brings the aggregates up to date with the detail rows changed since each source's watermark; true when a figure moved. */
export async function refreshScreen(db: Db, now: string): Promise<boolean> {
  const marks = new Map((await db.selectFrom('screen_watermarks').select(['source', 'mark']).execute()).map((r) => [r.source, r.mark]));
  let moved = false;
  for (const source of SOURCES) {
    const mark = marks.get(source.name);
    if (mark === undefined) {
      await rebuildSource(db, source, now);
      moved = true;
      continue;
    }
    // Rows stamped just before the newest seen may still commit while their transaction runs: while
    // the newest is under OVERLAP_MS old, that window is looked at again; otherwise only newer rows
    // (a row stamped in the future, as imported data may be, moves the watermark past it).
    const floor = new Date(Date.parse(now) - OVERLAP_MS).toISOString();
    const since = mark && mark >= floor && mark <= now ? floor : mark;
    const changed = await sql<{ day: string | null; mark: string }>`
      select ${dayExpression(db, source)} as day, max(${sql.raw(`t.${source.changed}`)}) as mark
      from ${sql.raw(source.from)} where ${sql.raw(`t.${source.changed}`)} > ${since}
      group by 1 order by 2 limit ${DAYS_PER_RUN}`.execute(db);
    if (changed.rows.length === 0) continue;
    for (const { day } of changed.rows) if (day && (await recountDay(db, source, day))) moved = true;
    const newest = changed.rows.reduce((a, r) => (r.mark > a ? r.mark : a), mark);
    if (newest !== mark) await setMark(db, source.name, newest, now);
  }
  if (moved) await bumpVersion(db, now);
  return moved;
}

/** The aggregates' version (moves whenever a figure did) and when they last changed. */
export async function screenVersion(db: Db): Promise<{ version: string; changedAt: string | null }> {
  const row = await db.selectFrom('screen_watermarks').select(['mark', 'updated_at']).where('source', '=', VERSION_SOURCE).executeTakeFirst();
  return { version: row?.mark ?? '0', changedAt: row?.updated_at || null };
}
