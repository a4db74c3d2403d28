import type { SubsidyStandard, SubsidyStandardInput } from '@/lib/contract/subsidy/standard';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import type { Actor } from './actor';
import { inTransaction } from './tx';
import { appendAudit } from './audit-log';

// Subsidy standards, kept by the province. A claim line copies the amount and rules it used
// (claims.ts), so editing or ending a standard changes no claim already computed or submitted.

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
const standardOf = (r: Row): SubsidyStandard => ({
  id: r.id, occupation_id: r.occupation_id, occupation_name: r.occupation_name ?? null, level: r.level, learner_category: r.learner_category,
  amount_fen: Number(r.amount_fen), min_attendance_percent: r.min_attendance_percent, claim_months: r.claim_months,
  once_per_occupation_level: r.once_per_occupation_level === 1, max_per_year: r.max_per_year, valid_from: r.valid_from, valid_to: r.valid_to,
  note: r.note, created_at: r.created_at, updated_at: r.updated_at,
});

function select(db: Db) {
  return db.selectFrom('subsidy_standards as s').leftJoin('occupations as o', 'o.id', 's.occupation_id').selectAll('s').select('o.name as occupation_name');
}

export async function listStandards(db: Db, f: { occupation_id?: number; level?: number; on?: string }): Promise<SubsidyStandard[]> {
  let q = select(db);
  if (f.occupation_id) q = q.where('s.occupation_id', '=', f.occupation_id);
  if (f.level) q = q.where('s.level', '=', f.level);
  if (f.on) q = q.where('s.valid_from', '<=', f.on).where((eb) => eb.or([eb('s.valid_to', 'is', null), eb('s.valid_to', '>=', f.on!)]));
  const rows = await q.orderBy('s.occupation_id').orderBy('s.level').orderBy('s.valid_from', 'desc').orderBy('s.id').execute();
  return rows.map(standardOf);
}

export async function getStandard(db: Db, id: number): Promise<SubsidyStandard> {
  const row = await select(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '补贴标准不存在。');
  return standardOf(row);
}

async function checkInput(db: Db, input: SubsidyStandardInput, exceptId: number | null) {
  const occupation = await db.selectFrom('occupations').select(['id', 'levels']).where('id', '=', input.occupation_id).executeTakeFirst();
  if (!occupation) throw new AppError('validation_failed', undefined, { occupation_id: ['occupation_id 职业（工种）不存在。'] });
  // Two standards of the same occupation, level and category may not overlap in time: which applies must be unambiguous.
  let q = db.selectFrom('subsidy_standards').select(['id', 'valid_from', 'valid_to'])
    .where('occupation_id', '=', input.occupation_id).where('level', '=', input.level);
  q = input.learner_category ? q.where('learner_category', '=', input.learner_category) : q.where('learner_category', 'is', null);
  if (exceptId) q = q.where('id', '!=', exceptId);
  const to = input.valid_to ?? '9999-12-31';
  for (const s of await q.execute()) {
    if (s.valid_from <= to && (s.valid_to ?? '9999-12-31') >= input.valid_from) {
      throw new AppError('validation_failed', undefined, { valid_from: [`valid_from 与已有补贴标准（编号 ${s.id}，${s.valid_from} 起）的适用期重叠。`] });
    }
  }
}

const values = (input: SubsidyStandardInput) => ({
  occupation_id: input.occupation_id, level: input.level, learner_category: input.learner_category ?? null, amount_fen: input.amount_fen,
  min_attendance_percent: input.min_attendance_percent, claim_months: input.claim_months,
  once_per_occupation_level: input.once_per_occupation_level ? 1 : 0, max_per_year: input.max_per_year,
  valid_from: input.valid_from, valid_to: input.valid_to ?? null, note: input.note ?? null,
});

export async function createStandard(db: Db, actor: Actor, input: SubsidyStandardInput, now: string): Promise<SubsidyStandard> {
  return inTransaction(db, async (trx) => {
    await checkInput(trx, input, null);
    const row = await trx.insertInto('subsidy_standards').values({ ...values(input), created_by: actor.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await appendAudit(trx, actor, now, { entity: 'standard', entityId: row.id, action: 'create', changes: { after: values(input) } });
    return getStandard(trx, row.id);
  });
}

export async function updateStandard(db: Db, actor: Actor, id: number, input: SubsidyStandardInput, now: string): Promise<SubsidyStandard> {
  return inTransaction(db, async (trx) => {
    const before = await getStandard(trx, id);
    await checkInput(trx, input, id);
    await trx.updateTable('subsidy_standards').set({ ...values(input), updated_at: now }).where('id', '=', id).execute();
    await appendAudit(trx, actor, now, { entity: 'standard', entityId: id, action: 'update', changes: { before, after: values(input) } });
    return getStandard(trx, id);
  });
}

export async function deleteStandard(db: Db, actor: Actor, id: number, now: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await getStandard(trx, id);
    const used = await trx.selectFrom('subsidy_claim_lines').select('id').where('standard_id', '=', id).limit(1).executeTakeFirst();
    if (used) throw new AppError('conflict', '该补贴标准已被申领使用，不能删除；如需停用，请设置截止日期。');
    await trx.deleteFrom('subsidy_standards').where('id', '=', id).execute();
    await appendAudit(trx, actor, now, { entity: 'standard', entityId: id, action: 'delete', changes: { before } });
  });
}

/**
 * The standard for an occupation and level on a date: the one of the learner's category when there
 * is one, else the general one (no category).
 */
export function pickStandard<S extends { learner_category: string | null; valid_from: string; valid_to: string | null }>(standards: S[], category: string | null, on: string): S | null {
  const inForce = standards.filter((s) => s.valid_from <= on && (s.valid_to === null || s.valid_to >= on));
  return (category ? inForce.find((s) => s.learner_category === category) : undefined) ?? inForce.find((s) => s.learner_category === null) ?? null;
}
