import type { PaymentBatch, PaymentBatchDetail, PaymentBatchInput, PaymentRecordInput } from '@/lib/contract/subsidy/payment';
import type { PaymentBatchStatus } from '@/lib/contract/subsidy/states';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import { offsetOf, type PageRequest } from '@/lib/server/domain/paging';
import type { Actor } from './actor';
import { inTransaction } from './tx';
import { appendAudit } from './audit-log';
import { maskAccount } from './claim-read';
import { closeDueNotices } from './notice';
import { notifyLearners } from './notify';
import { isProvince, type SubsidyScope } from './scope';

// Payment in batches: payable claims gathered by the province (or, when SUBSIDY_PAYER=city, by each
// city for its own claims), exported as the bank transfer sheet, and recorded as paid with the date
// and the voucher number. A batch's total is the sum of its claims' approved fen.

export type Payer = 'province' | 'city';

/** Who may pay: province managers, or city managers when the city pays; an institution never. */
export function assertPayer(scope: SubsidyScope, payer: Payer): void {
  if (scope.organizationId !== null) throw new AppError('forbidden', '培训机构不能办理补贴拨付。');
  if (payer === 'province' && !isProvince(scope)) throw new AppError('forbidden', '补贴由省级统一拨付，市级不能办理拨付。');
}

const batchOf = (r: { id: number; batch_no: string; city_code: string | null; status: string; claim_count: number; total_fen: number; paid_on: string | null; voucher_no: string | null; note: string | null; created_at: string; updated_at: string }): PaymentBatch => ({
  ...r, status: r.status as PaymentBatchStatus, total_fen: Number(r.total_fen),
});

function batchesInScope(db: Db, scope: SubsidyScope) {
  const q = db.selectFrom('subsidy_payment_batches');
  return scope.cityCode !== null ? q.where('city_code', '=', scope.cityCode) : q;
}

/** Reading batches: any payment manager (a city sees its own city's batches). */
function assertReader(scope: SubsidyScope): void {
  if (scope.organizationId !== null) throw new AppError('forbidden', '培训机构不能查看拨付批次。');
}

export async function listBatches(db: Db, scope: SubsidyScope, page: PageRequest) {
  assertReader(scope);
  const q = batchesInScope(db, scope);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(page.perPage).offset(offsetOf(page)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(batchOf), total: Number(total.n) };
}

export async function batchItems(db: Db, batchId: number) {
  return db.selectFrom('subsidy_claims as c').leftJoin('organizations as o', 'o.id', 'c.organization_id')
    .select(['c.id as claim_id', 'c.claim_no', 'o.name as organization_name', 'c.payee_name', 'c.payee_bank', 'c.payee_account', 'c.approved_fen'])
    .where('c.payment_batch_id', '=', batchId).orderBy('c.id').execute();
}

export async function getBatch(db: Db, scope: SubsidyScope, id: number): Promise<PaymentBatchDetail> {
  assertReader(scope);
  const row = await batchesInScope(db, scope).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '拨付批次不存在。');
  const items = await batchItems(db, id);
  return {
    ...batchOf(row),
    items: items.map((i) => ({
      claim_id: i.claim_id, claim_no: i.claim_no, organization_name: i.organization_name ?? null, payee_name: i.payee_name ?? '', payee_bank: i.payee_bank ?? '',
      payee_account_masked: maskAccount(i.payee_account) ?? '', amount_fen: Number(i.approved_fen),
    })),
  };
}

