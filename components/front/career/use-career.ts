'use client';

import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { CollectionResponse, ItemResponse } from '@/lib/contract/envelope';
import type { MyCertificate, MyExam } from '@/lib/contract/career';

// SWR keys are the API paths, so mutate('/user/exams') refreshes every reader.
import { MY_CERTIFICATES_KEY, MY_EXAMS_KEY, myExamKey } from '@/components/front/learner/keys';

export { MY_CERTIFICATES_KEY, MY_EXAMS_KEY };

const options = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
// The pages explain failures in place, so no toast as well (a 401 still resets the session).
function silentFetcher<T>(path: string): Promise<T> {
  return apiFetch<T>(path, { silent: true });
}

export function useMyExams() {
  return useSWR<CollectionResponse<MyExam>>(MY_EXAMS_KEY, silentFetcher, options);
}

export function useMyExam(id: number) {
  return useSWR<ItemResponse<MyExam>>(myExamKey(id), silentFetcher, options);
}

export function useMyCertificates() {
  return useSWR<CollectionResponse<MyCertificate>>(MY_CERTIFICATES_KEY, silentFetcher, options);
}
