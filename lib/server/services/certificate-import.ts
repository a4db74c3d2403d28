import { loadExcelJS } from '@/lib/server/excel/exceljs';
import { noteSheet, tableSheet } from '@/lib/server/excel/xlsx';
import { levelFromText } from '@/lib/format/skill-level';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { platformDate } from '@/lib/format/time-zone';
import { CERT_NO_PATTERN, CHINESE_NAME_PATTERN } from '@/lib/validation/certificate-query';
import { checkIdNumber, ID_NUMBER_MESSAGES } from '@/lib/validation/id-number';
import { signCertificate } from './certificate-credentials';
import { certificateContentHash } from './certificate-hash';
import type { ManagerScope } from './manager-scope';
import { readImportSheet } from './import-sheet';

// Importing certificates issued elsewhere (paper records, another system) from the template: each
// row is checked (number format and uniqueness, name, ID checksum, occupation, level, date), errors
// are reported by row and column, and all rows or only the valid ones are written with their hash.

const COLUMNS = [
  { header: '证书编号', required: true, example: 'S000041000122640000123' },
  { header: '姓名', required: true, example: '王小明' },
  { header: '身份证号', required: true, example: '410105199001011234' },
  { header: '职业编码', required: true, example: '4-10-01-05' },
  { header: '等级', required: true, example: '四级/中级工' },
  { header: '发证机构', required: false, example: '郑州市职业技术学院' },
  { header: '发证日期', required: true, example: '2026-06-30' },
] as const;
export const MAX_CERTIFICATE_ROWS = 5000;

export type CertificateRowError = { row: number; column: string; message: string };
export type CertificateImportReport = { total: number; valid: number; imported: number; errors: CertificateRowError[] };

