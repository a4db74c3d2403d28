import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import { platformDate } from '@/lib/format/time-zone';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { EnrollmentTable } from '@/lib/server/db/schema';
import type { EnrollmentStatus } from '@/lib/contract/enrollment';
import { type Actor, canTransition, holdsSeat, isEnded } from './enrollment-states';
import { notify } from './notifications';

export type EnrollmentRow = Selectable<EnrollmentTable>;

export type SeatedClass = {
  id: number; title: string; capacity: number; enrolled_count: number; status: string; fee_cents: number; subsidy_cents: number;
  requires_verification: number; organization_id: number | null; city_code: string | null; enroll_start: string | null;
  enroll_end: string | null;
};

const STATUS_LABELS: Record<EnrollmentStatus, string> = {
  waitlisted: '候补中', pending: '待审核', approved: '已通过', rejected: '未通过', paid: '已缴费', studying: '学习中',
  completed: '已结业', certified: '已取证', cancelled: '已取消',
};
export const statusLabel = (s: string) => STATUS_LABELS[s as EnrollmentStatus] ?? s;

/** Waitlisted learners are promoted while the class has not started. */
const PROMOTING_CLASS_STATUSES = ['enrolling', 'closed'];

/**
 * Serialises every seat change of one class. The first statement of the transaction is a write to
 * the class row, so PostgreSQL takes its row lock and SQLite its write lock before anything is
 * read; concurrent enrolments into the same class then see each other's seats.
 */
export async function lockClass(trx: Db, classId: number): Promise<SeatedClass | undefined> {
  await trx.updateTable('classes').set((eb) => ({ enrolled_count: eb.ref('enrolled_count') })).where('id', '=', classId).execute();
  return trx
    .selectFrom('classes')
    .select([
      'id', 'title', 'capacity', 'enrolled_count', 'status', 'fee_cents', 'subsidy_cents', 'requires_verification', 'organization_id',
      'city_code', 'enroll_start', 'enroll_end',
    ])
    .where('id', '=', classId)
    .executeTakeFirst();
}

export async function addEvent(trx: Db, enrollmentId: number, from: string | null, to: string, actor: Actor, reason: string | null, now: Date) {
  await trx
    .insertInto('enrollment_events')
    .values({ enrollment_id: enrollmentId, from_status: from, to_status: to, reason, actor_type: actor.type, actor_id: actor.id, created_at: now.toISOString() })
    .execute();
}

export async function nextWaitlistPosition(trx: Db, classId: number): Promise<number> {
  const row = await trx
    .selectFrom('enrollments')
    .select((eb) => eb.fn.max('waitlist_position').as('last'))
    .where('class_id', '=', classId)
    .where('status', '=', 'waitlisted')
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/**
 * Moves one enrolment to `to`, records the event and keeps classes.enrolled_count in step.
 * The caller holds the class lock (lockClass) and handles freed seats (fillSeats).
 */
export async function applyTransition(
  trx: Db, e: Pick<EnrollmentRow, 'id' | 'class_id' | 'status'>, to: EnrollmentStatus, actor: Actor, reason: string | null, now: Date,
): Promise<void> {
  if (!canTransition(e.status, to)) {
    throw new AppError('conflict', `报名当前状态为“${statusLabel(e.status)}”，不能变更为“${statusLabel(to)}”。`);
  }
  const waitlist_position = to === 'waitlisted' ? await nextWaitlistPosition(trx, e.class_id) : null;
  const result = await trx
    .updateTable('enrollments')
    .set({
      status: to, active_slot: isEnded(to) ? null : 1, waitlist_position, reason: isEnded(to) ? reason : null, updated_at: now.toISOString(),
    })
    .where('id', '=', e.id)
    .where('status', '=', e.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('conflict', '报名状态已被更新，请刷新后重试。');
  await addEvent(trx, e.id, e.status, to, actor, reason, now);
  const delta = Number(holdsSeat(to)) - Number(holdsSeat(e.status));
  if (delta !== 0) {
    await trx.updateTable('classes').set((eb) => ({ enrolled_count: eb('enrolled_count', '+', delta) })).where('id', '=', e.class_id).execute();
  }
}

/** Promotes waitlisted learners, first come first served, into seats that are free; tells each one. */
export async function fillSeats(trx: Db, classId: number, now: Date): Promise<number[]> {
  const promoted: number[] = [];
  for (;;) {
    const c = await trx.selectFrom('classes').select(['title', 'capacity', 'enrolled_count', 'status']).where('id', '=', classId).executeTakeFirstOrThrow();
    if (!PROMOTING_CLASS_STATUSES.includes(c.status) || c.enrolled_count >= c.capacity) return promoted;
    const next = await trx
      .selectFrom('enrollments')
      .select(['id', 'class_id', 'status', 'user_id'])
      .where('class_id', '=', classId)
      .where('status', '=', 'waitlisted')
      .orderBy('waitlist_position')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return promoted;
    await applyTransition(trx, next, 'pending', { type: 'system', id: null }, '候补转正：有名额空出', now);
    await notify(trx, {
      userId: next.user_id, kind: 'waitlist_promoted', title: '候补转正通知',
      body: `您候补的“${c.title}”有名额空出，报名已转为待审核，请留意审核结果。`, link: `/class/enrollVerify?id=${next.id}`,
    }, now);
    promoted.push(next.id);
  }
}

/**
 * One status change with its seat bookkeeping, in its own transaction unless given one: the
 * entry point for other areas too (e.g. certified when a certificate is issued).
 */
export async function changeEnrollmentStatus(
  db: Db, enrollmentId: number, to: EnrollmentStatus, actor: Actor, reason: string | null, now: Date,
): Promise<EnrollmentRow> {
  const run = async (trx: Db) => {
    const found = await trx.selectFrom('enrollments').select('class_id').where('id', '=', enrollmentId).executeTakeFirst();
    if (!found) throw new AppError('not_found', '报名记录不存在。');
    await lockClass(trx, found.class_id);
    const e = await trx.selectFrom('enrollments').selectAll().where('id', '=', enrollmentId).executeTakeFirstOrThrow();
    await applyTransition(trx, e, to, actor, reason, now);
    if (holdsSeat(e.status) && !holdsSeat(to)) await fillSeats(trx, e.class_id, now);
    return trx.selectFrom('enrollments').selectAll().where('id', '=', enrollmentId).executeTakeFirstOrThrow();
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** Keys are per learner: the same key from two learners names two different requests. */
export function idempotencyKey(userId: number, key: string): string {
  return createHash('sha256').update(`${userId}:${key}`).digest('hex');
}

export function assertEnrolling(c: SeatedClass, now: Date): void {
  const today = platformDate(now); // enrolment windows are published in the platform's calendar
  if (c.status !== 'enrolling') throw new AppError('enrollment_closed');
  if (c.enroll_start && today < c.enroll_start) throw new AppError('enrollment_closed', '该培训班尚未开始报名。');
  if (c.enroll_end && today > c.enroll_end) throw new AppError('enrollment_closed', '该培训班报名已截止。');
}

/** Takes a seat when one is free, else a waitlist place when the learner asked for one, else "full". */
export function seatOrWaitlist(c: SeatedClass, joinWaitlist: boolean): 'pending' | 'waitlisted' {
  if (c.enrolled_count < c.capacity) return 'pending';
  if (joinWaitlist) return 'waitlisted';
  throw new AppError('class_full');
}
