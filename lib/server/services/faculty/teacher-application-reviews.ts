import { sql, type SqlBool } from 'kysely';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { formatDateTime } from '@/lib/format/date';
import { enumLabelZh } from '@/lib/format/enum-labels';
import { personalView } from '../learners';
import type { ManagerScope } from '../manager-scope';
import { notify } from '../notifications';
import { contains, offset, type Page, type PageResult } from '../query';
import { FILE_OWNER } from '../teacher-applications';
import {
  APPLICATION_STATUSES, type ApplicationFile, type ApplicationStatus, type ManagedApplication as ManagedTeacherApplication,
} from '@/lib/contract/teacher-application-admin';

// Review of learners' applications to teach: the queue (a city's managers see applicants of their
// city), their qualification files, approve (creates or re-activates the learner's teacher record)
// and reject with a reason. The learner is notified either way.

export { APPLICATION_STATUSES, type ApplicationStatus };
export const APPLICATION_SORTS = ['created_at', 'reviewed_at', 'name'] as const;

export type { ApplicationFile, ManagedTeacherApplication };
export type ApplicationFilters = {
  status?: ApplicationStatus; keyword?: string; occupation_id?: number; sort?: (typeof APPLICATION_SORTS)[number]; order?: 'asc' | 'desc';
};

/** Applications belong to no organisation, so an organisation's managers see none. */
function scoped(db: Db, scope: ManagerScope) {
  let q = db
    .selectFrom('teacher_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('occupations as o', 'o.id', 'a.occupation_id')
    .leftJoin('regions as r', 'r.code', 'u.city_code')
    .leftJoin('managers as m', 'm.id', 'a.reviewed_by');
  if (scope.organizationId !== null) q = q.where(sql<SqlBool>`1 = 0`);
  else if (scope.cityCode !== null) q = q.where('u.city_code', '=', scope.cityCode);
  return q;
}

const COLUMNS = [
  'a.id', 'a.user_id', 'a.name', 'a.phone', 'a.id_number', 'a.occupation_id', 'o.name as occupation_name', 'u.city_code', 'r.name as city_name',
  'a.qualifications', 'a.files', 'a.status', 'a.reason', 'm.name as reviewer', 'a.reviewed_at', 'a.created_at',
] as const;

function filtered(db: Db, scope: ManagerScope, f: ApplicationFilters) {
  let q = scoped(db, scope);
  if (f.status) q = q.where('a.status', '=', f.status);
  if (f.occupation_id) q = q.where('a.occupation_id', '=', f.occupation_id);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('a.name', k), eb('a.phone', '=', k), eb('a.id_number', '=', k.toUpperCase())]));
  }
  return q;
}

