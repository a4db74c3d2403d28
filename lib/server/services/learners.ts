import { AppError } from '@/lib/server/domain/errors';
import type { IncludeTree } from './query';
import type { AppContext } from '@/lib/server/domain/context';
import type { Db } from '@/lib/server/db';
import { insertFileRow, removeUpload, writeUpload, type UploadCheck } from '@/lib/server/uploads';
import type { LearnerProfile, VerifiedDatum } from '@/lib/contract/account';

const maskMiddle = (text: string, head: number, tail: number) =>
  text.length > head + tail ? `${text.slice(0, head)}${'*'.repeat(text.length - head - tail)}${text.slice(-tail)}` : '*'.repeat(text.length);
/** 138****5678; a shorter number is starred whole. */
export const maskPhone = (phone: string) => maskMiddle(phone, 3, 4);
/** 4101**********1234 (first 4 and last 4); other lengths alike. */
export const maskIdNumber = (id: string) => maskMiddle(id, 4, 4);

type Personal = { phone?: string | null; id_number?: string | null };

/**
 * The one rule for a learner's phone and ID number in a manager's answer (list, detail or Excel
 * export): whole only when `reveal`, i.e. the manager holds learners.id-number (http/id-numbers.ts).
 */
export function personalView<T extends Personal>(row: T, reveal: boolean): T {
  if (reveal) return row;
  const view = { ...row };
  if (view.phone) view.phone = maskPhone(view.phone);
  if (view.id_number) view.id_number = maskIdNumber(view.id_number);
  return view;
}

/** Enrolments that got as far as training: the learner has "entered" these classes. */
export const ENTERED_STATUSES = ['studying', 'completed', 'certified'];

async function findDatum(db: Db, userId: number): Promise<VerifiedDatum | null> {
  const row = await db
    .selectFrom('user_verified_data')
    .select(['id', 'real_name', 'id_number', 'audit_status', 'audit_reason', 'audited_at', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, id_number: maskIdNumber(row.id_number) } : null;
}

async function countEnrollments(db: Db, userId: number, entered: boolean): Promise<number> {
  let query = db.selectFrom('enrollments').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId);
  query = entered ? query.where('status', 'in', ENTERED_STATUSES) : query.where('active_slot', '=', 1);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * includes:
 * - user-verified-datum: the real-name datum, ID number masked, or null.
 * - entered-classes-count: enrolments in studying / completed / certified (classes actually attended).
 * - classes-count: every live enrolment (active_slot = 1), whatever its stage.
 */
export async function learnerProfile(db: Db, userId: number, includes: IncludeTree): Promise<LearnerProfile> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('unauthenticated');
  const datum = await findDatum(db, userId);
  const profile: LearnerProfile = {
    id: user.id, uuid: user.uuid, phone: maskPhone(user.phone), name: user.name, avatar: user.avatar, gender: user.gender,
    education: user.education, city_code: user.city_code, must_change_password: user.must_change_password === 1,
    created_at: user.created_at, verify_status: datum?.audit_status ?? 'pending',
  };
  if (includes['user-verified-datum']) profile['user-verified-datum'] = { data: datum };
  if (includes['entered-classes-count']) profile['entered-classes-count'] = await countEnrollments(db, userId, true);
  if (includes['classes-count']) profile['classes-count'] = await countEnrollments(db, userId, false);
  return profile;
}

export type VerifiedIdentity = { real_name: string; id_number: string; phone: string };

/**
 * The approved real-name identity with the account's phone, whole: what a form the learner sends
 * without name, phone and ID number is filled with, so a verified learner never retypes them.
 */
export async function verifiedIdentityOf(db: Db, userId: number): Promise<VerifiedIdentity | undefined> {
  return db
    .selectFrom('user_verified_data as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.real_name', 'v.id_number', 'u.phone'])
    .where('v.user_id', '=', userId)
    .where('v.audit_status', '=', 'success')
    .executeTakeFirst();
}

type IdentityFields = { name?: string; phone?: string; id_number?: string };

/**
 * A form's name, phone and ID number: as sent when all three are, else the verified identity when
 * none is (a 422 naming what is missing otherwise).
 */
