import type { CategoryDeclaration, CategoryDeclarationInput, CategoryReviewInput } from '@/lib/contract/subsidy/category';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import type { Actor } from './actor';
import { inTransaction } from './tx';
import { appendAudit } from './audit-log';
import { CATEGORY_DOCUMENT_OWNER } from './documents';
import { scopeCondition, type SubsidyScope } from './scope';

// Learner category declarations: the learner declares with a document; the institution of one of
// their classes, or the city, verifies. The category in force on the enrolment date counts
// (eligibility.ts); a verified declaration is never edited, a new one is made instead.

const select = (db: Db) =>
  db.selectFrom('subsidy_category_declarations as d').innerJoin('users as u', 'u.id', 'd.user_id').leftJoin('files as f', 'f.id', 'd.document_file_id')
    .leftJoin('managers as m', 'm.id', 'd.reviewed_by').leftJoin('enrollments as e', 'e.id', 'd.enrollment_id')
    .selectAll('d').select(['u.name as learner_name', 'f.original_name as document_name', 'm.name as reviewed_by_name', 'e.class_id']);
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const declarationOf = (r: Row): CategoryDeclaration => ({
  id: r.id, user_id: r.user_id, learner_name: r.learner_name ?? null, enrollment_id: r.enrollment_id, class_id: r.class_id ?? null, category: r.category,
  valid_from: r.valid_from, valid_to: r.valid_to, document_file_id: r.document_file_id, document_name: r.document_name ?? null,
  status: r.status as CategoryDeclaration['status'], review_reason: r.review_reason, reviewed_by_name: r.reviewed_by_name ?? null, reviewed_at: r.reviewed_at, created_at: r.created_at,
});

export async function myDeclarations(db: Db, userId: number): Promise<CategoryDeclaration[]> {
  return (await select(db).where('d.user_id', '=', userId).orderBy('d.id', 'desc').execute()).map(declarationOf);
}

export async function declareCategory(db: Db, actor: Actor, input: CategoryDeclarationInput, now: string): Promise<CategoryDeclaration> {
  const userId = actor.id!;
  return inTransaction(db, async (trx) => {
    const category = await trx.selectFrom('dictionary_items').select('value').where('type', '=', 'employment_category').where('value', '=', input.category).executeTakeFirst();
    if (!category) throw new AppError('validation_failed', undefined, { category: ['category 不是有效的人员类别。'] });
    const file = await trx.selectFrom('files').select(['id', 'owner_type', 'owner_id']).where('id', '=', input.document_file_id).executeTakeFirst();
    if (!file || file.owner_type !== CATEGORY_DOCUMENT_OWNER || file.owner_id !== userId) {
      throw new AppError('validation_failed', undefined, { document_file_id: ['document_file_id 请先上传证明材料。'] });
    }
    if (input.enrollment_id) {
      const mine = await trx.selectFrom('enrollments').select('id').where('id', '=', input.enrollment_id).where('user_id', '=', userId).executeTakeFirst();
      if (!mine) throw new AppError('validation_failed', undefined, { enrollment_id: ['enrollment_id 不是您的报名记录。'] });
    }
    const row = await trx.insertInto('subsidy_category_declarations').values({
      user_id: userId, enrollment_id: input.enrollment_id ?? null, category: input.category, valid_from: input.valid_from, valid_to: input.valid_to ?? null,
      document_file_id: input.document_file_id, status: 'pending', review_reason: null, reviewed_by: null, reviewed_at: null, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await appendAudit(trx, actor, now, { entity: 'category', entityId: row.id, action: 'declare', to: 'pending', changes: { category: input.category, valid_from: input.valid_from } });
    return declarationOf(await select(trx).where('d.id', '=', row.id).executeTakeFirstOrThrow());
  });
}

/** Declarations the manager may verify: of learners enrolled in a class in their scope. */
function scoped(db: Db, scope: SubsidyScope) {
  return select(db).where((eb) => eb.exists(
    eb.selectFrom('enrollments as x').innerJoin('classes as c', 'c.id', 'x.class_id').select('x.id').whereRef('x.user_id', '=', 'd.user_id').where(scopeCondition(scope, 'c')),
  ));
}

export async function scopedDeclarations(db: Db, scope: SubsidyScope, f: { status?: string; class_id?: number }): Promise<CategoryDeclaration[]> {
  let q = scoped(db, scope);
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.class_id) q = q.where((eb) => eb.exists(eb.selectFrom('enrollments as y').select('y.id').whereRef('y.user_id', '=', 'd.user_id').where('y.class_id', '=', f.class_id!)));
  return (await q.orderBy('d.id', 'desc').limit(500).execute()).map(declarationOf);
}

export async function scopedDeclaration(db: Db, scope: SubsidyScope, id: number) {
  const row = await scoped(db, scope).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '人员类别申报不存在。');
  return row;
}

export async function reviewDeclaration(db: Db, scope: SubsidyScope, actor: Actor, id: number, input: CategoryReviewInput, now: string): Promise<CategoryDeclaration> {
  return inTransaction(db, async (trx) => {
    const row = await scopedDeclaration(trx, scope, id);
    if (row.status !== 'pending') throw new AppError('conflict', '该申报已审核。');
    const to = input.decision === 'verify' ? 'verified' : 'rejected';
    await trx.updateTable('subsidy_category_declarations').set({ status: to, review_reason: input.reason ?? null, reviewed_by: actor.id, reviewed_at: now, updated_at: now }).where('id', '=', id).execute();
    await appendAudit(trx, actor, now, { entity: 'category', entityId: id, action: input.decision, from: 'pending', to, reason: input.reason ?? null });
    return declarationOf(await select(trx).where('d.id', '=', id).executeTakeFirstOrThrow());
  });
}
