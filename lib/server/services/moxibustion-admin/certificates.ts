import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { signCertificate } from '../certificate-credentials';
import { maskIdNumber } from '../learners';
import type { ManagerScope } from '../manager-scope';
import { offset, type Page, type PageResult } from '../query';
import { isUniqueViolation } from '../unique-violation';
import { batchCity, NOTHING } from './scope';
import { enumLabelZh } from '@/lib/format/enum-labels';
import type { MoxCertificate as ManagedMoxCertificate, MoxIssueReport as IssueResult } from '@/lib/contract/moxibustion-admin';

// Programme certificates in the back office: issue to approved enrollees under the programme's
// numbering (AJ, year, 6-digit serial), revoke with a reason, correct the issuer, list and export.

export type MoxCertificateFilters = { status?: 'valid' | 'revoked'; batch_id?: number; keyword?: string };
export type { ManagedMoxCertificate };

function filtered(db: Db, scope: ManagerScope, f: MoxCertificateFilters) {
  let q = db
    .selectFrom('moxibustion_certificates as c')
    .leftJoin('moxibustion_enrollments as e', 'e.id', 'c.enrollment_id')
    .leftJoin('moxibustion_batches as b', 'b.code', 'e.batch')
    .leftJoin('managers as mi', 'mi.id', 'c.issued_by')
    .leftJoin('managers as mr', 'mr.id', 'c.revoked_by')
    .leftJoin('certificate_credentials as cc', (j) => j.onRef('cc.certificate_id', '=', 'c.id').on('cc.kind', '=', 'moxibustion'));
  const city = batchCity(scope);
  if (city === false) q = q.where(NOTHING);
  else if (city !== null) q = q.where('b.city_code', '=', city);
  if (f.status) q = q.where('c.status', '=', f.status);
  if (f.batch_id) q = q.where('b.id', '=', f.batch_id);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([eb('c.cert_no', '=', k.toUpperCase()), eb('c.name', 'like', `%${k.replace(/[%_\\]/g, '')}%`), eb('c.id_number', '=', k.toUpperCase())]));
  }
  return q;
}

const columns = [
  'c.id', 'c.cert_no', 'c.enrollment_id', 'c.name', 'c.id_number', 'c.level', 'c.issuer', 'c.issued_on', 'c.status', 'c.revoked_reason', 'c.revoked_at',
  'mr.name as revoked_by', 'mi.name as issued_by', 'b.id as batch_id', 'b.title as batch_title', 'c.created_at',
  'cc.kid as signing_kid', 'cc.signed_at', 'cc.jws',
] as const;

type Row = Omit<ManagedMoxCertificate, 'status' | 'check_path'> & { status: string; jws: string | null };
const view = ({ jws, ...r }: Row, reveal: boolean): ManagedMoxCertificate => ({
  ...r, id_number: reveal ? r.id_number : maskIdNumber(r.id_number), status: r.status === 'revoked' ? 'revoked' : 'valid',
  signing_kid: r.signing_kid || null, signed_at: r.signing_kid ? r.signed_at : null, check_path: r.signing_kid && jws ? `/cerQuery#cert=${jws}` : null,
  revoked_by: r.revoked_by ?? null, issued_by: r.issued_by ?? null, batch_id: r.batch_id ?? null, batch_title: r.batch_title ?? null,
});