export async function identityOrVerified<T extends IdentityFields>(db: Db, userId: number, body: T): Promise<T & Required<IdentityFields>> {
  const { name, phone, id_number } = body;
  if (name !== undefined && phone !== undefined && id_number !== undefined) return { ...body, name, phone, id_number };
  const verified = name === undefined && phone === undefined && id_number === undefined ? await verifiedIdentityOf(db, userId) : undefined;
  if (verified) return { ...body, name: verified.real_name, phone: verified.phone, id_number: verified.id_number };
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries({ name, phone, id_number })) if (value === undefined) errors[field] = [`${field} 不能为空。`];
  throw new AppError('validation_failed', undefined, errors);
}

export type ProfileChange = { name?: string; gender?: number; education?: string; city_code?: string };

/** Dictionary and region checks that zod cannot do; answers field errors, empty when all is well. */
export async function checkProfileReferences(db: Db, rt: AppContext, change: ProfileChange): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (change.education !== undefined) {
    const found = await db
      .selectFrom('dictionary_items').select('id')
      .where('type', '=', 'education').where('value', '=', change.education).where('enabled', '=', 1)
      .executeTakeFirst();
    if (!found) errors.education = ['学历不在可选范围内。'];
  }
  if (change.city_code !== undefined) {
    const found = await db
      .selectFrom('regions').select('code')
      .where('code', '=', change.city_code).where('level', '=', 2).where('parent_code', '=', rt.province)
      .executeTakeFirst();
    if (!found) errors.city_code = ['城市不在本省范围内。'];
  }
  return errors;
}

type GoodUpload = Extract<UploadCheck, { ok: true }>;

export async function updateLearnerProfile(db: Db, rt: AppContext, userId: number, change: ProfileChange, avatar?: GoodUpload): Promise<void> {
  const now = rt.now();
  const stored = avatar ? await writeUpload(rt.storage, avatar.buffer, avatar.image.ext, avatar.image.mime, now) : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const values: ProfileChange & { avatar?: string; updated_at: string } = { ...change, updated_at: now.toISOString() };
      if (avatar && stored) {
        const fileId = await insertFileRow(trx, {
          stored, buffer: avatar.buffer, mime: avatar.image.mime, originalName: avatar.name, ownerType: 'avatar', ownerId: userId, now,
        });
        values.avatar = `/api/v1/files/${fileId}`;
      }
      await trx.updateTable('users').set(values).where('id', '=', userId).execute();
    });
  } catch (error) {
    if (stored) await removeUpload(stored);
    throw error;
  }
}

export type VerificationSubmission = { realName: string; idNumber: string; front: GoodUpload; back: GoodUpload };

/** Allowed with no datum yet or after a rejection; a pending or approved datum is a 409. */
export async function submitVerification(db: Db, rt: AppContext, userId: number, input: VerificationSubmission): Promise<VerifiedDatum> {
  const existing = await db.selectFrom('user_verified_data').select(['id', 'audit_status']).where('user_id', '=', userId).executeTakeFirst();
  if (existing && existing.audit_status !== 'rejected') {
    throw new AppError('conflict', existing.audit_status === 'pending' ? '实名认证正在审核中，请耐心等待。' : '已完成实名认证，无需重复提交。');
  }
  const now = rt.now();
  const stamp = now.toISOString();
  const files = [] as Awaited<ReturnType<typeof writeUpload>>[];
  try {
    for (const image of [input.front, input.back]) files.push(await writeUpload(rt.storage, image.buffer, image.image.ext, image.image.mime, now));
    await db.transaction().execute(async (trx) => {
      const [frontId, backId] = await Promise.all(
        [input.front, input.back].map((image, i) =>
          insertFileRow(trx, { stored: files[i], buffer: image.buffer, mime: image.image.mime, originalName: image.name, ownerType: 'id_card', ownerId: userId, now }),
        ),
      );
      const values = {
        real_name: input.realName, id_number: input.idNumber, id_front_file_id: frontId, id_back_file_id: backId,
        audit_status: 'pending', audit_reason: null, audited_by: null, audited_at: null, updated_at: stamp,
      };
      if (existing) await trx.updateTable('user_verified_data').set(values).where('id', '=', existing.id).execute();
      else await trx.insertInto('user_verified_data').values({ ...values, user_id: userId, created_at: stamp }).execute();
    });
  } catch (error) {
    await Promise.all(files.map(removeUpload));
    throw error;
  }
  return (await findDatum(db, userId))!;
}