export async function certificateImportTemplate(): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  const sheet = tableSheet(workbook, '证书', COLUMNS.map((c) => ({ header: c.required ? `${c.header}*` : c.header, width: Math.max(12, c.example.length * 1.5) })));
  sheet.addRow(COLUMNS.map((c) => c.example));
  noteSheet(workbook, '填写说明', [
    '证书编号为 1 位大写字母加 21 位数字，且不能与已有证书重复；身份证号为 18 位并校验末位；等级填 1–5 或等级名称（如 四级/中级工）；日期格式 YYYY-MM-DD。',
    '发证机构不填时使用本机构名称。第 2 行是示例，导入前请删除或改为真实数据。',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Valid = { cert_no: string; holder_name: string; id_number: string; occupation_id: number; occupation_code: string; level: number; issuer: string; issued_on: string };

export async function importCertificates(db: Db, scope: ManagerScope, file: ArrayBuffer, mode: 'all' | 'valid', dryRun: boolean, managerId: number, now: Date): Promise<CertificateImportReport> {
  const today = platformDate(now);
  const at = now.toISOString();
  const sheet = await readImportSheet(file, MAX_CERTIFICATE_ROWS);
  const missing = COLUMNS.filter((c) => c.required && !sheet.headers.includes(c.header)).map((c) => c.header);
  if (missing.length) throw new AppError('validation_failed', undefined, { file: [`file 缺少列：${missing.join('、')}。请使用证书导入模板。`] });
  if (!sheet.rows.length) throw new AppError('validation_failed', undefined, { file: ['file 没有数据行。'] });

  const occupations = new Map((await db.selectFrom('occupations').select(['id', 'code', 'levels']).execute()).map((o) => [o.code, o]));
  const numbers = sheet.rows.map((r) => (r.values['证书编号'] ?? '').toUpperCase()).filter((n) => CERT_NO_PATTERN.test(n));
  const taken = new Set<string>();
  for (let i = 0; i < numbers.length; i += 500) {
    for (const r of await db.selectFrom('certificates').select('cert_no').where('cert_no', 'in', numbers.slice(i, i + 500)).execute()) taken.add(r.cert_no);
  }
  const orgName = scope.organizationId === null ? null : (await db.selectFrom('organizations').select('name').where('id', '=', scope.organizationId).executeTakeFirst())?.name ?? null;
  const seen = new Map<string, number>();
  const errors: CertificateRowError[] = [];
  const valid: Valid[] = [];
  for (const { row, values: v } of sheet.rows) {
    const empty = new Set(COLUMNS.filter((c) => c.required && !(v[c.header] ?? '').trim()).map((c) => c.header as string));
    const problems: CertificateRowError[] = [...empty].map((column) => ({ row, column, message: '必填。' }));
    const bad = (column: string, message: string) => void (empty.has(column) || problems.push({ row, column, message }));
    const certNo = (v['证书编号'] ?? '').toUpperCase();
    if (!CERT_NO_PATTERN.test(certNo)) bad('证书编号', '必须是 1 位大写字母加 21 位数字。');
    else if (taken.has(certNo)) bad('证书编号', '该证书编号已存在。');
    else if (seen.has(certNo)) bad('证书编号', `与第 ${seen.get(certNo)} 行重复。`);
    if (CERT_NO_PATTERN.test(certNo) && !seen.has(certNo)) seen.set(certNo, row);
    const name = v['姓名'] ?? '';
    if (!CHINESE_NAME_PATTERN.test(name)) bad('姓名', '必须是 2-20 个汉字。');
    const id = checkIdNumber(v['身份证号'] ?? '');
    if (!id.ok) bad('身份证号', ID_NUMBER_MESSAGES[id.problem]);
    const occupation = occupations.get(v['职业编码'] ?? '');
    if (!occupation) bad('职业编码', '职业编码不存在。');
    const level = levelFromText(v['等级'] ?? '') ?? NaN;
    if (!Number.isInteger(level) || level < 1 || level > 5) bad('等级', '必须是 1 到 5 或等级名称（如 四级/中级工）。');
    const issuedOn = v['发证日期'] ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(issuedOn) || Number.isNaN(Date.parse(issuedOn)) || issuedOn > today) bad('发证日期', '必须是不晚于今天的 YYYY-MM-DD 日期。');
    const issuer = (v['发证机构'] || orgName || '').trim();
    if (!issuer || issuer.length > 100) bad('发证机构', '必须填写（不超过 100 字）。');
    if (problems.length === 0 && id.ok && occupation) {
      valid.push({ cert_no: certNo, holder_name: name, id_number: id.value, occupation_id: occupation.id, occupation_code: occupation.code, level, issuer, issued_on: issuedOn });
    }
    errors.push(...problems);
  }
  const write = !dryRun && (mode === 'valid' || errors.length === 0) && valid.length > 0;
  if (write) {
    await db.transaction().execute(async (trx) => {
      const created: number[] = [];
      for (const c of valid) {
        const hash = certificateContentHash({ certNo: c.cert_no, holderName: c.holder_name, occupationCode: c.occupation_code, level: c.level, issuer: c.issuer, issuedOn: c.issued_on });
        const row = await trx
          .insertInto('certificates')
          .values({
            cert_no: c.cert_no, user_id: null, holder_name: c.holder_name, id_number: c.id_number, occupation_id: c.occupation_id, level: c.level,
            organization_id: scope.organizationId, issuer: c.issuer, class_id: null, exam_result_id: null, issued_on: c.issued_on, status: 'valid',
            revoked_reason: null, replaces_id: null, content_hash: hash, created_at: at, updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('certificate_events').values({ certificate_id: row.id, action: 'imported', reason: 'Excel 导入', manager_id: managerId, created_at: at }).execute();
        created.push(row.id);
      }
      // Signed as they are registered; a few at once, as the ID binding's PBKDF2 runs on libuv's threads.
      for (let i = 0; i < created.length; i += 4) await Promise.all(created.slice(i, i + 4).map((id) => signCertificate(trx, 'skills', id, managerId, at)));
    });
  }
  return { total: sheet.rows.length, valid: valid.length, imported: write ? valid.length : 0, errors };
}
