import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { Storage } from '@/lib/server/storage';
import { insertFileRow, removeUpload, writeUpload, type StoredBytes } from '@/lib/server/uploads';
import { EDITABLE_STATUSES, LEARNER_CANCELLABLE, requiresVerification } from './enrollment-states';
import {
  addEvent, applyTransition, assertEnrolling, type EnrollmentRow, fillSeats, idempotencyKey, lockClass, nextWaitlistPosition, seatOrWaitlist, statusLabel,
} from './enrollments';
import { closeOpenOrder } from './orders';

// What a learner does with their own enrolments: enrol, edit or resubmit, cancel.

export type EnrollmentFields = {
  real_name?: string; id_number?: string; phone?: string; education?: string; employment_category?: string;
};
export type EnrollmentDocument = { buffer: Buffer; ext: string; mime: string; name: string };
export type StoredDocument = { file_id: number; name: string };

type Identity = { real_name: string; id_number: string };

async function verifiedIdentity(db: Db, userId: number): Promise<Identity | undefined> {
  const datum = await db
    .selectFrom('user_verified_data')
    .select(['real_name', 'id_number'])
    .where('user_id', '=', userId)
    .where('audit_status', '=', 'success')
    .executeTakeFirst();
  return datum;
}

async function checkDictionary(db: Db, fields: EnrollmentFields, errors: Record<string, string[]>) {
  for (const [field, type, message] of [
    ['education', 'education', '学历不在可选范围内。'],
    ['employment_category', 'employment_category', '人员类别不在可选范围内。'],
  ] as const) {
    const value = fields[field];
    if (value === undefined) continue;
    const found = await db.selectFrom('dictionary_items').select('id').where('type', '=', type).where('value', '=', value).where('enabled', '=', 1).executeTakeFirst();
    if (!found) errors[field] = [message];
  }
}

/**
 * The identity an enrolment carries: from the approved real-name datum for classes that require
 * it (whatever the form says), else from the form.
 */
async function identityFor(
  db: Db, userId: number, c: { requires_verification: number; subsidy_cents: number }, fields: EnrollmentFields, fallback?: Identity,
): Promise<Identity> {
  if (requiresVerification(c)) {
    const verified = await verifiedIdentity(db, userId);
    if (!verified) throw new AppError('verification_required');
    return verified;
  }
  // A verified learner need not type their identity again: with neither field given, the verified one is used.
  const verified = !fields.real_name && !fields.id_number && !fallback ? await verifiedIdentity(db, userId) : undefined;
  const real_name = fields.real_name ?? fallback?.real_name ?? verified?.real_name;
  const id_number = fields.id_number ?? fallback?.id_number ?? verified?.id_number;
  const errors: Record<string, string[]> = {};
  if (!real_name) errors.real_name = ['real_name 不能为空。'];
  if (!id_number) errors.id_number = ['id_number 不能为空。'];
  if (!real_name || !id_number) throw new AppError('validation_failed', undefined, errors);
  return { real_name, id_number };
}

async function storeDocuments(db: Db, storage: Storage, userId: number, docs: EnrollmentDocument[], now: Date) {
  const stored: StoredBytes[] = [];
  try {
    for (const doc of docs) stored.push(await writeUpload(storage, doc.buffer, doc.ext, doc.mime, now));
  } catch (error) {
    await Promise.all(stored.map(removeUpload));
    throw error;
  }
  return {
    stored,
    async rows(trx: Db): Promise<StoredDocument[]> {
      const out: StoredDocument[] = [];
      for (const [i, doc] of docs.entries()) {
        const file_id = await insertFileRow(trx, {
          stored: stored[i], buffer: doc.buffer, mime: doc.mime, originalName: doc.name, ownerType: 'enrollment_document', ownerId: userId, now,
        });
        out.push({ file_id, name: doc.name.slice(0, 100) });
      }
      return out;
    },
    cleanup: () => Promise.all(stored.map(removeUpload)),
  };
}

export type CreateEnrollment = {
  userId: number; classId: number; fields: EnrollmentFields & { education: string; employment_category: string };
  joinWaitlist: boolean; key?: string; documents: EnrollmentDocument[]; storage: Storage; now: Date;
};

export type Created = { enrollment: EnrollmentRow; replayed: boolean };

async function replay(db: Db, userId: number, key: string | undefined): Promise<EnrollmentRow | undefined> {
  if (!key) return undefined;
  return db.selectFrom('enrollments').selectAll().where('idempotency_key', '=', idempotencyKey(userId, key)).executeTakeFirst();
}

