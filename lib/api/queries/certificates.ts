import { CERT_NO_PATTERN, normalizeCertNo } from '@/lib/validation/certificate-query';
import type { Certificate } from '@/lib/contract/certificate';
import { lookupItem } from './lookup';
import { textParam, type SearchParams } from './search-params';

export type CertificateLookup =
  | { kind: 'none' }
  | { kind: 'invalid'; certNo: string }
  | { kind: 'missing'; certNo: string }
  | { kind: 'limited'; certNo: string }
  | { kind: 'found'; certificate: Certificate };

/** `/cerQuery?cert_no=…`: the certificate a link or QR code points at, if any. */
export async function lookupCertificate(params: SearchParams): Promise<CertificateLookup> {
  const raw = textParam(params, 'cert_no', 40);
  if (!raw) return { kind: 'none' };
  const certNo = normalizeCertNo(raw);
  if (!CERT_NO_PATTERN.test(certNo)) return { kind: 'invalid', certNo };
  const found = await lookupItem<Certificate>(`/certificates/${certNo}`);
  return found.kind === 'found' ? { kind: 'found', certificate: found.item } : { kind: found.kind, certNo };
}
