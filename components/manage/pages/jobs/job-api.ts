import { kitSend } from '../../kit/send';

// The back-office job calls (lib/server/api/routes/manage-jobs.ts).

export const JOBS_PATH = '/manage/jobs';
export const JOB_STATUSES = ['pending', 'published', 'rejected', 'closed'] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];
export type ManagedJob = {
  id: number; title: string; organization_id: number; organization_name: string; occupation_id: number | null; occupation_name: string | null;
  city_code: string | null; city_name: string | null; area_code: string | null; salary_min: number | null; salary_max: number | null; headcount: number;
  education: string | null; experience: string | null; description: string | null; contact: string | null; status: JobStatus; review_reason: string | null;
  published_at: string | null; applications_count: number; created_at: string;
};
export type Applicant = {
  id: number; job_id: number; status: string; message: string | null; note: string | null; name: string; phone: string; id_number: string | null;
  education: string | null; expected_job: string | null; occupation_name: string | null; created_at: string;
};

const call = <T,>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => kitSend<T>(path, method, body);
export const jobAction = (id: number, action: 'close' | 'reopen') => call<{ data: ManagedJob }>(`${JOBS_PATH}/${id}/${action}`, 'POST');
export const reviewJob = (id: number, approve: boolean, reason?: string) => call<{ data: ManagedJob }>(`${JOBS_PATH}/${id}/review`, 'POST', { approve, reason });
export const deleteJob = (id: number) => call(`${JOBS_PATH}/${id}`, 'DELETE');
export const saveJob = (id: number | null, body: unknown) =>
  call<{ data: ManagedJob }>(id ? `${JOBS_PATH}/${id}` : JOBS_PATH, id ? 'PUT' : 'POST', body);
export const answerApplicant = (jobId: number, id: number, status: string, note: string) =>
  call<{ data: Applicant }>(`${JOBS_PATH}/${jobId}/applications/${id}/status`, 'PUT', { status, note: note || undefined });
