'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { readCachedProfile } from '@/lib/api/cached-profile';
import { fetchLearner, USER_KEY, type Learner } from '@/lib/api/session';

/**
 * The signed-in learner (GET /user); pass false to skip the request entirely. A verified learner's
 * cached profile (lib/api/cached-profile.ts) stands in until the answer comes; it is read after
 * mount, so the server's render and the first client render agree.
 */
export function useLearner(enabled = true) {
  const answer = useSWR(enabled ? USER_KEY : null, fetchLearner, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Read on each render, so a sign-out (which clears it) takes it away at once.
  const cached: Learner | undefined = mounted && enabled && answer.data === undefined ? readCachedProfile() : undefined;
  if (answer.data !== undefined || answer.error !== undefined || !cached) return answer;
  return { ...answer, data: cached, isLoading: false };
}
