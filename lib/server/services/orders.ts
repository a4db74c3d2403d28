import { randomInt } from 'node:crypto';
import type { Order } from '@/lib/contract/enrollment';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { amountDue } from './enrollment-states';
import { applyTransition, fillSeats, lockClass } from './enrollments';
import { assertInScope, type ManagerScope } from './manager-scope';
import { notify } from './notifications';
import { DEFAULT_PROVIDER, paymentProvider } from './payments';
import { formatDate } from '@/lib/format/date';

/** PX + China-time yyyymmddHHMMss + 6 random digits: 22 characters, unique by index. */
export function newOrderNo(now: Date): string {
  const stamp = formatDate(now, 'YYYYMMDDHHmmss');
  return `PX${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Approving an enrolment in a paid class opens its order, in the same transaction. */
export async function openOrder(trx: Db, e: { id: number; user_id: number }, c: { fee_cents: number; subsidy_cents: number }, now: Date) {
  const amount = amountDue(c);
  if (amount === 0) return null;
  const existing = await trx.selectFrom('orders').select('order_no').where('enrollment_id', '=', e.id).executeTakeFirst();
  if (existing) return existing.order_no;
  const stamp = now.toISOString();
  const order_no = newOrderNo(now);
  await trx
    .insertInto('orders')
    .values({
      order_no, user_id: e.user_id, enrollment_id: e.id, amount_cents: amount, status: 'pending', provider: DEFAULT_PROVIDER, paid_at: null,
      refunded_at: null, confirmed_by: null, created_at: stamp, updated_at: stamp,
    })
    .execute();
  return order_no;
}

/** An unpaid order dies with its enrolment (cancelled or rejected). */
export async function closeOpenOrder(trx: Db, enrollmentId: number, now: Date): Promise<void> {
  await trx.updateTable('orders').set({ status: 'closed', updated_at: now.toISOString() }).where('enrollment_id', '=', enrollmentId).where('status', '=', 'pending').execute();
}

function orderQuery(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('enrollments', 'enrollments.id', 'orders.enrollment_id')
    .innerJoin('classes', 'classes.id', 'enrollments.class_id')
    .select([
      'orders.id', 'orders.order_no', 'orders.enrollment_id', 'orders.user_id', 'orders.amount_cents', 'orders.status', 'orders.provider',
      'orders.paid_at', 'orders.refunded_at', 'orders.created_at', 'orders.updated_at', 'classes.id as class_id', 'classes.title as class_title',
      'classes.organization_id', 'classes.city_code', 'enrollments.status as enrollment_status',
    ]);
}

type OrderJoined = NonNullable<Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirst']>>>;

function toOrder(row: OrderJoined): Order {
  return {
    order_no: row.order_no, enrollment_id: row.enrollment_id, class_id: row.class_id, class_title: row.class_title, amount_cents: row.amount_cents,
    status: row.status, provider: row.provider, paid_at: row.paid_at, refunded_at: row.refunded_at, created_at: row.created_at, updated_at: row.updated_at,
  };
}

async function payeeOf(db: Db, organizationId: number | null) {
  const org = organizationId
    ? await db.selectFrom('organizations').select(['name', 'address', 'contact_phone']).where('id', '=', organizationId).executeTakeFirst()
    : undefined;
  return { name: org?.name ?? null, address: org?.address ?? null, phone: org?.contact_phone ?? null };
}

export async function ordersByEnrollmentIds(db: Db, ids: number[]): Promise<Map<number, Order>> {
  if (ids.length === 0) return new Map();
  const rows = await orderQuery(db).where('orders.enrollment_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.enrollment_id, toOrder(r)]));
}

/** The learner's own order with what to do to pay it; another learner's number is a 404. */
export async function learnerOrder(db: Db, userId: number, orderNo: string): Promise<Order> {
  const row = await orderQuery(db).where('orders.order_no', '=', orderNo).where('orders.user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('not_found', '订单不存在。');
  const order = toOrder(row);
  if (row.status === 'pending') order.payment = paymentProvider(row.provider).instructions(order, await payeeOf(db, row.organization_id));
  return order;
}

/** The learner picks how to pay; offline only records the choice and answers the instructions. */
export async function chooseProvider(db: Db, userId: number, orderNo: string, provider: string, now: Date): Promise<Order> {
  const current = await learnerOrder(db, userId, orderNo);
  if (current.status !== 'pending') throw new AppError('conflict', current.status === 'paid' ? '该订单已支付。' : '该订单已关闭，无法支付。');
  await db.updateTable('orders').set({ provider, updated_at: now.toISOString() }).where('order_no', '=', orderNo).where('status', '=', 'pending').execute();
  return learnerOrder(db, userId, orderNo);
}

async function scopedOrder(trx: Db, scope: ManagerScope, orderNo: string) {
  const row = await orderQuery(trx).where('orders.order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw new AppError('not_found', '订单不存在。');
  assertInScope(scope, row);
  return row;
}

/** Offline payment received: the order and the enrolment become paid together, or neither does. */
export async function confirmPayment(db: Db, scope: ManagerScope, orderNo: string, now: Date): Promise<Order> {
  return db.transaction().execute(async (trx) => {
    const found = await scopedOrder(trx, scope, orderNo);
    await lockClass(trx, found.class_id);
    const row = await scopedOrder(trx, scope, orderNo);
    if (row.status !== 'pending') throw new AppError('conflict', row.status === 'paid' ? '该订单已确认收款。' : '该订单已关闭或已退款。');
    const e = await trx.selectFrom('enrollments').selectAll().where('id', '=', row.enrollment_id).executeTakeFirstOrThrow();
    await applyTransition(trx, e, 'paid', { type: 'manager', id: scope.managerId }, '线下缴费已确认', now);
    const stamp = now.toISOString();
    await trx
      .updateTable('orders')
      .set({ status: 'paid', provider: 'offline', paid_at: stamp, confirmed_by: scope.managerId, updated_at: stamp })
      .where('order_no', '=', orderNo)
      .where('status', '=', 'pending')
      .execute();
    await notify(trx, {
      userId: e.user_id, kind: 'payment_confirmed', title: '缴费确认通知',
      body: `您报名“${row.class_title}”的培训费 ${(row.amount_cents / 100).toFixed(2)} 元已确认收款，可以开始学习了。`, link: `/user/paySuccee?order_no=${orderNo}`,
    }, now);
    return toOrder((await orderQuery(trx).where('orders.order_no', '=', orderNo).executeTakeFirst())!);
  });
}

/** A refund ends the enrolment in the same transaction, and its seat goes to the waitlist. */
export async function refundOrder(db: Db, scope: ManagerScope, orderNo: string, reason: string, now: Date): Promise<Order> {
  return db.transaction().execute(async (trx) => {
    const found = await scopedOrder(trx, scope, orderNo);
    await lockClass(trx, found.class_id);
    const row = await scopedOrder(trx, scope, orderNo);
    if (row.status !== 'paid') throw new AppError('conflict', '只有已支付的订单可以退款。');
    const e = await trx.selectFrom('enrollments').selectAll().where('id', '=', row.enrollment_id).executeTakeFirstOrThrow();
    if (!['paid', 'studying'].includes(e.status)) throw new AppError('conflict', '学员已结业或取证，不能退款。');
    await applyTransition(trx, e, 'cancelled', { type: 'manager', id: scope.managerId }, `退费：${reason}`, now);
    const stamp = now.toISOString();
    await trx.updateTable('orders').set({ status: 'refunded', refunded_at: stamp, updated_at: stamp }).where('order_no', '=', orderNo).where('status', '=', 'paid').execute();
    await notify(trx, {
      userId: e.user_id, kind: 'refunded', title: '退费通知',
      body: `您报名“${row.class_title}”的培训费已退回，报名已取消。原因：${reason}`, link: '/user/enroll',
    }, now);
    await fillSeats(trx, row.class_id, now);
    return toOrder((await orderQuery(trx).where('orders.order_no', '=', orderNo).executeTakeFirst())!);
  });
}
