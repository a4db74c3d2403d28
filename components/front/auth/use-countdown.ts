'use client';

import { useCallback, useEffect, useState } from 'react';

export const CODE_COUNTDOWN_SECONDS = 60;

/** Seconds left before another SMS code may be requested; 0 when idle. */
export function useCountdown(seconds = CODE_COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, running: left > 0, start };
}
