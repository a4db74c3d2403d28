import { apiFetch } from '@/lib/api/client';
import { formatDateTime, fromZoneInput, toZoneInput } from '@/lib/format/date';
import { kitSend } from '../../kit/send';
import type { ManagedExam, TicketsIssued } from '@/lib/contract/exam-admin';
import type { ImportReport } from '@/lib/contract/import-report';

// The back-office exam calls (routes/exams.ts creates and issues tickets; routes/manage-exams.ts the rest).

export const EXAMS_PATH = '/manage/exams';
export { EXAM_STATUSES, type ExamResultRow, type ExamStatus, type ManagedExam } from '@/lib/contract/exam-admin';
export type ExamInput = { class_id?: number; title: string; start_at: string; end_at: string; place: string; pass_score: number };

// Every write is sent from a form or a confirmation, which shows a 422 by its field: kitSend leaves
// it untoasted and toasts anything else once.
const call = <T,>(path: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', body?: unknown) => kitSend<T>(path, method, body);
export const createExam = (input: ExamInput) => kitSend<{ data: ManagedExam }>('/exams', 'POST', input);
export const updateExam = (id: number, input: Partial<ExamInput>) => kitSend<{ data: ManagedExam }>(`${EXAMS_PATH}/${id}`, 'PATCH', input);
export const issueTickets = (id: number) => call<TicketsIssued>(`/exams/${id}/tickets`, 'POST');
export const cancelExam = (id: number) => call<{ data: ManagedExam }>(`${EXAMS_PATH}/${id}/cancel`, 'POST');
export const deleteExam = (id: number) => call<void>(`${EXAMS_PATH}/${id}`, 'DELETE');
// A score's 422 is shown by its input, not toasted.
export const recordScore = (id: number, userId: number, score: number) => kitSend(`/exams/${id}/results/${userId}`, 'PUT', { score });

export function importScores(id: number, file: File, mode: 'all' | 'valid') {
  const form = new FormData();
  form.append('file', file);
  form.append('mode', mode);
  return apiFetch<{ data: ImportReport }>(`${EXAMS_PATH}/${id}/results/import`, { method: 'POST', guard: 'manage', body: form });
}

/** datetime-local value ⇄ ISO with zone, in the platform's time zone (lib/format/date.ts), whatever the browser's. */
export const toLocalInput = (iso: string) => toZoneInput(iso);
export const fromLocalInput = (value: string) => (value ? fromZoneInput(value) : '');
export const showTime = (iso: string) => formatDateTime(iso, { seconds: false });
