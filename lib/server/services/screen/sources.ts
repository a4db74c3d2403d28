import { sql, type RawBuilder } from 'kysely';
import { dialectOfHandle } from '@/lib/server/db/dialect';
import type { Db } from '@/lib/server/db';

// What each measure counts, from which detail rows, on which day (the platform's calendar day) and for
// which city, county, occupation and level. A source is one detail table read by one day column;
// its measures are recounted together. Written as SQL text (static, never user input) because each
// is one GROUP BY that runs unchanged on SQLite and PostgreSQL.

export const MEASURES = [
  'registered', 'verified', 'enrollments', 'learners_city', 'learners_area', 'certificates', 'exams_sat', 'exams_passed',
  'jobs', 'applications', 'subsidy_claimed', 'subsidy_approved', 'subsidy_paid',
] as const;
export type Measure = (typeof MEASURES)[number];

export type Source = {
  name: string;
  /** The detail table (alias t) whose `changed` column tells the job which rows moved since its watermark. */
  table: string;
  changed: 'created_at' | 'updated_at';
  from: string;
  /** The column that puts a row on a day: an ISO time (the platform's day of it) or a YYYY-MM-DD date. */
  day: { column: string; kind: 'time' | 'date' };
  where: string;
  dims: { city: string; area: string; occupation: string; level: string };
  measures: Partial<Record<Measure, string>>;
};

const CLASS_DIMS = { city: 'c.city_code', area: 'c.area_code', occupation: 'c.occupation_id', level: 'c.level' };
const NO_DIMS = { area: "''", occupation: '0', level: '0' };
const firstIn = (column: 'city_code' | 'area_code') =>
  `sum(case when c.${column} is not null and not exists (select 1 from enrollments e2 join classes c2 on c2.id = e2.class_id ` +
  `where e2.user_id = t.user_id and e2.id < t.id and c2.${column} = c.${column}) then 1 else 0 end)`;
const APPROVED = "('notice', 'payable', 'in_batch', 'paid')";
const claims = { table: 'subsidy_claims', changed: 'updated_at', from: 'subsidy_claims t left join classes c on c.id = t.class_id' } as const;
const claimDims = { city: 't.city_code', area: 'c.area_code', occupation: 't.occupation_id', level: 't.level' };

export const SOURCES: Source[] = [
  { name: 'users', table: 'users', changed: 'created_at', from: 'users t', day: { column: 't.created_at', kind: 'time' }, where: '1 = 1',
    dims: { city: 't.city_code', ...NO_DIMS }, measures: { registered: 'count(*)' } },
  { name: 'verifications', table: 'user_verified_data', changed: 'updated_at', from: 'user_verified_data t join users u on u.id = t.user_id',
    day: { column: 't.audited_at', kind: 'time' }, where: "t.audit_status = 'success'", dims: { city: 'u.city_code', ...NO_DIMS }, measures: { verified: 'count(*)' } },
  { name: 'enrollments', table: 'enrollments', changed: 'created_at', from: 'enrollments t join classes c on c.id = t.class_id',
    day: { column: 't.created_at', kind: 'time' }, where: '1 = 1', dims: CLASS_DIMS,
    measures: { enrollments: 'count(*)', learners_city: firstIn('city_code'), learners_area: firstIn('area_code') } },
  { name: 'certificates', table: 'certificates', changed: 'updated_at',
    from: 'certificates t left join classes c on c.id = t.class_id left join organizations o on o.id = t.organization_id',
    day: { column: 't.issued_on', kind: 'date' }, where: "t.status = 'valid'",
    dims: { city: 'coalesce(c.city_code, o.city_code)', area: 'coalesce(c.area_code, o.area_code)', occupation: 't.occupation_id', level: 't.level' },
    measures: { certificates: 'count(*)' } },
  { name: 'exam_results', table: 'exam_results', changed: 'updated_at',
    from: 'exam_results t join exams x on x.id = t.exam_id join classes c on c.id = x.class_id', day: { column: 'x.start_at', kind: 'time' },
    where: 't.passed is not null', dims: CLASS_DIMS,
    measures: { exams_sat: 'count(*)', exams_passed: 'sum(case when t.passed = 1 then 1 else 0 end)' } },
  { name: 'jobs', table: 'job_postings', changed: 'updated_at', from: 'job_postings t', day: { column: 't.published_at', kind: 'time' },
    where: "t.status in ('published', 'closed')", dims: { city: 't.city_code', area: 't.area_code', occupation: 't.occupation_id', level: '0' },
    measures: { jobs: 'count(*)' } },
  { name: 'applications', table: 'job_applications', changed: 'created_at', from: 'job_applications t join job_postings j on j.id = t.job_id',
    day: { column: 't.created_at', kind: 'time' }, where: '1 = 1', dims: { city: 'j.city_code', area: 'j.area_code', occupation: 'j.occupation_id', level: '0' },
    measures: { applications: 'count(*)' } },
  { name: 'subsidy_claimed', ...claims, day: { column: 't.submitted_at', kind: 'time' }, where: "t.status <> 'draft'", dims: claimDims,
    measures: { subsidy_claimed: 'sum(t.total_fen)' } },
  { name: 'subsidy_approved', ...claims, day: { column: 't.reviewed_at', kind: 'time' }, where: `t.status in ${APPROVED}`, dims: claimDims,
    measures: { subsidy_approved: 'sum(t.approved_fen)' } },
  { name: 'subsidy_paid', ...claims, day: { column: 't.paid_on', kind: 'date' }, where: "t.status = 'paid'", dims: claimDims,
    measures: { subsidy_paid: 'sum(t.approved_fen)' } },
];

/** The platform's zone keeps no daylight saving (Asia/Shanghai): a day is UTC shifted by a fixed offset. */
export const ZONE_OFFSET_MINUTES = 8 * 60;

/** The platform's calendar day of a column, as YYYY-MM-DD. */
export function dayExpression(db: Db, source: Source): RawBuilder<string> {
  const { column, kind } = source.day;
  if (kind === 'date') return sql<string>`${sql.raw(column)}`;
  if (dialectOfHandle(db) === 'postgres') {
    return sql<string>`to_char((${sql.raw(column)})::timestamptz at time zone 'UTC' + interval '${sql.raw(String(ZONE_OFFSET_MINUTES))} minutes', 'YYYY-MM-DD')`;
  }
  return sql<string>`date(${sql.raw(column)}, '+${sql.raw(String(ZONE_OFFSET_MINUTES))} minutes')`;
}

/** The UTC instant a platform day starts at (ISO), for range conditions on time columns. */
export function dayStartIso(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - ZONE_OFFSET_MINUTES * 60_000).toISOString();
}

export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** Rows of the source on the days from..to (inclusive), or on every day when no range is given. */
export function rangeCondition(source: Source, from?: string, to?: string): RawBuilder<unknown> {
  const column = sql.raw(source.day.column);
  if (!from || !to) return sql`${column} is not null`;
  if (source.day.kind === 'date') return sql`${column} >= ${from} and ${column} <= ${to}`;
  return sql`${column} >= ${dayStartIso(from)} and ${column} < ${dayStartIso(nextDay(to))}`;
}
