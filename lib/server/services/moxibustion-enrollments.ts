import type { MoxibustionEnrollment, MoxibustionEnrollmentStatus } from '@/lib/contract/career';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { platformDate } from '@/lib/format/time-zone';
import { maskIdNumber } from './learners';
import { SEAT_HOLDING_STATUSES } from './moxibustion';

// A signed-in learner's enrolment in a batch of the moxibustion programme (/moxibustion/enroll?id=…).

export const BATCH_NOT_FOUND = '该期艾灸培训不存在。';
export const MOX_ENROLLMENT_NOT_FOUND = '报名记录不存在。';

export type MoxibustionInput = {
  batch_id: number; name: string; gender: 1 | 2; phone: string; id_number: string; work_unit?: string | null; city_code: string;
};

function mine(db: Db) {
  return db
    .selectFrom('moxibustion_enrollments as e')
    .leftJoin('moxibustion_batches as b', 'b.code', 'e.batch')
    .select([
      'e.id', 'e.batch', 'b.id as batch_id', 'b.title as batch_title', 'b.start_date', 'b.venue', 'e.name', 'e.gender', 'e.phone', 'e.id_number',
      'e.work_unit', 'e.city_code', 'e.status', 'e.created_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof mine>['executeTakeFirstOrThrow']>>;

const toEnrollment = (r: Row): MoxibustionEnrollment => ({
  ...r, batch_id: r.batch_id ?? null, batch_title: r.batch_title ?? null, start_date: r.start_date ?? null, venue: r.venue ?? null,
  id_number: maskIdNumber(r.id_number), status: r.status as MoxibustionEnrollmentStatus,
});

export async function listMyMoxibustionEnrollments(db: Db, userId: number): Promise<MoxibustionEnrollment[]> {
  const rows = await mine(db).where('e.user_id', '=', userId).orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(100).execute();
  return rows.map(toEnrollment);
}

/** One live enrolment per learner and batch; seats are counted under a lock on the batch row. `now` (the context's clock) decides the enrolment window in the platform's zone. */
export async function enrolInMoxibustion(db: Db, userId: number, input: MoxibustionInput, province: string, now: string): Promise<MoxibustionEnrollment> {
  const city = await db.selectFrom('regions').select('code').where('code', '=', input.city_code).where('parent_code', '=', province).executeTakeFirst();
  if (!city) throw new AppError('validation_failed', undefined, { city_code: ['city_code 不是本省的城市。'] });
  const id = await db.transaction().execute(async (trx) => {
    // A no-op write takes the row lock (PostgreSQL) or the write lock (SQLite) before seats are counted.
    await trx.updateTable('moxibustion_batches').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', input.batch_id).execute();
    const batch = await trx.selectFrom('moxibustion_batches').selectAll().where('id', '=', input.batch_id).executeTakeFirst();
    if (!batch) throw new AppError('not_found', BATCH_NOT_FOUND);
    const today = platformDate(new Date(now));
    if (batch.status !== 'enrolling' || today < batch.enroll_start || today > batch.enroll_end) {
      throw new AppError('conflict', '该期培训当前不在报名时间内。');
    }
    const live = await trx
      .selectFrom('moxibustion_enrollments')
      .select('id')
      .where('batch', '=', batch.code)
      .where('status', 'in', SEAT_HOLDING_STATUSES)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('id_number', '=', input.id_number)]))
      .executeTakeFirst();
    if (live) throw new AppError('conflict', '您已报名该期培训，请勿重复提交。');
    const taken = await trx
      .selectFrom('moxibustion_enrollments')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('batch', '=', batch.code)
      .where('status', 'in', SEAT_HOLDING_STATUSES)
      .executeTakeFirstOrThrow();
    if (Number(taken.n) >= batch.capacity) throw new AppError('conflict', '该期培训名额已满。');
    const row = await trx
      .insertInto('moxibustion_enrollments')
      .values({
        user_id: userId, name: input.name, gender: input.gender, phone: input.phone, id_number: input.id_number, work_unit: input.work_unit || null,
        city_code: input.city_code, batch: batch.code, status: 'pending', created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return toEnrollment(await mine(db).where('e.id', '=', id).executeTakeFirstOrThrow());
}

export async function cancelMoxibustionEnrollment(db: Db, userId: number, id: number, now: string): Promise<MoxibustionEnrollment> {
  const row = await db.selectFrom('moxibustion_enrollments').select(['id', 'status']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('not_found', MOX_ENROLLMENT_NOT_FOUND);
  if (row.status !== 'pending') throw new AppError('conflict', '只有待审核的报名可以取消。');
  await db.updateTable('moxibustion_enrollments').set({ status: 'cancelled', updated_at: now }).where('id', '=', id).where('status', '=', 'pending').execute();
  return toEnrollment(await mine(db).where('e.id', '=', id).executeTakeFirstOrThrow());
}
