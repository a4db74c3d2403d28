'use client';

import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { Enrollment } from '@/lib/contract/enrollment';
import type { ListResponse } from '@/lib/contract/envelope';

/** Statuses that hold the learner's place in a class (the API's active slot): a new enrolment is refused. */
const CLOSED = ['rejected', 'cancelled'];

import { classEnrollmentsKey } from '@/components/front/learner/keys';

export { classEnrollmentsKey };

/** The learner's enrolments in one class: the live one if any, else the newest (e.g. a rejected one to resubmit). */
export function useClassEnrollment(classId: number, enabled = true) {
  const { data, error, isLoading } = useSWR<ListResponse<Enrollment>>(
    enabled ? classEnrollmentsKey(classId) : null,
    (path: string) => apiFetch<ListResponse<Enrollment>>(path, { silent: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const list = data?.data ?? [];
  const live = list.find((e) => !CLOSED.includes(e.status)) ?? null;
  const rejected = live ? null : (list.find((e) => e.status === 'rejected') ?? null);
  // Loading only while nothing is known: data the server handed over (ServerData) paints at once.
  return { live, rejected, error, isLoading: isLoading && data === undefined };
}
