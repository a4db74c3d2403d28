import { createHash } from 'node:crypto';

export type CertificateHashFields = {
  certNo: string;
  holderName: string;
  idNumber: string;
  occupationCode: string;
  level: number;
  issuer: string;
  issuedOn: string;
};

/** sha256 hex of the canonical `cert_no|holder_name|id_number|occupation code|level|issuer|issued_on`. */
export function certificateContentHash(f: CertificateHashFields): string {
  const canonical = [f.certNo, f.holderName, f.idNumber, f.occupationCode, String(f.level), f.issuer, f.issuedOn].join('|');
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
