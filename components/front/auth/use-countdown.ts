'use client';

import { useCallback, useEffect, useState } from 'react';

export const CODE_COUNTDOWN_SECONDS = 60;

// The deadline, not the seconds left, is kept (in sessionStorage when a key is given): a learner who
// reloads the page, e.g. after switching to the SMS app, still sees how long to wait.

function readDeadline(key: string | undefined): number {
  if (!key) return 0;
  try {
    return Number(window.sessionStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

function writeDeadline(key: string | undefined, until: number): void {
  if (!key) return;
  try {
    window.sessionStorage.setItem(key, String(until));
  } catch {
    // storage unavailable (private mode): the countdown lasts as long as the page
  }
}

/** Seconds left before the button may be used again; 0 when idle. */
export function useCountdown(storageKey?: string) {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  useEffect(() => {
    const saved = readDeadline(storageKey);
    if (saved > Date.now()) {
      setNow(Date.now());
      setUntil(saved);
    }
  }, [storageKey]);
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = useCallback(
    (seconds: number = CODE_COUNTDOWN_SECONDS) => {
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
      writeDeadline(storageKey, at + seconds * 1000);
    },
    [storageKey],
  );
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return { left, running: left > 0, start };
}