export async function listMoxCertificates(db: Db, scope: ManagerScope, f: MoxCertificateFilters, page: Page, reveal: boolean): Promise<PageResult<ManagedMoxCertificate>> {
  const [counted, rows] = await Promise.all([
    filtered(db, scope, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filtered(db, scope, f).select([...columns]).orderBy('c.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  return { data: rows.map((r) => view(r as Row, reveal)), total: Number(counted.n) };
}

export async function* moxCertificateExportChunks(db: Db, scope: ManagerScope, f: MoxCertificateFilters, reveal: boolean, chunk = 1000): AsyncGenerator<ManagedMoxCertificate[]> {
  for (let after = 0; ;) {
    const rows = await filtered(db, scope, f).select([...columns]).where('c.id', '>', after).orderBy('c.id').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map((r) => view(r as Row, reveal));
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

export const MOX_CERTIFICATE_EXPORT_COLUMNS: XlsxColumn<ManagedMoxCertificate>[] = [
  { header: '证书编号', width: 16, value: (r) => r.cert_no },
  { header: '姓名', width: 10, value: (r) => r.name },
  { header: '身份证号', width: 20, value: (r) => r.id_number },
  { header: '等级', width: 8, value: (r) => r.level },
  { header: '期次', width: 24, value: (r) => r.batch_title },
  { header: '发证机构', width: 24, value: (r) => r.issuer },
  { header: '发证日期', width: 12, value: (r) => r.issued_on },
  { header: '状态', width: 8, value: (r) => enumLabelZh('certificateStatus', r.status) },
  { header: '撤销原因', width: 20, value: (r) => r.revoked_reason },
];

export async function showMoxCertificate(db: Db, scope: ManagerScope, id: number, reveal: boolean): Promise<ManagedMoxCertificate> {
  const row = await filtered(db, scope, {}).select([...columns]).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '证书不存在。');
  return view(row as Row, reveal);
}

/** The next number of the year: AJ, the year, then a serial one past the year's highest. */
async function nextCertNo(trx: Db, year: string): Promise<string> {
  const prefix = `AJ${year}`;
  const last = await trx.selectFrom('moxibustion_certificates').select('cert_no').where('cert_no', 'like', `${prefix}%`).orderBy('cert_no', 'desc').limit(1).executeTakeFirst();
  const serial = last ? Number(last.cert_no.slice(prefix.length)) + 1 : 1;
  if (!Number.isFinite(serial) || serial > 999_999) throw new AppError('conflict', '本年度证书编号已用完。');
  return `${prefix}${String(serial).padStart(6, '0')}`;
}

export type IssueInput = { enrollment_ids: number[]; issuer?: string; issued_on: string };
export type { IssueResult };

/**
 * Issues one certificate per approved enrolment that holds no valid one yet; the issuer defaults to
 * the batch's. Numbers are taken under the write lock, and a lost race is retried.
 */
export async function issueMoxCertificates(db: Db, scope: ManagerScope, input: IssueInput, now: string): Promise<IssueResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { ids, skipped } = await db.transaction().execute(async (trx) => {
        const city = batchCity(scope);
        let enrolments = trx
          .selectFrom('moxibustion_enrollments as e')
          .leftJoin('moxibustion_batches as b', 'b.code', 'e.batch')
          .select(['e.id', 'e.status', 'e.name', 'e.id_number', 'b.level', 'b.issuer'])
          .where('e.id', 'in', input.enrollment_ids);
        if (city === false) enrolments = enrolments.where(NOTHING);
        else if (city !== null) enrolments = enrolments.where('b.city_code', '=', city);
        const rows = await enrolments.execute();
        const held = await trx.selectFrom('moxibustion_certificates').select('enrollment_id').where('enrollment_id', 'in', input.enrollment_ids).where('status', '=', 'valid').execute();
        const holding = new Set(held.map((h) => h.enrollment_id));
        const skip: IssueResult['skipped'] = [];
        const made: number[] = [];
        for (const id of input.enrollment_ids) {
          const e = rows.find((r) => r.id === id);
          if (!e || !e.level || !e.issuer) { skip.push({ enrollment_id: id, reason: '报名记录不存在。' }); continue; }
          if (e.status !== 'approved') { skip.push({ enrollment_id: id, reason: '只有审核通过的学员可以发证。' }); continue; }
          if (holding.has(id)) { skip.push({ enrollment_id: id, reason: '该学员已有有效证书。' }); continue; }
          const certNo = await nextCertNo(trx, input.issued_on.slice(0, 4));
          const created = await trx
            .insertInto('moxibustion_certificates')
            .values({
              cert_no: certNo, enrollment_id: id, name: e.name, id_number: e.id_number, level: e.level, issuer: input.issuer || e.issuer,
              issued_on: input.issued_on, status: 'valid', issued_by: scope.managerId, created_at: now, updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await signCertificate(trx, 'moxibustion', created.id, scope.managerId, now);
          made.push(created.id);
        }
        return { ids: made, skipped: skip };
      });
      const issued = await Promise.all(ids.map((id) => showMoxCertificate(db, scope, id, false)));
      return { issued, skipped };
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}

export async function revokeMoxCertificate(db: Db, scope: ManagerScope, id: number, reason: string, now: string): Promise<ManagedMoxCertificate> {
  await db.transaction().execute(async (trx) => {
    await showMoxCertificate(trx, scope, id, false);
    const changed = await trx
      .updateTable('moxibustion_certificates')
      .set({ status: 'revoked', revoked_reason: reason, revoked_by: scope.managerId, revoked_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'valid')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('conflict', '证书已注销。');
    await signCertificate(trx, 'moxibustion', id, scope.managerId, now);
  });
  return showMoxCertificate(db, scope, id, false);
}

export async function setMoxCertificateIssuer(db: Db, scope: ManagerScope, id: number, issuer: string, now: string): Promise<ManagedMoxCertificate> {
  await showMoxCertificate(db, scope, id, false);
  // The printed issuer is in the signed payload: the corrected certificate is signed anew.
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('moxibustion_certificates').set({ issuer, updated_at: now }).where('id', '=', id).execute();
    await signCertificate(trx, 'moxibustion', id, scope.managerId, now);
  });
  return showMoxCertificate(db, scope, id, false);
}
