import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { amountDue } from './enrollment-states';
import { applyTransition, type EnrollmentRow, fillSeats, lockClass } from './enrollments';
import { assertInScope, type ManagerScope } from './manager-scope';
import { notify } from './notifications';
import { closeOpenOrder, openOrder } from './orders';

// What a manager does to an enrolment: approve (opening the order of a paid class) or reject.

async function scopedEnrollment(trx: Db, scope: ManagerScope, id: number) {
  const row = await trx
    .selectFrom('enrollments')
    .innerJoin('classes', 'classes.id', 'enrollments.class_id')
    .select(['enrollments.class_id', 'classes.organization_id', 'classes.city_code'])
    .where('enrollments.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', '报名记录不存在。');
  assertInScope(scope, row);
  return row;
}

export async function approveEnrollment(db: Db, scope: ManagerScope, id: number, now: Date): Promise<EnrollmentRow> {
  return db.transaction().execute(async (trx) => {
    const { class_id } = await scopedEnrollment(trx, scope, id);
    const c = (await lockClass(trx, class_id))!;
    const e = await trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await applyTransition(trx, e, 'approved', { type: 'manager', id: scope.managerId }, null, now);
    const orderNo = await openOrder(trx, e, c, now);
    await notify(trx, {
      userId: e.user_id, kind: 'enrollment_approved', title: '报名审核通过',
      body: orderNo
        ? `您报名的“${c.title}”已审核通过，请缴纳培训费 ${(amountDue(c) / 100).toFixed(2)} 元（订单号 ${orderNo}）。`
        : `您报名的“${c.title}”已审核通过，请按时参加培训。`,
      link: orderNo ? `/user/paySuccee?order_no=${orderNo}` : `/class/enrollVerify?id=${id}`,
    }, now);
    return trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
}

export async function rejectEnrollment(db: Db, scope: ManagerScope, id: number, reason: string, now: Date): Promise<EnrollmentRow> {
  return db.transaction().execute(async (trx) => {
    const { class_id } = await scopedEnrollment(trx, scope, id);
    const c = (await lockClass(trx, class_id))!;
    const e = await trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await applyTransition(trx, e, 'rejected', { type: 'manager', id: scope.managerId }, reason, now);
    await closeOpenOrder(trx, id, now);
    await notify(trx, {
      userId: e.user_id, kind: 'enrollment_rejected', title: '报名审核未通过',
      body: `您报名的“${c.title}”未通过审核。原因：${reason}。您可以修改报名信息后重新提交。`, link: `/class/enrollEdit?id=${id}`,
    }, now);
    await fillSeats(trx, class_id, now);
    return trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
}

/**
 * The institution marks the training done (the class's offline hours attended): studying, or an
 * admitted enrolment that never played a lesson, becomes completed, so the learner may be certified.
 */
/** Hours to one decimal, as the back-office shows them (1 学时 = 1 hour). */
const hoursOf = (seconds: number) => Math.floor(seconds / 360) / 10;

/** A class that refuses completion below its required hours (completion_requires_hours) says so by the study hours; others only warn in the dialog. */
async function assertHoursRule(trx: Db, classId: number, e: { real_name: string; study_seconds: number }) {
  const rule = await trx.selectFrom('classes').select(['hours', 'completion_requires_hours']).where('id', '=', classId).executeTakeFirstOrThrow();
  if (rule.completion_requires_hours !== 1 || rule.hours <= 0 || e.study_seconds >= rule.hours * 3600) return;
  const message = `「${e.real_name}」只学习了 ${hoursOf(e.study_seconds)} 学时，本班规定学满 ${rule.hours} 学时才能结业。`;
  throw new AppError('validation_failed', message, { study_hours: [message] });
}

export async function completeEnrollment(db: Db, scope: ManagerScope, id: number, now: Date): Promise<EnrollmentRow> {
  return db.transaction().execute(async (trx) => {
    const { class_id } = await scopedEnrollment(trx, scope, id);
    const c = (await lockClass(trx, class_id))!;
    let e = await trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const actor = { type: 'manager' as const, id: scope.managerId };
    if (e.status === 'approved' && amountDue(c) > 0) throw new AppError('payment_required', '学员尚未缴费，不能结业。');
    await assertHoursRule(trx, class_id, e);
    if (e.status === 'approved' || e.status === 'paid') {
      await applyTransition(trx, e, 'studying', actor, '参加线下培训', now);
      e = await trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    }
    await applyTransition(trx, e, 'completed', actor, '培训机构确认结业', now);
    await notify(trx, {
      userId: e.user_id, kind: 'study_completed', title: '结业通知', body: `您已完成“${c.title}”的培训，请留意考试安排。`, link: '/user/exam',
    }, now);
    return trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
}

export async function scopedEnrollmentRow(db: Db, scope: ManagerScope, id: number): Promise<EnrollmentRow> {
  await scopedEnrollment(db, scope, id);
  return db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export type ManagerEnrollmentFilters = { class_id?: number; status?: string; keyword?: string };

/** Enrolments of the classes in the manager's scope, filtered: the list, the export and bulk actions share it. */
export function filteredEnrollments(db: Db, scope: ManagerScope, f: ManagerEnrollmentFilters) {
  let base = db.selectFrom('enrollments').innerJoin('classes', 'classes.id', 'enrollments.class_id');
  if (scope.organizationId !== null) base = base.where('classes.organization_id', '=', scope.organizationId);
  else if (scope.cityCode !== null) base = base.where('classes.city_code', '=', scope.cityCode);
  if (f.class_id) base = base.where('enrollments.class_id', '=', f.class_id);
  if (f.status) base = base.where('enrollments.status', '=', f.status);
  if (f.keyword) base = base.where((eb) => eb.or([eb('enrollments.real_name', '=', f.keyword!), eb('enrollments.phone', '=', f.keyword!)]));
  return base;
}

export async function listScopedEnrollments(db: Db, scope: ManagerScope, f: ManagerEnrollmentFilters, page: { page: number; perPage: number }) {
  const base = filteredEnrollments(db, scope, f);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('enrollments')
      .orderBy('enrollments.created_at', 'desc')
      .orderBy('enrollments.id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
  ]);
  return { data: rows, total: Number(counted.n) };
}
