'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { CODE_COUNTDOWN_SECONDS, useCountdown } from './use-countdown';
import { waitUnit } from './wait-label';

/** A button the server refused with 429: disabled for its Retry-After, kept across reloads with a storage key. */
export function useThrottle(storageKey?: string) {
  const t = useTranslations('Throttle');
  const { left, running, start } = useCountdown(storageKey);
  /** Starts the countdown when error is a 429; answers whether it was. */
  const throttled = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 429) return false;
      start(error.retryAfter ?? CODE_COUNTDOWN_SECONDS);
      return true;
    },
    [start],
  );
  // "N 秒后可重试" up to two minutes, whole minutes up to an hour (a locked account waits 15), then a daily limit.
  const wait = waitUnit(left);
  const label = wait.unit === 'seconds' ? t('retryIn', { seconds: wait.value }) : wait.unit === 'minutes' ? t('retryInMinutes', { minutes: wait.value }) : t('tryTomorrow');
  return { left, running, start, throttled, label };
}