type Row = Omit<ManagedTeacherApplication, 'files' | 'status' | 'teacher_id'> & { files: string | null; status: string };
const fileIds = (files: string | null): number[] => {
  try {
    const ids: unknown = files ? JSON.parse(files) : [];
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

async function views(db: Db, rows: Row[], reveal: boolean): Promise<ManagedTeacherApplication[]> {
  const ids = rows.flatMap((r) => fileIds(r.files));
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const [files, teachers] = await Promise.all([
    ids.length ? db.selectFrom('files').select(['id', 'original_name', 'mime', 'size']).where('id', 'in', ids).where('owner_type', '=', FILE_OWNER).execute() : [],
    userIds.length ? db.selectFrom('teachers').select(['id', 'user_id']).where('user_id', 'in', userIds).execute() : [],
  ]);
  const byId = new Map(files.map((f) => [f.id, { id: f.id, name: f.original_name, mime: f.mime, size: f.size }]));
  const teacherOf = new Map(teachers.map((t) => [t.user_id, t.id]));
  return rows.map((r) => personalView({
    ...r,
    files: fileIds(r.files).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    status: (APPLICATION_STATUSES as readonly string[]).includes(r.status) ? (r.status as ApplicationStatus) : 'pending',
    teacher_id: r.status === 'approved' ? teacherOf.get(r.user_id) ?? null : null,
  }, reveal));
}

export async function listApplications(db: Db, scope: ManagerScope, f: ApplicationFilters, page: Page, reveal: boolean): Promise<PageResult<ManagedTeacherApplication>> {
  const base = filtered(db, scope, f);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select(COLUMNS).orderBy(`a.${f.sort ?? 'created_at'}`, f.order ?? 'desc').orderBy('a.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  return { data: await views(db, rows, reveal), total: Number(counted.n) };
}

export async function* applicationExportChunks(db: Db, scope: ManagerScope, f: ApplicationFilters, reveal: boolean, chunk = 1000): AsyncGenerator<ManagedTeacherApplication[]> {
  for (let after = 0; ;) {
    const rows = await filtered(db, scope, f).select(COLUMNS).where('a.id', '>', after).orderBy('a.id').limit(chunk).execute();
    if (!rows.length) return;
    yield views(db, rows, reveal);
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

export const APPLICATION_EXPORT_COLUMNS: XlsxColumn<ManagedTeacherApplication>[] = [
  { header: '姓名', width: 10, value: (r) => r.name },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '身份证号', width: 20, value: (r) => r.id_number },
  { header: '城市', width: 10, value: (r) => r.city_name },
  { header: '职业（工种）', width: 18, value: (r) => r.occupation_name },
  { header: '资历说明', width: 40, value: (r) => r.qualifications },
  { header: '状态', width: 8, value: (r) => enumLabelZh('applicationStatus', r.status) },
  { header: '原因', width: 24, value: (r) => r.reason },
  { header: '审核人', width: 10, value: (r) => r.reviewer },
  { header: '审核时间', width: 20, value: (r) => formatDateTime(r.reviewed_at, { empty: '' }) },
  { header: '申请时间', width: 20, value: (r) => formatDateTime(r.created_at, { empty: '' }) },
];

async function scopedRow(db: Db, scope: ManagerScope, id: number): Promise<Row> {
  const row = await scoped(db, scope).select(COLUMNS).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '讲师申请不存在。');
  return row;
}

export async function showApplication(db: Db, scope: ManagerScope, id: number, reveal: boolean): Promise<ManagedTeacherApplication> {
  return (await views(db, [await scopedRow(db, scope, id)], reveal))[0];
}

export type PrivateFile = { mime: string; size: number; storageKey: string; name: string };
export const APPLICATION_FILE_MISSING = '申请材料不存在。';

/** One of the application's own files; any other file id is a 404. */
export async function applicationFile(db: Db, scope: ManagerScope, id: number, fileId: number): Promise<PrivateFile> {
  const row = await scopedRow(db, scope, id);
  const file = fileIds(row.files).includes(fileId)
    ? await db.selectFrom('files').select(['storage_key', 'mime', 'size', 'original_name']).where('id', '=', fileId).where('owner_type', '=', FILE_OWNER).executeTakeFirst()
    : undefined;
  if (!file) throw new AppError('not_found', APPLICATION_FILE_MISSING);
  return { mime: file.mime, size: file.size, storageKey: file.storage_key, name: file.original_name };
}

export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Decides a pending application in one transaction. Approving links the learner's teacher record:
 * an existing one (from an earlier approval, perhaps disabled since) is re-activated with the
 * application's details; otherwise a new public one is created in the applicant's city.
 */
export async function decideApplication(db: Db, scope: ManagerScope, id: number, decision: Decision, now: Date): Promise<ManagedTeacherApplication> {
  await db.transaction().execute(async (trx) => {
    const row = await scopedRow(trx, scope, id);
    const at = now.toISOString();
    const changed = await trx
      .updateTable('teacher_applications')
      .set({ status: decision.approve ? 'approved' : 'rejected', reason: decision.approve ? null : decision.reason, reviewed_by: scope.managerId, reviewed_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('conflict', '该申请已审核，不能重复处理。');
    if (decision.approve) {
      const details = {
        name: row.name, phone: row.phone, occupation_id: row.occupation_id, specialty: row.occupation_name, introduction: row.qualifications,
        status: 'active', updated_at: at,
      };
      const existing = await trx.selectFrom('teachers').select('id').where('user_id', '=', row.user_id).executeTakeFirst();
      if (existing) await trx.updateTable('teachers').set(details).where('id', '=', existing.id).execute();
      else {
        await trx
          .insertInto('teachers')
          .values({ ...details, user_id: row.user_id, avatar: null, gender: null, title: null, organization_id: null, city_code: row.city_code, is_public: 1, created_at: at })
          .execute();
      }
    }
    await notify(
      trx,
      decision.approve
        ? { userId: row.user_id, kind: 'teacher_application_approved', title: '讲师申请已通过', body: '您的讲师申请已审核通过，您的讲师信息已在师资库中展示。', link: '/teacher' }
        : { userId: row.user_id, kind: 'teacher_application_rejected', title: '讲师申请未通过', body: `您的讲师申请未通过审核：${decision.reason}。您可以完善材料后重新申请。`, link: '/user/center' },
      now,
    );
  });
  return showApplication(db, scope, id, false);
}

export type BulkOutcome = { id: number; ok: boolean; status: ApplicationStatus | null; message: string | null };

/** Each application decided on its own: one that cannot be (decided already, out of scope) does not stop the others. */
export async function decideApplications(db: Db, scope: ManagerScope, ids: number[], decision: Decision, now: Date) {
  const results: BulkOutcome[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const done = await decideApplication(db, scope, id, decision, now);
      results.push({ id, ok: true, status: done.status, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, status: null, message: error.message });
    }
  }
  return { results, succeeded: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length };
}
