import type { EnrollmentBulkAnswer } from '@/lib/contract/bulk';
import type { Enrollment } from '@/lib/contract/enrollment';
import { kitSend } from '../../kit/send';

// The back-office enrolment calls the review page makes (routes/manage-enrollments.ts, manage-enrollment-bulk.ts).

export const ENROLLMENTS_PATH = '/manage/enrollments';
export const REVIEW_STATUSES = ['pending', 'waitlisted', 'approved', 'paid', 'studying', 'completed', 'certified', 'rejected', 'cancelled'] as const;

export type { EnrollmentBulkOutcome as BulkOutcome } from '@/lib/contract/bulk';

// kitSend: a 422 is shown by the dialog's field, every other failure toasted once.
const post = <T,>(path: string, body?: unknown) => kitSend<T>(path, 'POST', body);

export const approve = (id: number) => post<{ data: Enrollment }>(`${ENROLLMENTS_PATH}/${id}/approve`);
export const reject = (id: number, reason: string) => post<{ data: Enrollment }>(`${ENROLLMENTS_PATH}/${id}/reject`, { reason });
export const complete = (id: number) => post<{ data: Enrollment }>(`${ENROLLMENTS_PATH}/${id}/complete`);
export const confirmPayment = (orderNo: string) => post(`/manage/orders/${orderNo}/confirm`);
export const refund = (orderNo: string, reason: string) => post(`/manage/orders/${orderNo}/refund`, { reason });
export const bulk = (ids: number[], action: 'approve' | 'reject', reason?: string) => post<{ data: EnrollmentBulkAnswer }>(`${ENROLLMENTS_PATH}/bulk`, { ids, action, reason });
export const issueCertificate = (enrollmentId: number) => post<{ data: { cert_no: string } }>('/certificates', { enrollment_id: enrollmentId });
