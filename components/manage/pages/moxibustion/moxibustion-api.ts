import { apiFetch } from '@/lib/api/client';
import type { MoxibustionBatch } from '@/lib/contract/moxibustion';
import type { MoxibustionBatchInput } from '@/lib/contract/moxibustion-batch';
import type { MoxIssueReport, MoxReviewReport } from '@/lib/contract/moxibustion-admin';
import { kitSend } from '../../kit/send';

// The back-office calls of the moxibustion programme (routes/manage-moxibustion-*.ts).

export const BATCHES_PATH = '/manage/moxibustion/batches';
export const ENROLLMENTS_PATH = '/manage/moxibustion/enrollments';
export const MOX_CERTIFICATES_PATH = '/manage/moxibustion/certificates';

export type { MoxibustionBatch };
export type { MoxCertificate, MoxEnrollment } from '@/lib/contract/moxibustion-admin';

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
  call<{ data: MoxReviewReport }>(`${ENROLLMENTS_PATH}/review`, 'POST', { ids, action, reason });
export const issue = (enrollmentIds: number[], issuer?: string) =>
  call<{ data: MoxIssueReport }>(MOX_CERTIFICATES_PATH, 'POST', { enrollment_ids: enrollmentIds, issuer: issuer || undefined });
export const revokeMox = (id: number, reason: string) => call(`${MOX_CERTIFICATES_PATH}/${id}/revoke`, 'POST', { reason });
export const setIssuer = (id: number, issuer: string) => call(`${MOX_CERTIFICATES_PATH}/${id}`, 'PATCH', { issuer });
