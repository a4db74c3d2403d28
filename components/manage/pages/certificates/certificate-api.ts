import { apiFetch } from '@/lib/api/client';

// The back-office certificate calls (routes/manage-certificates.ts).

export const CERTIFICATES_PATH = '/manage/certificates';

export type ManagedCertificate = {
  id: number; cert_no: string; holder_name: string; id_number: string; occupation_code: string; occupation_name: string; level: number;
  issuer: string; issued_on: string; status: 'valid' | 'revoked'; revoked_reason: string | null; replaces_id: number | null; class_title: string | null;
};
export type CertificateDetail = ManagedCertificate & {
  events: { data: { id: number; action: string; reason: string | null; manager: string | null; created_at: string }[] };
  replaced_by: { id: number; cert_no: string } | null;
  verify_url: string;
};

/** The hidden detail page of one certificate (seeded sidebar item certificates/detail); the id rides in the query. */
export const certificateDetailHref = (id: number) => `/manage/certificates/detail?id=${id}`;

const post = <T,>(path: string, body: unknown) => apiFetch<T>(path, { method: 'POST', guard: 'manage', body });
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
