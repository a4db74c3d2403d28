'use client';

import { useEffect, useRef, useState } from 'react';
import { API_BASE, APP_ID } from '@/lib/api/client';
import { fetchWithin, REQUEST_TIMEOUT_MS } from '@/lib/api/fetch-deadline';
import { GUARD_HEADER, type SessionGuard } from '@/lib/auth/cookies';
import { SCREEN_REFRESH_SECONDS } from '@/lib/contract/data-screen/figures';

/** How the figures are arriving: pushed on the stream, read every SCREEN_REFRESH_SECONDS, or not yet. */
export type LiveMode = 'connecting' | 'stream' | 'polling';

export type LiveScreen<T> = { data: T | undefined; error: number | null; mode: LiveMode; reload: () => void };

type Options<T> = {
  /** The figures' API path (query included), e.g. /manage/screen?city_code=410100. */
  path: string;
  /** The server-sent events' API path; none: polling only. */
  events?: string;
  guard: SessionGuard;
  initial?: T;
  /** Checks an answer's shape (the contract's schema); a malformed one is ignored. */
  parse: (value: unknown) => T | null;
  /** Neither stream nor polling (a back-office page kept in a hidden tab). */
  paused?: boolean;
};

const unwrap = (body: unknown) => (body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body);

/**
 * The screen's figures, kept up to date without a reload: an EventSource on the events endpoint
 * replaces them on each `figures` event. When the stream fails (refused, or dropped and not back),
 * the figures are read every SCREEN_REFRESH_SECONDS with If-None-Match (a 304 keeps them), and the
 * stream is tried again at each read until it opens, which ends the polling.
 */
export function useLiveScreen<T>({ path, events, guard, initial, parse, paused = false }: Options<T>): LiveScreen<T> {
  const [data, setData] = useState<T | undefined>(initial);
  const [error, setError] = useState<number | null>(null);
  const [mode, setMode] = useState<LiveMode>('connecting');
  const [generation, setGeneration] = useState(0);
  const parseRef = useRef(parse);
  parseRef.current = parse;

  useEffect(() => {
    if (paused) return;
    let stopped = false;
    let etag: string | null = null;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    const accept = (value: unknown) => {
      const parsed = parseRef.current(unwrap(value));
      if (parsed && !stopped) {
        setData(parsed);
        setError(null);
      }
    };

    const read = async () => {
      const headers: Record<string, string> = { accept: 'application/json', appid: String(APP_ID) };
      if (guard === 'manage') headers[GUARD_HEADER] = 'manage';
      if (etag) headers['if-none-match'] = etag;
      try {
        const response = await fetchWithin(`${API_BASE}${path}`, { headers, credentials: 'same-origin' }, REQUEST_TIMEOUT_MS);
        if (stopped || response.status === 304) return;
        if (!response.ok) return setError(response.status);
        etag = response.headers.get('etag');
        accept(await response.json());
      } catch {
        if (!stopped) setError(0);
      }
    };

    const poll = () => {
      if (timer || stopped) return;
      setMode('polling');
      timer = setInterval(() => {
        void read();
        openStream();
      }, SCREEN_REFRESH_SECONDS * 1000);
    };

    function openStream() {
      if (!events || source || stopped || typeof EventSource === 'undefined') return;
      const stream = new EventSource(`${API_BASE}${events}`);
      source = stream;
      stream.onopen = () => {
        if (timer) clearInterval(timer);
        timer = null;
        setMode('stream');
      };
      stream.addEventListener('figures', (event) => {
        try {
          accept(JSON.parse((event as MessageEvent<string>).data));
        } catch {
          // A malformed event: the next one (or the next read) brings the figures.
        }
      });
      stream.onerror = () => {
        // The browser reconnects a dropped stream by itself; until it is back (or when it gives up),
        // the figures are read instead, and the stream is opened afresh on the next read.
        stream.close();
        source = null;
        poll();
        void read();
      };
    }

    if (initial === undefined || generation > 0) void read();
    if (events && typeof EventSource !== 'undefined') openStream();
    else poll();
    return () => {
      stopped = true;
      source?.close();
      if (timer) clearInterval(timer);
    };
  }, [path, events, guard, generation, paused]); // eslint-disable-line react-hooks/exhaustive-deps

  return { data, error, mode, reload: () => setGeneration((g) => g + 1) };
}
