import type { MyCertificate } from '@/lib/contract/career';
import { checkUrl } from '@/lib/credentials/claims';
import { AppError } from '@/lib/server/domain/errors';
import type { CertificatePdfInput } from '@/lib/server/certificates/pdf';
import type { Db } from '@/lib/server/db';
import { maskIdNumber } from './learners';
import { levelNameZh } from '@/lib/format/skill-level';

export const CERTIFICATE_NOT_FOUND = '证书不存在。';
export const levelName = (level: number) => levelNameZh(level);

/** The public verification page of a certificate: its number and nothing else (issue 30: no digest of anything holding the ID number). */
export function verifyUrl(siteUrl: string, certNo: string): string {
  const url = new URL('/cerQuery', siteUrl);
  url.searchParams.set('cert_no', certNo);
  return url.toString();
}

function mine(db: Db, userId: number) {
  return db
    .selectFrom('certificates as c')
    .innerJoin('occupations as o', 'o.id', 'c.occupation_id')
    .leftJoin('certificate_credentials as cc', (j) => j.onRef('cc.certificate_id', '=', 'c.id').on('cc.kind', '=', 'skills'))
    .select([
      'c.cert_no', 'c.holder_name', 'c.id_number', 'c.level', 'c.issuer', 'c.issued_on', 'c.status', 'c.revoked_reason',
      'c.class_id', 'o.code as occupation_code', 'o.name as occupation_name', 'cc.kid', 'cc.jws',
    ])
    .where('c.user_id', '=', userId);
}

type Row = Awaited<ReturnType<ReturnType<typeof mine>['executeTakeFirstOrThrow']>>;

function toMine(row: Row, siteUrl: string): MyCertificate {
  return {
    cert_no: row.cert_no, holder_name: row.holder_name, id_number: maskIdNumber(row.id_number),
    occupation: { data: { code: row.occupation_code, name: row.occupation_name } }, level: row.level, issuer: row.issuer,
    issued_on: row.issued_on, status: row.status === 'revoked' ? 'revoked' : 'valid', revoked_reason: row.revoked_reason,
    verify_url: verifyUrl(siteUrl, row.cert_no), ...signedLink(row, siteUrl), class_id: row.class_id,
  };
}

/** The QR code's link to the signed payload, and the key that signed it; nulls while unsigned. */
export function signedLink(row: { kid: string | null; jws: string | null }, siteUrl: string): Pick<MyCertificate, 'check_url' | 'signing_kid'> {
  return row.kid && row.jws ? { check_url: checkUrl(siteUrl, row.jws), signing_kid: row.kid } : { check_url: null, signing_kid: null };
}

export async function listMyCertificates(db: Db, userId: number, siteUrl: string): Promise<MyCertificate[]> {
  const rows = await mine(db, userId).orderBy('c.issued_on', 'desc').orderBy('c.cert_no', 'desc').limit(200).execute();
  return rows.map((r) => toMine(r, siteUrl));
}

/** The PDF's QR code: the signed payload when there is one. */
export const signedQr = (row: { kid: string | null; jws: string | null }, siteUrl: string) =>
  row.kid && row.jws ? { checkUrl: checkUrl(siteUrl, row.jws), kid: row.kid } : { checkUrl: null, kid: null };

/** What the PDF prints; like every page the platform shows, it masks the ID number, and prints nothing computed from the whole one. */
export async function myCertificatePdfInput(db: Db, userId: number, certNo: string, siteUrl: string): Promise<CertificatePdfInput> {
  const row = await mine(db, userId).where('c.cert_no', '=', certNo).executeTakeFirst();
  if (!row) throw new AppError('not_found', CERTIFICATE_NOT_FOUND);
  return {
    certNo: row.cert_no, holderName: row.holder_name, idNumber: maskIdNumber(row.id_number), occupationCode: row.occupation_code,
    occupationName: row.occupation_name, levelName: levelName(row.level), issuer: row.issuer, issuedOn: row.issued_on,
    status: row.status === 'revoked' ? 'revoked' : 'valid', verifyUrl: verifyUrl(siteUrl, row.cert_no), ...signedQr(row, siteUrl),
  };
}
