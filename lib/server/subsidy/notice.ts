import type { Notice, NoticeDetail, Objection, ObjectionInput } from '@/lib/contract/subsidy/notice';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import { maskIdNumber } from '@/lib/server/services/learners';
import { maskName } from '@/lib/server/services/moxibustion';
import { SYSTEM_ACTOR, type Actor } from './actor';
import { inTransaction } from './tx';
import { appendAudit } from './audit-log';
import { claimRow } from './claim-read';
import { notifyLearners } from './notify';
import type { SubsidyScope } from './scope';
import { chinaDate } from './working-days';

// The public notice of approved claims: learners' names and ID numbers masked; anyone may object,
// and the objection reaches the reviewers (the claim's page). When the period ends with the claim
// still in notice, it becomes payable; that step is taken when a manager next reads or pays claims
// (public reads only look at the dates, so an anonymous request never writes).

const PUBLIC_STATUSES = ['notice', 'payable', 'in_batch', 'paid'] as const;

/** Moves claims whose notice period has ended to payable, each with its audit entry. */
export async function closeDueNotices(db: Db, now: string): Promise<number> {
  const today = chinaDate(now);
  const due = await db.selectFrom('subsidy_claims').select(['id', 'claim_no']).where('status', '=', 'notice').where('notice_ends_on', '<', today).execute();
  for (const claim of due) {
    await inTransaction(db, async (trx) => {
      const moved = await trx.updateTable('subsidy_claims').set({ status: 'payable', updated_at: now }).where('id', '=', claim.id).where('status', '=', 'notice').executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      await appendAudit(trx, SYSTEM_ACTOR, now, { entity: 'claim', entityId: claim.id, claimId: claim.id, action: 'close_notice', from: 'notice', to: 'payable', reason: '公示期满' });
      await notifyLearners(trx, claim.id, claim.claim_no, 'payable', new Date(now));
    });
  }
  return due.length;
}

const noticeQuery = (db: Db) =>
  db.selectFrom('subsidy_claims as c').innerJoin('classes as k', 'k.id', 'c.class_id').leftJoin('organizations as o', 'o.id', 'c.organization_id')
    .leftJoin('occupations as p', 'p.id', 'c.occupation_id').leftJoin('regions as r', 'r.code', 'c.city_code')
    .select(['c.id', 'c.claim_no', 'o.name as organization_name', 'c.city_code', 'r.name as city_name', 'k.title as class_title', 'p.name as occupation_name', 'c.level',
      'c.approved_fen', 'c.notice_starts_on', 'c.notice_ends_on', 'c.status'])
    .select((eb) => eb.selectFrom('subsidy_claim_lines as l').whereRef('l.claim_id', '=', 'c.id').where('l.decision', '=', 'approved').select((e) => e.fn.countAll<number>().as('n')).as('learners'))
    .where('c.status', 'in', [...PUBLIC_STATUSES]).where('c.notice_starts_on', 'is not', null);
type NoticeRow = Awaited<ReturnType<ReturnType<typeof noticeQuery>['execute']>>[number];

const isOpen = (r: { status: string; notice_ends_on: string | null }, today: string) => r.status === 'notice' && (r.notice_ends_on ?? '') >= today;

const noticeOf = (r: NoticeRow, today: string): Notice => ({
  id: r.id, claim_no: r.claim_no, organization_name: r.organization_name ?? null, city_code: r.city_code, city_name: r.city_name ?? null, class_title: r.class_title,
  occupation_name: r.occupation_name ?? null, level: r.level, learner_count: Number(r.learners ?? 0), total_fen: Number(r.approved_fen),
  notice_starts_on: r.notice_starts_on!, notice_ends_on: r.notice_ends_on!, open: isOpen(r, today),
});

export async function publicNotices(db: Db, now: string, f: { city_code?: string; open?: boolean }): Promise<Notice[]> {
  const today = chinaDate(now);
  let q = noticeQuery(db);
  if (f.city_code) q = q.where('c.city_code', '=', f.city_code);
  if (f.open) q = q.where('c.status', '=', 'notice').where('c.notice_ends_on', '>=', today);
  const rows = await q.orderBy('c.notice_starts_on', 'desc').orderBy('c.id', 'desc').limit(100).execute();
  return rows.map((r) => noticeOf(r, today));
}

export async function publicNotice(db: Db, now: string, id: number): Promise<NoticeDetail> {
  const today = chinaDate(now);
  const row = await noticeQuery(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '公示不存在。');
  const lines = await db.selectFrom('subsidy_claim_lines as l').innerJoin('enrollments as e', 'e.id', 'l.enrollment_id')
    .select(['l.learner_name', 'e.id_number', 'l.approved_fen']).where('l.claim_id', '=', id).where('l.decision', '=', 'approved').orderBy('l.id').execute();
  return {
    ...noticeOf(row, today),
    lines: lines.map((l) => ({ name_masked: maskName(l.learner_name), id_number_masked: l.id_number ? maskIdNumber(l.id_number) : '', occupation_name: row.occupation_name ?? null, level: row.level, amount_fen: Number(l.approved_fen) })),
  };
}

export async function objectToNotice(db: Db, actor: Actor, id: number, input: ObjectionInput, now: string): Promise<void> {
  const claim = await db.selectFrom('subsidy_claims').select(['id', 'status', 'notice_ends_on']).where('id', '=', id).executeTakeFirst();
  if (!claim || !(PUBLIC_STATUSES as readonly string[]).includes(claim.status)) throw new AppError('not_found', '公示不存在。');
  if (!isOpen(claim, chinaDate(now))) throw new AppError('conflict', '公示期已结束，不再受理异议。');
  await inTransaction(db, async (trx) => {
    const row = await trx.insertInto('subsidy_objections').values({
      claim_id: id, message: input.message, contact_name: input.contact_name || null, contact_phone: input.contact_phone || null, ip: actor.ip,
      status: 'open', handled_note: null, handled_by: null, handled_at: null, created_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await appendAudit(trx, actor, now, { entity: 'objection', entityId: row.id, claimId: id, action: 'object', to: 'open' });
  });
}

export async function claimObjections(db: Db, scope: SubsidyScope, claimId: number): Promise<Objection[]> {
  await claimRow(db, scope, claimId);
  const rows = await db.selectFrom('subsidy_objections').selectAll().where('claim_id', '=', claimId).orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id, claim_id: r.claim_id, message: r.message, contact_name: r.contact_name, status: r.status as Objection['status'], handled_note: r.handled_note, created_at: r.created_at,
    contact_phone_masked: r.contact_phone ? `${r.contact_phone.slice(0, 3)}****${r.contact_phone.slice(-4)}` : null,
  }));
}

export async function handleObjection(db: Db, scope: SubsidyScope, actor: Actor, id: number, note: string, now: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const o = await trx.selectFrom('subsidy_objections').select(['id', 'claim_id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!o) throw new AppError('not_found', '异议不存在。');
    await claimRow(trx, scope, o.claim_id);
    if (o.status !== 'open') throw new AppError('conflict', '该异议已处理。');
    await trx.updateTable('subsidy_objections').set({ status: 'handled', handled_note: note, handled_by: actor.id, handled_at: now }).where('id', '=', id).execute();
    await appendAudit(trx, actor, now, { entity: 'objection', entityId: id, claimId: o.claim_id, action: 'handle', from: 'open', to: 'handled', reason: note });
  });
}
