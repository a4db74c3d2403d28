import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import type { CertificatePdfInput } from '@/lib/server/certificates/pdf';
import { signCertificate } from './certificate-credentials';
import { certificateContentHash } from './certificate-hash';
import { maskIdNumber } from './learners';
import type { ManagerScope } from './manager-scope';
import { levelName, signedQr, verifyUrl } from './my-certificates';
import { platformDate } from '@/lib/format/time-zone';
import { enumLabelZh } from '@/lib/format/enum-labels';
import type { ManagedCertificate } from '@/lib/contract/certificate-admin';
import { levelNameZh } from '@/lib/format/skill-level';

// Back-office certificates: the scoped register, one certificate with its history (who did what
// when), revoking with a reason, and reissuing under a new number that replaces the old one.

export type { ManagedCertificate };
export type CertificateEvent = { id: number; action: string; reason: string | null; manager: string | null; created_at: string };
export type CertificateFilters = { status?: 'valid' | 'revoked'; keyword?: string; level?: number; class_id?: number };

/** An organisation sees the certificates it issued; a city those of its classes or organisations. */
function scoped(db: Db, scope: ManagerScope) {
  let q = db
    .selectFrom('certificates as ce')
    .innerJoin('occupations as o', 'o.id', 'ce.occupation_id')
    .leftJoin('classes as c', 'c.id', 'ce.class_id')
    .leftJoin('organizations as org', 'org.id', 'ce.organization_id')
    .leftJoin('certificate_credentials as cc', (j) => j.onRef('cc.certificate_id', '=', 'ce.id').on('cc.kind', '=', 'skills'));
  if (scope.organizationId !== null) q = q.where('ce.organization_id', '=', scope.organizationId);
  else if (scope.cityCode !== null) {
    const city = scope.cityCode;
    q = q.where((eb) => eb.or([eb('c.city_code', '=', city), eb.and([eb('ce.class_id', 'is', null), eb('org.city_code', '=', city)])]));
  }
  return q;
}

const columns = [
  'ce.id', 'ce.cert_no', 'ce.holder_name', 'ce.id_number', 'o.code as occupation_code', 'o.name as occupation_name', 'ce.level', 'ce.issuer',
  'ce.issued_on', 'ce.status', 'ce.revoked_reason', 'ce.replaces_id', 'ce.class_id', 'c.title as class_title', 'ce.content_hash', 'ce.created_at',
  'cc.kid as signing_kid', 'cc.signed_at',
] as const;

type Row = Omit<ManagedCertificate, 'status'> & { status: string };
const view = (r: Row, reveal: boolean): ManagedCertificate => ({
  ...r, id_number: reveal ? r.id_number : maskIdNumber(r.id_number), status: r.status === 'revoked' ? 'revoked' : 'valid',
});

function filtered(db: Db, scope: ManagerScope, f: CertificateFilters) {
  let q = scoped(db, scope);
  if (f.status) q = q.where('ce.status', '=', f.status);
  if (f.level) q = q.where('ce.level', '=', f.level);
  if (f.class_id) q = q.where('ce.class_id', '=', f.class_id);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([eb('ce.cert_no', '=', k.toUpperCase()), eb('ce.holder_name', 'like', `%${k.replace(/[%_\\]/g, '')}%`), eb('ce.id_number', '=', k.toUpperCase())]));
  }
  return q;
}

export async function listCertificates(db: Db, scope: ManagerScope, f: CertificateFilters, page: { page: number; perPage: number }, reveal: boolean) {
  const base = filtered(db, scope, f);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select([...columns]).orderBy('ce.id', 'desc').limit(page.perPage).offset((page.page - 1) * page.perPage).execute(),
  ]);
  return { data: rows.map((r) => view(r, reveal)), total: Number(counted.n) };
}

