import { apiFetch } from '@/lib/api/client';
import { kitSend } from '../../kit/send';
import type { CertificateDetail } from '@/lib/contract/certificate-admin';
import type { ImportReport } from '@/lib/contract/import-report';

// The back-office certificate calls (routes/manage-certificates.ts).

export const CERTIFICATES_PATH = '/manage/certificates';
export { CERTIFICATE_STATUSES } from '@/lib/contract/certificate-admin';
/** Badge tones of the statuses (labels: ManageEnums.certificateStatus); the programme certificates share them. */
export const CERTIFICATE_TONES = { valid: 'success', revoked: 'danger' } as const;

export type { CertificateDetail, ManagedCertificate } from '@/lib/contract/certificate-admin';

/** The hidden detail page of one certificate (seeded sidebar item certificates/detail); the id rides in the query. */
export const certificateDetailHref = (id: number) => `/manage/certificates/detail?id=${id}`;

// A 422 is left to the dialog (by the field); anything else is toasted once.
const post = <T,>(path: string, body: unknown) => kitSend<T>(path, 'POST', body);
export const revoke = (id: number, reason: string) => post<{ data: CertificateDetail }>(`${CERTIFICATES_PATH}/${id}/revoke`, { reason });
export const reissue = (id: number, reason: string, holderName?: string) =>
  post<{ data: CertificateDetail }>(`${CERTIFICATES_PATH}/${id}/reissue`, { reason, holder_name: holderName || undefined });

export function importCertificates(file: File, mode: 'all' | 'valid') {
  const form = new FormData();
  form.append('file', file);
  form.append('mode', mode);
  return apiFetch<{ data: ImportReport }>(
    `${CERTIFICATES_PATH}/import`, { method: 'POST', guard: 'manage', body: form },
  );
}