export async function createBatch(db: Db, scope: SubsidyScope, payer: Payer, actor: Actor, input: PaymentBatchInput, now: string): Promise<PaymentBatchDetail> {
  assertPayer(scope, payer);
  await closeDueNotices(db, now);
  const id = await inTransaction(db, async (trx) => {
    const ids = [...new Set(input.claim_ids)];
    const claims = await trx.selectFrom('subsidy_claims').select(['id', 'status', 'city_code', 'approved_fen', 'payee_account']).where('id', 'in', ids).execute();
    const problems: string[] = [];
    for (const claimId of ids) {
      const c = claims.find((x) => x.id === claimId);
      if (!c || (scope.cityCode !== null && c.city_code !== scope.cityCode)) problems.push(`${claimId}（不存在）`);
      else if (c.status !== 'payable') problems.push(`${claimId}（不是待拨付状态）`);
      else if (!c.payee_account) problems.push(`${claimId}（无收款账户）`);
    }
    if (problems.length) throw new AppError('validation_failed', undefined, { claim_ids: [`claim_ids 以下申领不能拨付：${problems.join('、')}。`] });
    const total = claims.reduce((sum, c) => sum + Number(c.approved_fen), 0);
    const seq = await trx.selectFrom('subsidy_payment_batches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const batchNo = `BF${now.slice(0, 10).replaceAll('-', '')}${String(Number(seq.n) + 1).padStart(4, '0')}`;
    const batch = await trx.insertInto('subsidy_payment_batches').values({
      batch_no: batchNo, city_code: payer === 'city' ? scope.cityCode : null, status: 'open', claim_count: ids.length, total_fen: total,
      paid_on: null, voucher_no: null, note: input.note ?? null, created_by: actor.id, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const moved = await trx.updateTable('subsidy_claims').set({ status: 'in_batch', payment_batch_id: batch.id, updated_at: now })
      .where('id', 'in', ids).where('status', '=', 'payable').executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== ids.length) throw new AppError('conflict', '部分申领状态已变化，请刷新后重试。');
    await appendAudit(trx, actor, now, { entity: 'payment_batch', entityId: batch.id, action: 'create', to: 'open', changes: { batch_no: batchNo, claim_ids: ids, total_fen: total } });
    for (const c of claims) {
      await appendAudit(trx, actor, now, { entity: 'claim', entityId: c.id, claimId: c.id, action: 'batch', from: 'payable', to: 'in_batch', changes: { payment_batch_id: batch.id, batch_no: batchNo } });
    }
    return batch.id;
  });
  return getBatch(db, scope, id);
}

export async function recordPayment(db: Db, scope: SubsidyScope, payer: Payer, actor: Actor, id: number, input: PaymentRecordInput, now: string): Promise<PaymentBatchDetail> {
  assertPayer(scope, payer);
  await inTransaction(db, async (trx) => {
    const batch = await batchesInScope(trx, scope).selectAll().where('id', '=', id).executeTakeFirst();
    if (!batch) throw new AppError('not_found', '拨付批次不存在。');
    if (batch.status !== 'open') throw new AppError('conflict', '该批次已登记拨付。');
    await trx.updateTable('subsidy_payment_batches').set({ status: 'paid', paid_on: input.paid_on, voucher_no: input.voucher_no, updated_at: now }).where('id', '=', id).execute();
    const claims = await trx.selectFrom('subsidy_claims').select(['id', 'claim_no']).where('payment_batch_id', '=', id).where('status', '=', 'in_batch').execute();
    await trx.updateTable('subsidy_claims').set({ status: 'paid', paid_on: input.paid_on, updated_at: now }).where('payment_batch_id', '=', id).where('status', '=', 'in_batch').execute();
    await appendAudit(trx, actor, now, { entity: 'payment_batch', entityId: id, action: 'pay', from: 'open', to: 'paid', changes: { paid_on: input.paid_on, voucher_no: input.voucher_no, total_fen: Number(batch.total_fen) } });
    for (const c of claims) {
      await appendAudit(trx, actor, now, { entity: 'claim', entityId: c.id, claimId: c.id, action: 'pay', from: 'in_batch', to: 'paid', changes: { payment_batch_id: id, voucher_no: input.voucher_no, paid_on: input.paid_on } });
      await notifyLearners(trx, c.id, c.claim_no, 'paid', new Date(now));
    }
  });
  return getBatch(db, scope, id);
}
