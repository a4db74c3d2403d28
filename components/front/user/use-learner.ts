'use client';

import useSWR from 'swr';
import { fetchLearner, USER_KEY } from '@/lib/api/session';

/** The signed-in learner (GET /user); pass false to skip the request entirely. */
export function useLearner(enabled = true) {
  return useSWR(enabled ? USER_KEY : null, fetchLearner, { revalidateOnFocus: false, shouldRetryOnError: false });
}
