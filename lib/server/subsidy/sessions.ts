import type { ClassSession, ClassSessionInput } from '@/lib/contract/subsidy/session';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import type { Actor } from './actor';
import { inTransaction } from './tx';
import { appendAudit } from './audit-log';
import { assertInScope, type SubsidyScope } from './scope';
import { fromZoneInput } from '@/lib/format/date';

// Class sessions of offline and mixed classes, scheduled by the institution. Times are typed in
// China time (UTC+8, no daylight saving) and stored as UTC instants beside the typed values.

export const chinaInstant = (date: string, time: string) => fromZoneInput(`${date}T${time}`);

export async function scopedClass(db: Db, scope: SubsidyScope, classId: number) {
  const c = await db.selectFrom('classes').select(['id', 'title', 'organization_id', 'city_code', 'occupation_id', 'level', 'hours', 'start_date', 'end_date'])
    .where('id', '=', classId).executeTakeFirst();
  if (!c) throw new AppError('not_found', '培训班不存在。');
  assertInScope(scope, c);
  return c;
}

const select = (db: Db) =>
  db.selectFrom('class_sessions as s').innerJoin('classes as c', 'c.id', 's.class_id').selectAll('s').select(['c.title as class_title', 'c.organization_id', 'c.city_code'])
    .select((eb) => eb.selectFrom('attendance_records as a').whereRef('a.session_id', '=', 's.id').where('a.check_in_at', 'is not', null).select((e) => e.fn.countAll<number>().as('n')).as('checked_in'));
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export const sessionOf = (r: Row): ClassSession => ({
  id: r.id, class_id: r.class_id, class_title: r.class_title, date: r.date, start_time: r.start_time, end_time: r.end_time,
  starts_at: r.starts_at, ends_at: r.ends_at, hours: Math.round(((Date.parse(r.ends_at) - Date.parse(r.starts_at)) / 3_600_000) * 100) / 100,
  place: r.place, latitude: r.latitude === null ? null : Number(r.latitude), longitude: r.longitude === null ? null : Number(r.longitude),
  radius_m: r.radius_m, checked_in: Number(r.checked_in ?? 0), created_at: r.created_at, updated_at: r.updated_at,
});

export async function classSessions(db: Db, scope: SubsidyScope, classId: number): Promise<ClassSession[]> {
  await scopedClass(db, scope, classId);
  const rows = await select(db).where('s.class_id', '=', classId).orderBy('s.starts_at').orderBy('s.id').execute();
  return rows.map(sessionOf);
}

/** A session the manager may act on (404 outside the scope). */
export async function scopedSession(db: Db, scope: SubsidyScope, id: number) {
  const row = await select(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '课次不存在。');
  assertInScope(scope, row);
  return row;
}

const values = (input: ClassSessionInput) => ({
  date: input.date, start_time: input.start_time, end_time: input.end_time,
  starts_at: chinaInstant(input.date, input.start_time), ends_at: chinaInstant(input.date, input.end_time),
  place: input.place, latitude: input.latitude ?? null, longitude: input.longitude ?? null, radius_m: input.radius_m,
});

export async function createSession(db: Db, scope: SubsidyScope, actor: Actor, classId: number, input: ClassSessionInput, now: string): Promise<ClassSession> {
  return inTransaction(db, async (trx) => {
    const c = await scopedClass(trx, scope, classId);
    if (input.date < c.start_date || input.date > c.end_date) {
      throw new AppError('validation_failed', undefined, { date: [`date 课次日期应在培训班起止日期（${c.start_date} 至 ${c.end_date}）之内。`] });
    }
    const row = await trx.insertInto('class_sessions').values({ class_id: classId, ...values(input), created_by: actor.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await appendAudit(trx, actor, now, { entity: 'session', entityId: row.id, action: 'create', changes: { class_id: classId, ...values(input) } });
    return sessionOf(await scopedSession(trx, scope, row.id));
  });
}

export async function updateSession(db: Db, scope: SubsidyScope, actor: Actor, id: number, input: ClassSessionInput, now: string): Promise<ClassSession> {
  return inTransaction(db, async (trx) => {
    const before = await scopedSession(trx, scope, id);
    const c = await scopedClass(trx, scope, before.class_id);
    if (input.date < c.start_date || input.date > c.end_date) {
      throw new AppError('validation_failed', undefined, { date: [`date 课次日期应在培训班起止日期（${c.start_date} 至 ${c.end_date}）之内。`] });
    }
    await trx.updateTable('class_sessions').set({ ...values(input), updated_at: now }).where('id', '=', id).execute();
    await appendAudit(trx, actor, now, { entity: 'session', entityId: id, action: 'update', changes: { before: sessionOf(before), after: values(input) } });
    return sessionOf(await scopedSession(trx, scope, id));
  });
}

export async function deleteSession(db: Db, scope: SubsidyScope, actor: Actor, id: number, now: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await scopedSession(trx, scope, id);
    const used = await trx.selectFrom('attendance_records').select('id').where('session_id', '=', id).limit(1).executeTakeFirst();
    if (used) throw new AppError('conflict', '该课次已有考勤记录，不能删除。');
    await trx.deleteFrom('class_sessions').where('id', '=', id).execute();
    await appendAudit(trx, actor, now, { entity: 'session', entityId: id, action: 'delete', changes: { before: sessionOf(before) } });
  });
}
