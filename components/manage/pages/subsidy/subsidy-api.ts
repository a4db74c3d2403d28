import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { AttendanceCorrection, AttendanceCorrectionInput, AttendanceRecord } from '@/lib/contract/subsidy/attendance';
import type { AuditEntry } from '@/lib/contract/subsidy/audit';
import type { CategoryReviewInput } from '@/lib/contract/subsidy/category';
import type { CheckInCode } from '@/lib/contract/subsidy/check-in';
import type { ClaimDetail, ClaimPayeeInput } from '@/lib/contract/subsidy/claim';
import type { ClassEligibility } from '@/lib/contract/subsidy/eligibility';
import type { FraudSignal } from '@/lib/contract/subsidy/fraud-signal';
import type { Objection } from '@/lib/contract/subsidy/notice';
import type { PaymentBatchDetail, PaymentBatchInput, PaymentRecordInput } from '@/lib/contract/subsidy/payment';
import type { ReviewInput } from '@/lib/contract/subsidy/review';
import type { ClassSession, ClassSessionInput } from '@/lib/contract/subsidy/session';
import type { SubsidyStandardInput } from '@/lib/contract/subsidy/standard';
import { kitSend } from '../../kit/send';

// The back-office subsidy calls (lib/contract/subsidy/routes.ts lists them). Writes go through
// kitSend: a 422 lands by its field in the form, anything else is toasted once.

export const SUBSIDY = '/manage/subsidy';
type Item<T> = { data: T };
type Rows<T> = { data: T[] };

const read = <T,>(path: string) => apiFetch<T>(path, { guard: 'manage', silent: true });
/** A back-office read by its path (the SWR key), or nothing while `path` is null. */
export const useSubsidyRead = <T,>(path: string | null, refreshMs = 0) =>
  useSWR<T>(path, read, { revalidateOnFocus: false, refreshInterval: refreshMs });

export const saveStandard = (id: number | null, body: SubsidyStandardInput) =>
  kitSend(id ? `${SUBSIDY}/standards/${id}` : `${SUBSIDY}/standards`, id ? 'PUT' : 'POST', body);
export const deleteStandard = (id: number) => kitSend(`${SUBSIDY}/standards/${id}`, 'DELETE');

export const reviewCategory = (id: number, body: CategoryReviewInput) => kitSend(`${SUBSIDY}/categories/${id}/review`, 'POST', body);

export const sessionsPath = (classId: number) => `${SUBSIDY}/classes/${classId}/sessions`;
export const saveSession = (classId: number, id: number | null, body: ClassSessionInput) =>
  kitSend<Item<ClassSession>>(id ? `${SUBSIDY}/sessions/${id}` : sessionsPath(classId), id ? 'PUT' : 'POST', body);
export const deleteSession = (id: number) => kitSend(`${SUBSIDY}/sessions/${id}`, 'DELETE');
export const codePath = (sessionId: number) => `${SUBSIDY}/sessions/${sessionId}/code`;
export const readCode = (sessionId: number) => read<Item<CheckInCode>>(codePath(sessionId));
export const attendancePath = (sessionId: number) => `${SUBSIDY}/sessions/${sessionId}/attendance`;
export const correctAttendance = (sessionId: number, enrollmentId: number, body: AttendanceCorrectionInput) =>
  kitSend(`${attendancePath(sessionId)}/${enrollmentId}`, 'PUT', body);
export const correctionsPath = (classId: number) => `${SUBSIDY}/classes/${classId}/corrections`;
export const eligibilityPath = (classId: number) => `${SUBSIDY}/classes/${classId}/eligibility`;

export const CLAIMS = `${SUBSIDY}/claims`;
export const claimPath = (id: number) => `${CLAIMS}/${id}`;
export const createClaim = (classId: number) => kitSend<Item<ClaimDetail>>(CLAIMS, 'POST', { class_id: classId });
export const refreshClaim = (id: number) => kitSend<Item<ClaimDetail>>(`${claimPath(id)}/refresh`, 'POST');
export const savePayee = (id: number, body: ClaimPayeeInput) => kitSend(`${claimPath(id)}/payee`, 'PUT', body);
export const submitClaim = (id: number) => kitSend(`${claimPath(id)}/submit`, 'POST');
export const reviewClaim = (id: number, body: ReviewInput) => kitSend(`${claimPath(id)}/review`, 'POST', body);
export const removeAttachment = (id: number, fileId: number) => kitSend(`${claimPath(id)}/attachments/${fileId}`, 'DELETE');
export function uploadAttachment(id: number, file: File, kind: string) {
  const form = new FormData();
  form.append('file', file);
  form.append('kind', kind);
  return kitSend(`${claimPath(id)}/attachments`, 'POST', form);
}
export const handleObjection = (id: number, note: string) => kitSend(`${SUBSIDY}/objections/${id}/handle`, 'POST', { note });

export const BATCHES = `${SUBSIDY}/payment-batches`;
export const createBatch = (body: PaymentBatchInput) => kitSend<Item<PaymentBatchDetail>>(BATCHES, 'POST', body);
export const recordPayment = (id: number, body: PaymentRecordInput) => kitSend(`${BATCHES}/${id}/pay`, 'POST', body);

export type {
  AttendanceCorrection, AttendanceRecord, AuditEntry, ClaimDetail, ClassEligibility, ClassSession, FraudSignal, Objection,
  PaymentBatchDetail, Rows, Item,
};
