import { CHECK_IN_OPEN_MINUTES_BEFORE, CHECK_OUT_CLOSE_MINUTES_AFTER, type CheckInInput } from '@/lib/contract/subsidy/check-in';
import type { AttendanceCorrectionInput, AttendanceRecord } from '@/lib/contract/subsidy/attendance';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import { isUniqueViolation } from '@/lib/server/services/unique-violation';
import type { Actor } from './actor';
import { inTransaction } from './tx';
import { appendAudit } from './audit-log';
import { verifyCode } from './check-in-code';
import { distanceMetres } from './geo';
import type { SubsidyScope } from './scope';
import { scopedSession } from './sessions';

// Real-name attendance: a signed-in learner checks in and out of a session with the rotating code;
// the server checks the code's signature and age, the enrolment and the window, and records the time,
// the client address and, when given, the browser's location (flagged outside the radius, never
// refused for it). The institution corrects a record only with a reason, which reviewers see.

/** Enrolments that are in the class (not waiting, refused or cancelled). */
export const ATTENDING_STATUSES = ['approved', 'paid', 'studying', 'completed', 'certified'] as const;

const MINUTE = 60_000;
const codeError = (message: string) => new AppError('validation_failed', undefined, { code: [`code ${message}`] });

export const hoursBetween = (inAt: string | null, outAt: string | null, startsAt: string, endsAt: string) => {
  if (!inAt || !outAt) return 0;
  const ms = Math.min(Date.parse(outAt), Date.parse(endsAt)) - Math.max(Date.parse(inAt), Date.parse(startsAt));
  return ms > 0 ? Math.round((ms / 3_600_000) * 100) / 100 : 0;
};

type RecordRow = {
  id: number; session_id: number; enrollment_id: number; user_id: number; learner_name: string; check_in_at: string | null; check_out_at: string | null;
  check_in_ip: string | null; check_out_ip: string | null; latitude: number | null; longitude: number | null; distance_m: number | null;
  outside_radius: number; corrected: number; source: string; created_at: string; updated_at: string; starts_at: string; ends_at: string;
};
export const recordOf = (r: RecordRow): AttendanceRecord => ({
  id: r.id, session_id: r.session_id, enrollment_id: r.enrollment_id, user_id: r.user_id, learner_name: r.learner_name,
  check_in_at: r.check_in_at, check_out_at: r.check_out_at, hours: hoursBetween(r.check_in_at, r.check_out_at, r.starts_at, r.ends_at),
  check_in_ip: r.check_in_ip, check_out_ip: r.check_out_ip, latitude: r.latitude === null ? null : Number(r.latitude), longitude: r.longitude === null ? null : Number(r.longitude),
  distance_m: r.distance_m, outside_radius: r.outside_radius === 1, corrected: r.corrected === 1, source: r.source as AttendanceRecord['source'],
  created_at: r.created_at, updated_at: r.updated_at,
});

const recordQuery = (db: Db) =>
  db.selectFrom('attendance_records as a').innerJoin('class_sessions as s', 's.id', 'a.session_id').innerJoin('enrollments as e', 'e.id', 'a.enrollment_id')
    .select(['a.id', 'a.session_id', 'a.enrollment_id', 'a.user_id', 'e.real_name as learner_name', 'a.check_in_at', 'a.check_out_at', 'a.check_in_ip', 'a.check_out_ip',
      'a.latitude', 'a.longitude', 'a.distance_m', 'a.outside_radius', 'a.corrected', 'a.source', 'a.created_at', 'a.updated_at', 's.starts_at', 's.ends_at']);

export async function sessionAttendance(db: Db, scope: SubsidyScope, sessionId: number): Promise<AttendanceRecord[]> {
  await scopedSession(db, scope, sessionId);
  return (await recordQuery(db).where('a.session_id', '=', sessionId).orderBy('a.check_in_at').orderBy('a.id').execute()).map(recordOf);
}

