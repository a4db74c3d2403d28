import type { Applicant, ManagedJob } from '@/lib/contract/job-admin';
import { kitSend } from '../../kit/send';

// The back-office job calls (lib/server/api/routes/manage-jobs.ts).

export const JOBS_PATH = '/manage/jobs';
export { JOB_STATUSES, type Applicant, type JobStatus, type ManagedJob } from '@/lib/contract/job-admin';

const call = <T,>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => kitSend<T>(path, method, body);
export const jobAction = (id: number, action: 'close' | 'reopen') => call<{ data: ManagedJob }>(`${JOBS_PATH}/${id}/${action}`, 'POST');
export const reviewJob = (id: number, approve: boolean, reason?: string) => call<{ data: ManagedJob }>(`${JOBS_PATH}/${id}/review`, 'POST', { approve, reason });
export const deleteJob = (id: number) => call(`${JOBS_PATH}/${id}`, 'DELETE');
export const saveJob = (id: number | null, body: unknown) =>
  call<{ data: ManagedJob }>(id ? `${JOBS_PATH}/${id}` : JOBS_PATH, id ? 'PUT' : 'POST', body);
export const answerApplicant = (jobId: number, id: number, status: string, note: string) =>
  call<{ data: Applicant }>(`${JOBS_PATH}/${jobId}/applications/${id}/status`, 'PUT', { status, note: note || undefined });