export async function createEnrollment(db: Db, input: CreateEnrollment): Promise<Created> {
  const { userId, classId, now } = input;
  const earlier = await replay(db, userId, input.key);
  if (earlier) return { enrollment: earlier, replayed: true };

  const c = await db.selectFrom('classes').select(['id', 'status', 'requires_verification', 'subsidy_cents']).where('id', '=', classId).executeTakeFirst();
  const errors: Record<string, string[]> = {};
  if (!c || c.status === 'draft') errors.class_id = ['培训班不存在。'];
  await checkDictionary(db, input.fields, errors);
  if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
  const identity = await identityFor(db, userId, c!, input.fields);
  // Without a contact phone the account's own phone is the contact (the form says so).
  const contactPhone = input.fields.phone ?? (await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;

  const docs = await storeDocuments(db, input.storage, userId, input.documents, now);
  try {
    const enrollment = await db.transaction().execute(async (trx) => {
      const locked = (await lockClass(trx, classId))!;
      const again = await replay(trx, userId, input.key);
      if (again) return { enrollment: again, replayed: true };
      assertEnrolling(locked, now);
      const live = await trx.selectFrom('enrollments').select('id').where('class_id', '=', classId).where('user_id', '=', userId).where('active_slot', '=', 1).executeTakeFirst();
      if (live) throw new AppError('already_enrolled');
      const status = seatOrWaitlist(locked, input.joinWaitlist);
      const waitlist = status === 'waitlisted' ? await nextWaitlistPosition(trx, classId) : null;
      const documents = await docs.rows(trx);
      const stamp = now.toISOString();
      const row = await trx
        .insertInto('enrollments')
        .values({
          class_id: classId, user_id: userId, status, active_slot: 1, real_name: identity.real_name, id_number: identity.id_number,
          phone: contactPhone, education: input.fields.education, employment_category: input.fields.employment_category,
          documents: documents.length ? JSON.stringify(documents) : null, reason: null, study_seconds: 0, waitlist_position: waitlist,
          idempotency_key: input.key ? idempotencyKey(userId, input.key) : null, created_at: stamp, updated_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await addEvent(trx, row.id, null, status, { type: 'user', id: userId }, status === 'waitlisted' ? '名额已满，进入候补' : null, now);
      if (status === 'pending') {
        await trx.updateTable('classes').set((eb) => ({ enrolled_count: eb('enrolled_count', '+', 1) })).where('id', '=', classId).execute();
      }
      return { enrollment: row, replayed: false };
    });
    if (enrollment.replayed) await docs.cleanup();
    return enrollment;
  } catch (error) {
    await docs.cleanup();
    throw error;
  }
}

export async function ownEnrollment(db: Db, userId: number, id: number): Promise<EnrollmentRow> {
  const row = await db.selectFrom('enrollments').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('not_found', '报名记录不存在。');
  return row;
}

export type EditEnrollment = {
  userId: number; id: number; fields: EnrollmentFields; joinWaitlist: boolean; documents: EnrollmentDocument[] | undefined;
  storage: Storage; now: Date;
};

/** Pending: the form changes. Rejected: the form changes and is submitted again (pending, or waitlisted when full). */
export async function editEnrollment(db: Db, input: EditEnrollment): Promise<EnrollmentRow> {
  const { userId, id, now } = input;
  const current = await ownEnrollment(db, userId, id);
  if (!(EDITABLE_STATUSES as readonly string[]).includes(current.status)) {
    throw new AppError('conflict', `报名当前状态为“${statusLabel(current.status)}”，不能修改。`);
  }
  const errors: Record<string, string[]> = {};
  await checkDictionary(db, input.fields, errors);
  if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
  const c = await db.selectFrom('classes').select(['requires_verification', 'subsidy_cents']).where('id', '=', current.class_id).executeTakeFirstOrThrow();
  const identity = await identityFor(db, userId, c, input.fields, current);

  const docs = await storeDocuments(db, input.storage, userId, input.documents ?? [], now);
  try {
    return await db.transaction().execute(async (trx) => {
      const locked = (await lockClass(trx, current.class_id))!;
      const e = await trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      if (e.status !== current.status) throw new AppError('conflict', '报名状态已被更新，请刷新后重试。');
      const documents = input.documents ? await docs.rows(trx) : undefined;
      await trx
        .updateTable('enrollments')
        .set({
          real_name: identity.real_name, id_number: identity.id_number, phone: input.fields.phone ?? e.phone,
          education: input.fields.education ?? e.education, employment_category: input.fields.employment_category ?? e.employment_category,
          ...(documents ? { documents: documents.length ? JSON.stringify(documents) : null } : {}),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
      if (e.status === 'rejected') {
        assertEnrolling(locked, now);
        const live = await trx.selectFrom('enrollments').select('id').where('class_id', '=', e.class_id).where('user_id', '=', userId).where('active_slot', '=', 1).executeTakeFirst();
        if (live) throw new AppError('already_enrolled');
        const to = seatOrWaitlist(locked, input.joinWaitlist);
        await applyTransition(trx, e, to, { type: 'user', id: userId }, '学员修改后重新提交', now);
      }
      return trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    });
  } catch (error) {
    await docs.cleanup();
    throw error;
  }
}

function assertCancellable(status: string) {
  if ((LEARNER_CANCELLABLE as readonly string[]).includes(status)) return;
  const paid = ['paid', 'studying'].includes(status);
  throw new AppError('conflict', paid ? '已缴费的报名请联系培训机构办理退费。' : `报名当前状态为“${statusLabel(status)}”，不能取消。`);
}

/** The learner withdraws before paying; a seat freed goes to the first on the waitlist. */
export async function cancelEnrollment(db: Db, userId: number, id: number, reason: string | null, now: Date): Promise<EnrollmentRow> {
  const current = await ownEnrollment(db, userId, id);
  assertCancellable(current.status);
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, current.class_id);
    const e = await trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assertCancellable(e.status);
    await applyTransition(trx, e, 'cancelled', { type: 'user', id: userId }, reason ?? '学员主动取消报名', now);
    await closeOpenOrder(trx, id, now);
    await fillSeats(trx, e.class_id, now);
    return trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
}
