import type { Certificate, CertificateStatus } from '@/lib/contract/certificate';
import type { Db } from '@/lib/server/db';
import { certificateContentHash } from './certificate-hash';
import { maskIdNumber } from './learners';

// Public certificate lookups (the /cerQuery page, QR codes). The ID number never leaves unmasked.

function baseQuery(db: Db) {
  return db
    .selectFrom('certificates as c')
    .innerJoin('occupations as o', 'o.id', 'c.occupation_id')
    .select([
      'c.cert_no', 'c.holder_name', 'c.id_number', 'c.level', 'c.issuer', 'c.issued_on', 'c.status', 'c.revoked_reason',
      'c.content_hash', 'o.code as occupation_code', 'o.name as occupation_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toCertificate(row: Row): Certificate {
  return {
    cert_no: row.cert_no,
    holder_name: row.holder_name,
    id_number: maskIdNumber(row.id_number),
    occupation: { data: { code: row.occupation_code, name: row.occupation_name } },
    level: row.level,
    issuer: row.issuer,
    issued_on: row.issued_on,
    status: (row.status === 'revoked' ? 'revoked' : 'valid') satisfies CertificateStatus,
    revoked_reason: row.revoked_reason,
    content_intact:
      certificateContentHash({
        certNo: row.cert_no, holderName: row.holder_name, occupationCode: row.occupation_code, level: row.level, issuer: row.issuer, issuedOn: row.issued_on,
      }) === row.content_hash,
  };
}

export async function findCertificateByNo(db: Db, certNo: string): Promise<Certificate | undefined> {
  const row = await baseQuery(db).where('c.cert_no', '=', certNo).executeTakeFirst();
  return row && toCertificate(row);
}

/** Matches certificates_holder_idx (id_number, holder_name); newest first. */
export async function findCertificatesByHolder(db: Db, holderName: string, idNumber: string): Promise<Certificate[]> {
  const rows = await baseQuery(db)
    .where('c.id_number', '=', idNumber)
    .where('c.holder_name', '=', holderName)
    .orderBy('c.issued_on', 'desc')
    .orderBy('c.cert_no', 'desc')
    .limit(50)
    .execute();
  return rows.map(toCertificate);
}
