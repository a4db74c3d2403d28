import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { personalView } from './learners';
import type { ManagerScope } from './manager-scope';
import { notify } from './notifications';
import { VERIFICATION_STATUSES, type VerificationReview, type VerificationStatus } from '@/lib/contract/verification-admin';

// Back-office review of learners' real-name submissions. A city's managers see learners of their
// city; an organisation's managers the learners enrolled in its classes; province-wide managers all.

export { VERIFICATION_STATUSES, type VerificationStatus };

export type { VerificationReview };

export type VerificationFilters = { status?: string; keyword?: string; city_code?: string };

function scoped(db: Db, scope: ManagerScope) {
  let q = db
    .selectFrom('user_verified_data as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .leftJoin('managers as m', 'm.id', 'v.audited_by')
    .leftJoin('regions as r', 'r.code', 'u.city_code');
  if (scope.organizationId !== null) {
    const org = scope.organizationId;
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('enrollments as e').innerJoin('classes as c', 'c.id', 'e.class_id').select('e.id').whereRef('e.user_id', '=', 'u.id').where('c.organization_id', '=', org)),
    );
  } else if (scope.cityCode !== null) q = q.where('u.city_code', '=', scope.cityCode);
  return q;
}

const columns = [
  'v.id', 'v.user_id', 'v.real_name', 'v.id_number', 'u.phone', 'u.city_code', 'r.name as city_name', 'v.audit_status', 'v.audit_reason', 'v.audited_at',
  'm.name as auditor', 'v.id_front_file_id', 'v.id_back_file_id', 'v.created_at', 'v.updated_at',
] as const;

type Row = { id: number; user_id: number; real_name: string; id_number: string; phone: string; city_code: string | null; city_name: string | null; audit_status: string;
  audit_reason: string | null; audited_at: string | null; auditor: string | null; id_front_file_id: number | null; id_back_file_id: number | null;
  created_at: string; updated_at: string };

function view(r: Row, reveal: boolean): VerificationReview {
  return personalView({
    id: r.id, user_id: r.user_id, real_name: r.real_name, id_number: r.id_number,
    phone: r.phone, city_code: r.city_code, city_name: r.city_name, audit_status: r.audit_status as VerificationStatus, audit_reason: r.audit_reason,
    audited_at: r.audited_at, auditor: r.auditor, has_photos: r.id_front_file_id !== null && r.id_back_file_id !== null,
    created_at: r.created_at, updated_at: r.updated_at,
  }, reveal);
}

export async function listVerifications(db: Db, scope: ManagerScope, f: VerificationFilters, page: { page: number; perPage: number }, reveal: boolean) {
  let base = scoped(db, scope);
  if (f.status) base = base.where('v.audit_status', '=', f.status);
  if (f.city_code) base = base.where('u.city_code', '=', f.city_code);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[%_\\]/g, '')}%`;
    base = base.where((eb) => eb.or([eb('v.real_name', 'like', like), eb('u.phone', '=', f.keyword!), eb('v.id_number', '=', f.keyword!)]));
  }
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select([...columns]).orderBy('v.updated_at', 'desc').orderBy('v.id', 'desc').limit(page.perPage).offset((page.page - 1) * page.perPage).execute(),
  ]);
  return { data: rows.map((r) => view(r as Row, reveal)), total: Number(counted.n) };
}

async function scopedRow(db: Db, scope: ManagerScope, id: number): Promise<Row> {
  const row = await scoped(db, scope).select([...columns]).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '实名认证记录不存在。');
  return row as Row;
}

export async function showVerification(db: Db, scope: ManagerScope, id: number, reveal: boolean): Promise<VerificationReview> {
  return view(await scopedRow(db, scope, id), reveal);
}

/** Approve or reject a pending submission; a decided one is a 409 (the learner resubmits after a rejection). */
export async function decideVerification(
  db: Db, scope: ManagerScope, id: number, decision: { approve: true } | { approve: false; reason: string }, now: Date,
): Promise<VerificationReview> {
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await scopedRow(trx, scope, id);
    const changed = await trx
      .updateTable('user_verified_data')
      .set({
        audit_status: decision.approve ? 'success' : 'rejected', audit_reason: decision.approve ? null : decision.reason,
        audited_by: scope.managerId, audited_at: stamp, updated_at: stamp,
      })
      .where('id', '=', id)
      .where('audit_status', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('conflict', '该实名认证已审核，不能重复处理。');
    await notify(trx, decision.approve
      ? { userId: row.user_id, kind: 'verification_approved', title: '实名认证通过', body: '您提交的实名认证已审核通过，现在可以报名需要实名的培训班。', link: '/user/verify' }
      : { userId: row.user_id, kind: 'verification_rejected', title: '实名认证未通过', body: `您提交的实名认证未通过审核。原因：${decision.reason}。请修改后重新提交。`, link: '/user/verify' }, now);
  });
  return showVerification(db, scope, id, false);
}

export const VERIFICATION_PHOTO_MISSING = '证件照片不存在。';

export type PrivateFile = { mime: string; size: number; storageKey: string };

/** The front or back ID photo of a submission in scope. */
export async function verificationPhoto(db: Db, scope: ManagerScope, id: number, side: 'front' | 'back'): Promise<PrivateFile> {
  const row = await scopedRow(db, scope, id);
  const fileId = side === 'front' ? row.id_front_file_id : row.id_back_file_id;
  const file = fileId === null ? undefined : await db.selectFrom('files').select(['storage_key', 'mime', 'size']).where('id', '=', fileId).executeTakeFirst();
  if (!file) throw new AppError('not_found', VERIFICATION_PHOTO_MISSING);
  return { mime: file.mime, size: file.size, storageKey: file.storage_key };
}
