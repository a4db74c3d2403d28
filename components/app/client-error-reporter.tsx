'use client';

import { useEffect } from 'react';

const reported = new Set<string>();

/** Sends one uncaught UI error to the error-log store (SPEC.md §8); production builds only. */
export function reportClientError(error: { message?: unknown; stack?: unknown }): void {
  if (process.env.NODE_ENV !== 'production') return;
  const message = String(error.message ?? 'Unknown error').slice(0, 1000) || 'Unknown error';
  const stack = typeof error.stack === 'string' ? error.stack.slice(0, 8000) : undefined;
  const key = `${message}\n${stack ?? ''}`;
  if (reported.has(key)) return;
  reported.add(key);
  void fetch('/api/v1/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, stack, url: window.location.href.slice(0, 500) }),
    keepalive: true,
  }).catch(() => undefined);
}

export function ClientErrorReporter() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reportClientError(event.error ?? { message: event.message });
    const onRejection = (event: PromiseRejectionEvent) =>
      reportClientError(event.reason instanceof Error ? event.reason : { message: String(event.reason) });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
