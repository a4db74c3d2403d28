import { sanitizeRichText } from '@/lib/html/sanitize';
import type { MoxibustionBatch } from '@/lib/contract/moxibustion';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { findBatch, listBatches, type BatchFilters } from '../moxibustion';
import type { ManagerScope } from '../manager-scope';
import { type Page, type PageResult } from '../query';
import { isUniqueViolation } from '../unique-violation';
import { assertBatchCity, batchCity } from './scope';

// Back-office batches (期): create, edit, open or close enrolment, delete while nobody has enrolled.

export const BATCH_NOT_FOUND = '培训期次不存在。';

export type BatchInput = {
  code: string; title: string; level: string; city_code: string; venue?: string | null; organizer: string; issuer: string;
  enroll_start: string; enroll_end: string; start_date: string; end_date: string; hours: number; capacity: number;
  fee_cents: number; contact_phone?: string | null; description?: string | null; status?: 'enrolling' | 'closed' | 'ongoing' | 'finished';
};

export async function listManagedBatches(db: Db, scope: ManagerScope, filters: BatchFilters, page: Page): Promise<PageResult<MoxibustionBatch>> {
  const city = batchCity(scope);
  if (city === false) return { data: [], total: 0 };
  if (city !== null && filters.city_code && filters.city_code !== city) return { data: [], total: 0 };
  return listBatches(db, { ...filters, city_code: city ?? filters.city_code }, page, { city: {} });
}

export async function scopedBatch(db: Db, scope: ManagerScope, id: number): Promise<MoxibustionBatch> {
  const batch = await findBatch(db, id, { city: {} });
  const city = batchCity(scope);
  if (!batch || city === false || (city !== null && batch.city_code !== city)) throw new AppError('not_found', BATCH_NOT_FOUND);
  return batch;
}

function values(input: BatchInput) {
  return {
    code: input.code, title: input.title, level: input.level, city_code: input.city_code, venue: input.venue || null, organizer: input.organizer,
    issuer: input.issuer, enroll_start: input.enroll_start, enroll_end: input.enroll_end, start_date: input.start_date, end_date: input.end_date,
    hours: input.hours, capacity: input.capacity, fee_cents: input.fee_cents, contact_phone: input.contact_phone || null,
    description: input.description ? sanitizeRichText(input.description) : null,
  };
}

async function assertCity(db: Db, province: string, cityCode: string) {
  const city = await db.selectFrom('regions').select('code').where('code', '=', cityCode).where('parent_code', '=', province).executeTakeFirst();
  if (!city) throw new AppError('validation_failed', undefined, { city_code: ['不是本省的城市。'] });
}

const duplicateCode = () => new AppError('validation_failed', undefined, { code: ['该期次编号已存在。'] });

export async function createBatch(db: Db, scope: ManagerScope, input: BatchInput, province: string, now: string): Promise<MoxibustionBatch> {
  assertBatchCity(scope, input.city_code);
  await assertCity(db, province, input.city_code);
  try {
    const row = await db
      .insertInto('moxibustion_batches')
      .values({ ...values(input), status: input.status ?? 'closed', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return scopedBatch(db, scope, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

/** Enrolments name their batch by code, so the code is fixed once anybody has enrolled. */
export async function updateBatch(db: Db, scope: ManagerScope, id: number, input: BatchInput, province: string, now: string): Promise<MoxibustionBatch> {
  const old = await scopedBatch(db, scope, id);
  assertBatchCity(scope, input.city_code);
  await assertCity(db, province, input.city_code);
  try {
    await db.transaction().execute(async (trx) => {
      if (input.code !== old.code) {
        const used = await trx.selectFrom('moxibustion_enrollments').select('id').where('batch', '=', old.code).executeTakeFirst();
        if (used) throw new AppError('validation_failed', undefined, { code: ['已有报名记录，期次编号不能再修改。'] });
      }
      if (input.capacity < old.enrolled_count) throw new AppError('validation_failed', undefined, { capacity: [`不能少于已占用的名额（${old.enrolled_count}）。`] });
      await trx
        .updateTable('moxibustion_batches')
        .set({ ...values(input), ...(input.status ? { status: input.status } : {}), updated_at: now })
        .where('id', '=', id)
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
  return scopedBatch(db, scope, id);
}

export async function setBatchEnrolment(db: Db, scope: ManagerScope, id: number, open: boolean, now: string): Promise<MoxibustionBatch> {
  const batch = await scopedBatch(db, scope, id);
  if (open && batch.status === 'finished') throw new AppError('conflict', '已结业的期次不能再开放报名。');
  await db.updateTable('moxibustion_batches').set({ status: open ? 'enrolling' : 'closed', updated_at: now }).where('id', '=', id).execute();
  return scopedBatch(db, scope, id);
}

export async function deleteBatch(db: Db, scope: ManagerScope, id: number): Promise<void> {
  const batch = await scopedBatch(db, scope, id);
  await db.transaction().execute(async (trx) => {
    const used = await trx.selectFrom('moxibustion_enrollments').select('id').where('batch', '=', batch.code).executeTakeFirst();
    if (used) throw new AppError('conflict', '该期次已有报名记录，不能删除。');
    await trx.deleteFrom('moxibustion_batches').where('id', '=', id).execute();
  });
}
