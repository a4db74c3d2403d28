import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { enumLabelZh } from '@/lib/format/enum-labels';
import { personalView } from '../learners';
import type { ManagerScope } from '../manager-scope';
import { offset, type Page, type PageResult } from '../query';
import { batchCity, NOTHING } from './scope';
import { formatDateTime } from '@/lib/format/date';
import type { MOX_ENROLLMENT_STATUSES, MoxEnrollment as ManagedMoxEnrollment } from '@/lib/contract/moxibustion-admin';

// The enrolment queue of the programme: filters and search, approve or reject (with a reason),
// one at a time or in bulk, and the streamed export.

export type MoxEnrollmentFilters = { batch_id?: number; status?: (typeof MOX_ENROLLMENT_STATUSES)[number]; keyword?: string };
export type { ManagedMoxEnrollment };

function filtered(db: Db, scope: ManagerScope, f: MoxEnrollmentFilters) {
  let q = db
    .selectFrom('moxibustion_enrollments as e')
    .leftJoin('moxibustion_batches as b', 'b.code', 'e.batch')
    .leftJoin('regions as r', 'r.code', 'e.city_code')
    .leftJoin('managers as m', 'm.id', 'e.reviewed_by');
  const city = batchCity(scope);
  if (city === false) q = q.where(NOTHING);
  else if (city !== null) q = q.where('b.city_code', '=', city);
  if (f.batch_id) q = q.where('b.id', '=', f.batch_id);
  if (f.status) q = q.where('e.status', '=', f.status);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([eb('e.name', 'like', `%${k.replace(/[%_\\]/g, '')}%`), eb('e.phone', '=', k), eb('e.id_number', '=', k.toUpperCase())]));
  }
  return q;
}

const columns = [
  'e.id', 'b.id as batch_id', 'e.batch as batch_code', 'b.title as batch_title', 'e.name', 'e.gender', 'e.phone', 'e.id_number', 'e.work_unit', 'e.city_code',
  'r.name as city_name', 'e.status', 'e.review_reason', 'm.name as reviewer', 'e.reviewed_at', 'e.created_at',
] as const;

function select(db: Db, scope: ManagerScope, f: MoxEnrollmentFilters) {
  return filtered(db, scope, f).select([
    ...columns,
    (eb) => eb.selectFrom('moxibustion_certificates as c').select('c.cert_no').whereRef('c.enrollment_id', '=', 'e.id').where('c.status', '=', 'valid').limit(1).as('cert_no'),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
const view = (r: Row, reveal: boolean): ManagedMoxEnrollment => personalView({
  ...r, batch_id: r.batch_id ?? null, batch_title: r.batch_title ?? null, city_name: r.city_name ?? null, reviewer: r.reviewer ?? null, cert_no: r.cert_no ?? null,
}, reveal);

export async function listMoxEnrollments(db: Db, scope: ManagerScope, f: MoxEnrollmentFilters, page: Page, reveal: boolean): Promise<PageResult<ManagedMoxEnrollment>> {
  const [counted, rows] = await Promise.all([
    filtered(db, scope, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    select(db, scope, f).orderBy('e.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  return { data: rows.map((r) => view(r, reveal)), total: Number(counted.n) };
}

export async function* moxEnrollmentExportChunks(db: Db, scope: ManagerScope, f: MoxEnrollmentFilters, reveal: boolean, chunk = 1000): AsyncGenerator<ManagedMoxEnrollment[]> {
  for (let after = 0; ;) {
    const rows = await select(db, scope, f).where('e.id', '>', after).orderBy('e.id').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map((r) => view(r, reveal));
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

export const MOX_ENROLLMENT_EXPORT_COLUMNS: XlsxColumn<ManagedMoxEnrollment>[] = [
  { header: '期次', width: 22, value: (r) => r.batch_title ?? r.batch_code },
  { header: '姓名', width: 10, value: (r) => r.name },
  { header: '性别', width: 6, value: (r) => (r.gender === 1 ? '男' : r.gender === 2 ? '女' : '') },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '身份证号', width: 20, value: (r) => r.id_number },
  { header: '工作单位', width: 24, value: (r) => r.work_unit },
  { header: '所在城市', width: 12, value: (r) => r.city_name },
  { header: '状态', width: 8, value: (r) => enumLabelZh('programmeEnrollmentStatus', r.status) },
  { header: '审核意见', width: 24, value: (r) => r.review_reason },
  { header: '证书编号', width: 16, value: (r) => r.cert_no },
  { header: '报名时间', width: 20, value: (r) => formatDateTime(r.created_at, { empty: '' }) },
];

export type ReviewDecision = { action: 'approve' | 'reject'; reason?: string };

/** Reviews pending enrolments in scope; returns the ids changed and those skipped (not pending). */
export async function reviewMoxEnrollments(db: Db, scope: ManagerScope, ids: number[], decision: ReviewDecision, now: string): Promise<{ reviewed: number[]; skipped: number[] }> {
  if (decision.action === 'reject' && !decision.reason) throw new AppError('validation_failed', undefined, { reason: ['驳回时必须填写原因。'] });
  return db.transaction().execute(async (trx) => {
    const found = await filtered(trx, scope, {}).select(['e.id', 'e.status']).where('e.id', 'in', ids).execute();
    const pending = found.filter((r) => r.status === 'pending').map((r) => r.id);
    if (pending.length) {
      await trx
        .updateTable('moxibustion_enrollments')
        .set({
          status: decision.action === 'approve' ? 'approved' : 'rejected', review_reason: decision.reason || null,
          reviewed_by: scope.managerId, reviewed_at: now, updated_at: now,
        })
        .where('id', 'in', pending)
        .where('status', '=', 'pending')
        .execute();
    }
    return { reviewed: pending, skipped: ids.filter((id) => !pending.includes(id)) };
  });
}

/** One enrolment of the scope, whole, for a logged reveal (not found outside it). */
export async function moxEnrollmentPersonal(db: Db, scope: ManagerScope, id: number): Promise<ManagedMoxEnrollment> {
  const row = await select(db, scope, {}).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '报名记录不存在。');
  return view(row, true);
}

/** Reviews one enrolment; the answer is masked like the list. */
export async function reviewOne(db: Db, scope: ManagerScope, id: number, decision: ReviewDecision, now: string): Promise<ManagedMoxEnrollment> {
  const row = await filtered(db, scope, {}).select('e.status').where('e.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '报名记录不存在。');
  const { reviewed } = await reviewMoxEnrollments(db, scope, [id], decision, now);
  if (!reviewed.length) throw new AppError('conflict', '只有待审核的报名可以审核。');
  return view(await select(db, scope, {}).where('e.id', '=', id).executeTakeFirstOrThrow(), false);
}
