import { sql } from 'kysely';
import type { Report, ReportQueryInput, ReportRow } from '@/lib/contract/subsidy/report';
import type { Db } from '@/lib/server/db';
import { scopeCondition, type SubsidyScope } from './scope';

// Reports by city, institution, occupation and month, within the manager's scope. Claims count from
// submission on (drafts are the institution's own); the month is the submission month.

const COUNTED = ['submitted', 'returned', 'rejected', 'notice', 'payable', 'in_batch', 'paid'];

export async function subsidyReport(db: Db, scope: SubsidyScope, q: ReportQueryInput): Promise<Report> {
  const key = {
    city: sql<string>`coalesce(c.city_code, '')`,
    institution: sql<string>`cast(coalesce(c.organization_id, 0) as varchar(12))`,
    occupation: sql<string>`cast(c.occupation_id as varchar(12))`,
    month: sql<string>`substr(c.submitted_at, 1, 7)`,
  }[q.group];
  let query = db.selectFrom('subsidy_claims as c').where(scopeCondition(scope, 'c')).where('c.status', 'in', COUNTED);
  if (q.from) query = query.where('c.submitted_at', '>=', q.from);
  if (q.to) query = query.where('c.submitted_at', '<', `${q.to}T99`);
  const rows = await query
    .select([
      key.as('key'),
      (eb) => eb.fn.countAll<number>().as('claims'),
      (eb) => eb.fn.sum<number>('c.learner_count').as('learners'),
      (eb) => eb.fn.sum<number>('c.eligible_count').as('eligible_learners'),
      (eb) => eb.fn.sum<number>('c.total_fen').as('claimed_fen'),
      sql<number>`sum(case when c.status in ('notice', 'payable', 'in_batch', 'paid') then c.approved_fen else 0 end)`.as('approved_fen'),
      sql<number>`sum(case when c.status = 'paid' then c.approved_fen else 0 end)`.as('paid_fen'),
    ])
    .groupBy(key).orderBy(key).execute();
  const labels = await labelsOf(db, q.group, rows.map((r) => r.key));
  const out: ReportRow[] = rows.map((r) => ({
    key: r.key, label: labels.get(r.key) ?? (r.key || '未知'), claims: Number(r.claims), learners: Number(r.learners ?? 0), eligible_learners: Number(r.eligible_learners ?? 0),
    claimed_fen: Number(r.claimed_fen ?? 0), approved_fen: Number(r.approved_fen ?? 0), paid_fen: Number(r.paid_fen ?? 0),
  }));
  const sum = (k: keyof Omit<ReportRow, 'key' | 'label'>) => out.reduce((s, r) => s + r[k], 0);
  return {
    group: q.group, rows: out,
    totals: { claims: sum('claims'), learners: sum('learners'), eligible_learners: sum('eligible_learners'), claimed_fen: sum('claimed_fen'), approved_fen: sum('approved_fen'), paid_fen: sum('paid_fen') },
  };
}

async function labelsOf(db: Db, group: ReportQueryInput['group'], keys: string[]): Promise<Map<string, string>> {
  const ids = keys.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (group === 'city' && keys.length) {
    return new Map((await db.selectFrom('regions').select(['code', 'name']).where('code', 'in', keys).execute()).map((r) => [r.code, r.name]));
  }
  if (group === 'institution' && ids.length) {
    return new Map((await db.selectFrom('organizations').select(['id', 'name']).where('id', 'in', ids).execute()).map((r) => [String(r.id), r.name]));
  }
  if (group === 'occupation' && ids.length) {
    return new Map((await db.selectFrom('occupations').select(['id', 'name']).where('id', 'in', ids).execute()).map((r) => [String(r.id), r.name]));
  }
  return new Map(keys.map((k) => [k, k]));
}
