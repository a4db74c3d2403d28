import { apiFetch } from '@/lib/api/client';
import type { MoxibustionBatch } from '@/lib/contract/moxibustion';
import type { MoxibustionBatchInput } from '@/lib/contract/moxibustion-batch';
import { kitSend } from '../../kit/send';

// The back-office calls of the moxibustion programme (routes/manage-moxibustion-*.ts).

export const BATCHES_PATH = '/manage/moxibustion/batches';
export const ENROLLMENTS_PATH = '/manage/moxibustion/enrollments';
export const MOX_CERTIFICATES_PATH = '/manage/moxibustion/certificates';

export type { MoxibustionBatch };
export type MoxEnrollment = {
  id: number; batch_id: number | null; batch_code: string; batch_title: string | null; name: string; gender: number | null; phone: string; id_number: string;
  work_unit: string | null; city_name: string | null; status: 'pending' | 'approved' | 'rejected' | 'cancelled'; review_reason: string | null;
  reviewer: string | null; reviewed_at: string | null; created_at: string; cert_no: string | null;
};
export type MoxCertificate = {
  id: number; cert_no: string; name: string; id_number: string; level: string; issuer: string; issued_on: string; status: 'valid' | 'revoked';
  revoked_reason: string | null; revoked_at: string | null; revoked_by: string | null; issued_by: string | null; batch_title: string | null;
  signing_kid: string | null; signed_at: string | null; check_path: string | null;
};

// Every write is sent from a form or a confirmation, which shows a 422 by its field: kitSend leaves
// it untoasted and toasts anything else once.
const call = <T,>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown) => kitSend<T>(path, method, body);

export const saveBatch = (id: number | null, input: MoxibustionBatchInput) =>
  call<{ data: MoxibustionBatch }>(id ? `${BATCHES_PATH}/${id}` : BATCHES_PATH, id ? 'PUT' : 'POST', input);
/** An image in the rich-text description; answers its public address. */
export async function uploadBatchImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await apiFetch<{ data: { url: string } }>(`${BATCHES_PATH}/images`, { method: 'POST', guard: 'manage', body: form })).data.url;
}
export const setEnrolment = (id: number, open: boolean) => call<{ data: MoxibustionBatch }>(`${BATCHES_PATH}/${id}/${open ? 'open' : 'close'}`, 'POST');
export const deleteBatch = (id: number) => call<void>(`${BATCHES_PATH}/${id}`, 'DELETE');
export const approve = (id: number) => call(`${ENROLLMENTS_PATH}/${id}/approve`, 'POST');
export const reject = (id: number, reason: string) => call(`${ENROLLMENTS_PATH}/${id}/reject`, 'POST', { reason });
export const bulkReview = (ids: number[], action: 'approve' | 'reject', reason?: string) =>
  call<{ data: { reviewed: number[]; skipped: number[] } }>(`${ENROLLMENTS_PATH}/review`, 'POST', { ids, action, reason });
export const issue = (enrollmentIds: number[], issuer?: string) =>
  call<{ data: { issued: MoxCertificate[]; skipped: { enrollment_id: number; reason: string }[] } }>(MOX_CERTIFICATES_PATH, 'POST', { enrollment_ids: enrollmentIds, issuer: issuer || undefined });
export const revokeMox = (id: number, reason: string) => call(`${MOX_CERTIFICATES_PATH}/${id}/revoke`, 'POST', { reason });
export const setIssuer = (id: number, issuer: string) => call(`${MOX_CERTIFICATES_PATH}/${id}`, 'PATCH', { issuer });