export async function* certificateExportChunks(db: Db, scope: ManagerScope, f: CertificateFilters, reveal: boolean, chunk = 1000): AsyncGenerator<ManagedCertificate[]> {
  for (let after = 0; ;) {
    const rows = await filtered(db, scope, f).select([...columns]).where('ce.id', '>', after).orderBy('ce.id').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map((r) => view(r, reveal));
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

export const CERTIFICATE_EXPORT_COLUMNS: XlsxColumn<ManagedCertificate>[] = [
  { header: '证书编号', width: 26, value: (r) => r.cert_no },
  { header: '姓名', width: 10, value: (r) => r.holder_name },
  { header: '身份证号', width: 20, value: (r) => r.id_number },
  { header: '职业编码', width: 12, value: (r) => r.occupation_code },
  { header: '职业（工种）', width: 16, value: (r) => r.occupation_name },
  { header: '等级', width: 14, value: (r) => levelNameZh(r.level) },
  { header: '发证机构', width: 24, value: (r) => r.issuer },
  { header: '发证日期', width: 12, value: (r) => r.issued_on },
  { header: '状态', width: 8, value: (r) => enumLabelZh('certificateStatus', r.status) },
  { header: '撤销原因', width: 20, value: (r) => r.revoked_reason },
  { header: '培训班', width: 24, value: (r) => r.class_title },
];

async function scopedRow(db: Db, scope: ManagerScope, id: number): Promise<Row & { occupation_id: number; organization_id: number | null; user_id: number | null; exam_result_id: number | null; jws: string | null }> {
  const row = await scoped(db, scope).select([...columns, 'ce.occupation_id', 'ce.organization_id', 'ce.user_id', 'ce.exam_result_id', 'cc.jws']).where('ce.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '证书不存在。');
  return row;
}

export async function showCertificate(db: Db, scope: ManagerScope, id: number, reveal: boolean) {
  const row = await scopedRow(db, scope, id);
  const events = await db
    .selectFrom('certificate_events as ev')
    .leftJoin('managers as m', 'm.id', 'ev.manager_id')
    .select(['ev.id', 'ev.action', 'ev.reason', 'm.name as manager', 'ev.created_at'])
    .where('ev.certificate_id', '=', id)
    .orderBy('ev.id')
    .execute();
  const replacedBy = await db.selectFrom('certificates').select(['id', 'cert_no']).where('replaces_id', '=', id).executeTakeFirst();
  const { jws, ...shown } = row;
  return { ...view(shown, reveal), events: { data: events as CertificateEvent[] }, replaced_by: replacedBy ?? null, signed_payload: row.signing_kid ? jws : null };
}

/** What the PDF prints for a manager: the same masked sheet the holder downloads. */
export async function certificatePdfInput(db: Db, scope: ManagerScope, id: number, siteUrl: string): Promise<CertificatePdfInput> {
  const row = await scopedRow(db, scope, id);
  return {
    certNo: row.cert_no, holderName: row.holder_name, idNumber: maskIdNumber(row.id_number), occupationCode: row.occupation_code,
    occupationName: row.occupation_name, levelName: levelName(row.level), issuer: row.issuer, issuedOn: row.issued_on,
    status: row.status === 'revoked' ? 'revoked' : 'valid', verifyUrl: verifyUrl(siteUrl, row.cert_no),
    ...signedQr({ kid: row.signing_kid, jws: row.jws }, siteUrl),
  };
}

export async function revokeCertificate(db: Db, scope: ManagerScope, id: number, reason: string, at: string) {
  await db.transaction().execute(async (trx) => {
    await scopedRow(trx, scope, id);
    const changed = await trx.updateTable('certificates').set({ status: 'revoked', revoked_reason: reason, updated_at: at }).where('id', '=', id).where('status', '=', 'valid').executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('conflict', '证书已注销。');
    await trx.insertInto('certificate_events').values({ certificate_id: id, action: 'revoked', reason, manager_id: scope.managerId, created_at: at }).execute();
    await signCertificate(trx, 'skills', id, scope.managerId, at);
  });
  return showCertificate(db, scope, id, false);
}

/** Next number under the old one's 15-character prefix (body, year, level), so the series stays the issuer's. */
async function nextNumberLike(trx: Db, certNo: string): Promise<string> {
  const prefix = certNo.slice(0, 15);
  const last = await trx.selectFrom('certificates').select('cert_no').where('cert_no', 'like', `${prefix}%`).orderBy('cert_no', 'desc').limit(1).executeTakeFirstOrThrow();
  const serial = Number(last.cert_no.slice(15)) + 1;
  if (!Number.isFinite(serial) || serial > 9_999_999) throw new AppError('conflict', '该证书编号段已用完，无法换发。');
  return `${prefix}${String(serial).padStart(7, '0')}`;
}

/**
 * Reissues a certificate (a corrected name, a lost original): a new number and content hash, the old
 * one revoked (if it was not) and pointing forward; both histories record who, when and why. The
 * new one is issued on `now`'s date in the platform's zone.
 */
export async function reissueCertificate(db: Db, scope: ManagerScope, id: number, input: { reason: string; holder_name?: string }, now: Date) {
  const at = now.toISOString();
  const issuedOn = platformDate(now);
  const newId = await db.transaction().execute(async (trx) => {
    const old = await scopedRow(trx, scope, id);
    if (await trx.selectFrom('certificates').select('id').where('replaces_id', '=', id).executeTakeFirst()) throw new AppError('conflict', '该证书已换发过，请对新证书操作。');
    if (old.status === 'valid') {
      await trx.updateTable('certificates').set({ status: 'revoked', revoked_reason: `换发：${input.reason}`, updated_at: at }).where('id', '=', id).execute();
    }
    const holder = input.holder_name ?? old.holder_name;
    for (let attempt = 0; ; attempt += 1) {
      const certNo = await nextNumberLike(trx, old.cert_no);
      const hash = certificateContentHash({ certNo, holderName: holder, occupationCode: old.occupation_code, level: old.level, issuer: old.issuer, issuedOn });
      const exists = await trx.selectFrom('certificates').select('id').where('cert_no', '=', certNo).executeTakeFirst();
      if (exists && attempt < 3) continue;
      const created = await trx
        .insertInto('certificates')
        .values({
          cert_no: certNo, user_id: old.user_id, holder_name: holder, id_number: old.id_number, occupation_id: old.occupation_id, level: old.level,
          organization_id: old.organization_id, issuer: old.issuer, class_id: old.class_id, exam_result_id: old.exam_result_id, issued_on: issuedOn,
          status: 'valid', revoked_reason: null, replaces_id: id, content_hash: hash, created_at: at, updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('certificate_events').values([
        { certificate_id: id, action: 'reissued', reason: `${input.reason}（新证书 ${certNo}）`, manager_id: scope.managerId, created_at: at },
        { certificate_id: created.id, action: 'issued', reason: `换发 ${old.cert_no}：${input.reason}`, manager_id: scope.managerId, created_at: at },
      ]).execute();
      // The new payload names the old number; the old one's revocation notice names the new.
      await signCertificate(trx, 'skills', created.id, scope.managerId, at);
      await signCertificate(trx, 'skills', id, scope.managerId, at);
      return created.id;
    }
  });
  return showCertificate(db, scope, newId, false);
}