async function learnerSession(db: Db, userId: number, sessionId: number) {
  const session = await db.selectFrom('class_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!session) throw new AppError('not_found', '课次不存在。');
  const enrollment = await db.selectFrom('enrollments').select(['id', 'status']).where('class_id', '=', session.class_id).where('user_id', '=', userId)
    .where('status', 'in', [...ATTENDING_STATUSES]).orderBy('id', 'desc').executeTakeFirst();
  if (!enrollment) throw new AppError('forbidden', '您未报名该培训班或报名尚未通过审核，不能签到。');
  return { session, enrollmentId: enrollment.id };
}

function place(session: { latitude: number | null; longitude: number | null; radius_m: number }, input: CheckInInput) {
  if (input.latitude == null || input.longitude == null || session.latitude === null || session.longitude === null) {
    return { latitude: input.latitude ?? null, longitude: input.longitude ?? null, distance_m: null, outside_radius: 0 };
  }
  const distance = distanceMetres({ lat: Number(session.latitude), lng: Number(session.longitude) }, { lat: input.latitude, lng: input.longitude });
  return { latitude: input.latitude, longitude: input.longitude, distance_m: distance, outside_radius: distance > session.radius_m ? 1 : 0 };
}

export async function checkIn(db: Db, actor: Actor, input: CheckInInput, at: Date): Promise<AttendanceRecord> {
  const userId = actor.id!;
  const { session, enrollmentId } = await learnerSession(db, userId, input.session_id);
  const now = at.getTime();
  if (now < Date.parse(session.starts_at) - CHECK_IN_OPEN_MINUTES_BEFORE * MINUTE || now > Date.parse(session.ends_at)) {
    throw codeError(`不在签到时间内：签到时间为 ${session.date} ${session.start_time} 前 ${CHECK_IN_OPEN_MINUTES_BEFORE} 分钟至 ${session.end_time}。`);
  }
  if (!verifyCode(db, session.id, input.code, at)) throw codeError('签到码无效或已过期，请输入屏幕上当前显示的签到码。');
  const stamp = at.toISOString();
  const where = place(session, input);
  try {
    await db.insertInto('attendance_records').values({
      session_id: session.id, enrollment_id: enrollmentId, user_id: userId, check_in_at: stamp, check_out_at: null, check_in_ip: actor.ip, check_out_ip: null,
      device_id: input.device_id ?? null, ...where, corrected: 0, source: 'check_in', created_at: stamp, updated_at: stamp,
    }).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Checked in already (a second tap, or a record the institution made): the first check-in stands.
    const existing = await db.selectFrom('attendance_records').select(['id', 'check_in_at']).where('session_id', '=', session.id).where('enrollment_id', '=', enrollmentId).executeTakeFirstOrThrow();
    if (!existing.check_in_at) {
      await db.updateTable('attendance_records').set({ check_in_at: stamp, check_in_ip: actor.ip, device_id: input.device_id ?? null, ...where, updated_at: stamp }).where('id', '=', existing.id).execute();
    }
  }
  return recordOf(await recordQuery(db).where('a.session_id', '=', session.id).where('a.enrollment_id', '=', enrollmentId).executeTakeFirstOrThrow());
}

export async function checkOut(db: Db, actor: Actor, input: CheckInInput, at: Date): Promise<AttendanceRecord> {
  const userId = actor.id!;
  const { session, enrollmentId } = await learnerSession(db, userId, input.session_id);
  const now = at.getTime();
  if (now < Date.parse(session.starts_at) || now > Date.parse(session.ends_at) + CHECK_OUT_CLOSE_MINUTES_AFTER * MINUTE) {
    throw codeError(`不在签退时间内：签退时间为 ${session.date} ${session.start_time} 至 ${session.end_time} 后 ${CHECK_OUT_CLOSE_MINUTES_AFTER} 分钟。`);
  }
  if (!verifyCode(db, session.id, input.code, at)) throw codeError('签到码无效或已过期，请输入屏幕上当前显示的签到码。');
  const record = await db.selectFrom('attendance_records').select(['id', 'check_in_at']).where('session_id', '=', session.id).where('enrollment_id', '=', enrollmentId).executeTakeFirst();
  if (!record?.check_in_at) throw new AppError('conflict', '您尚未签到，不能签退。');
  const stamp = at.toISOString();
  await db.updateTable('attendance_records').set({ check_out_at: stamp, check_out_ip: actor.ip, updated_at: stamp }).where('id', '=', record.id).execute();
  return recordOf(await recordQuery(db).where('a.id', '=', record.id).executeTakeFirstOrThrow());
}

/** The institution sets or clears a learner's times in a session, with a reason; logged, and shown to reviewers. */
export async function correctAttendance(db: Db, scope: SubsidyScope, actor: Actor, sessionId: number, enrollmentId: number, input: AttendanceCorrectionInput, now: string): Promise<AttendanceRecord> {
  return inTransaction(db, async (trx) => {
    const session = await scopedSession(trx, scope, sessionId);
    const enrollment = await trx.selectFrom('enrollments').select(['id', 'user_id']).where('id', '=', enrollmentId).where('class_id', '=', session.class_id).executeTakeFirst();
    if (!enrollment) throw new AppError('not_found', '该学员不在本培训班。');
    const frozen = await trx.selectFrom('subsidy_claims').select('status').where('class_id', '=', session.class_id).where('status', 'not in', ['draft', 'returned']).executeTakeFirst();
    if (frozen) throw new AppError('conflict', '该培训班的补贴申领已提交，考勤不能再更正；如需更正，请待审核退回后进行。');
    const existing = await trx.selectFrom('attendance_records').selectAll().where('session_id', '=', sessionId).where('enrollment_id', '=', enrollmentId).executeTakeFirst();
    let id = existing?.id;
    if (existing) {
      await trx.updateTable('attendance_records').set({ check_in_at: input.check_in_at, check_out_at: input.check_out_at, corrected: 1, updated_at: now }).where('id', '=', existing.id).execute();
    } else {
      id = (await trx.insertInto('attendance_records').values({
        session_id: sessionId, enrollment_id: enrollmentId, user_id: enrollment.user_id, check_in_at: input.check_in_at, check_out_at: input.check_out_at,
        check_in_ip: null, check_out_ip: null, device_id: null, latitude: null, longitude: null, distance_m: null, outside_radius: 0, corrected: 1,
        source: 'correction', created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()).id;
    }
    const change = {
      attendance_id: id!, session_id: sessionId, enrollment_id: enrollmentId, before_check_in_at: existing?.check_in_at ?? null, before_check_out_at: existing?.check_out_at ?? null,
      after_check_in_at: input.check_in_at, after_check_out_at: input.check_out_at, reason: input.reason, manager_id: actor.id,
      after_session: now > session.ends_at ? 1 : 0, created_at: now,
    };
    await trx.insertInto('attendance_corrections').values(change).execute();
    await appendAudit(trx, actor, now, { entity: 'attendance', entityId: id!, action: 'correct', changes: change, reason: input.reason });
    return recordOf(await recordQuery(trx).where('a.id', '=', id!).executeTakeFirstOrThrow());
  });
}
