import { createHash } from 'node:crypto';

export type CertificateHashFields = {
  certNo: string;
  holderName: string;
  occupationCode: string;
  level: number;
  issuer: string;
  issuedOn: string;
};

/**
 * The stored fingerprint behind `content_intact`: sha256 hex of `cert_no|holder_name|occupation
 * code|level|issuer|issued_on`. The ID number stays out: a digest of anything containing it lets
 * whoever holds it recover the number from its masked form (issue 30). It is never published.
 */
export function certificateContentHash(f: CertificateHashFields): string {
  const canonical = [f.certNo, f.holderName, f.occupationCode, String(f.level), f.issuer, f.issuedOn].join('|');
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
