import { apiFetch } from '@/lib/api/client';
import { kitSend } from '../../kit/send';

// The back-office certificate calls (routes/manage-certificates.ts).

export const CERTIFICATES_PATH = '/manage/certificates';
export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
/** Badge tones of the statuses (labels: ManageEnums.certificateStatus); the programme certificates share them. */
export const CERTIFICATE_TONES = { valid: 'success', revoked: 'danger' } as const;

export type ManagedCertificate = {
  id: number; cert_no: string; holder_name: string; id_number: string; occupation_code: string; occupation_name: string; level: number;
  issuer: string; issued_on: string; status: 'valid' | 'revoked'; revoked_reason: string | null; replaces_id: number | null; class_title: string | null;
  signing_kid: string | null; signed_at: string | null;
};
export type CertificateDetail = ManagedCertificate & {
  events: { data: { id: number; action: string; reason: string | null; manager: string | null; created_at: string }[] };
  replaced_by: { id: number; cert_no: string } | null;
  verify_url: string;
  /** What the QR code carries once signed: the check page with the signed payload. */
  check_url: string | null;
};

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
  return apiFetch<{ data: { total: number; valid: number; imported: number; errors: { row: number; column: string; message: string }[] } }>(
    `${CERTIFICATES_PATH}/import`, { method: 'POST', guard: 'manage', body: form },
  );
}
