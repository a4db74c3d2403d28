'use client';

import { useEffect, useState } from 'react';
import { fetchWithin, REQUEST_TIMEOUT_MS } from '@/lib/api/fetch-deadline';
import type { PublishedKeySet } from '@/lib/credentials/verify';

// The platform's public keys and revocation list, fetched once per visit and kept in localStorage,
// so a later visit (or this one, once the network is gone) verifies with what was saved.

const KEYS = 'certificate-keys:v1';
const STATUS = 'certificate-status:v1';
export const KEYS_URL = '/.well-known/certificate-keys.json';
export const STATUS_URL = '/.well-known/certificate-status.jwt';

type Saved<T> = { value: T; at: string };
export type Published = { keys: Saved<PublishedKeySet> | null; status: Saved<string> | null };

function read<T>(name: string): Saved<T> | null {
  try {
    const raw = window.localStorage.getItem(name);
    return raw ? (JSON.parse(raw) as Saved<T>) : null;
  } catch {
    return null;
  }
}

function save<T>(name: string, value: T): Saved<T> {
  const saved = { value, at: new Date().toISOString() };
  try {
    window.localStorage.setItem(name, JSON.stringify(saved));
  } catch {
    // Private mode or a full store: this visit still has it in memory.
  }
  return saved;
}

async function fetched<T>(url: string, parse: (r: Response) => Promise<T>): Promise<T | null> {
  try {
    const response = await fetchWithin(url, { cache: 'no-cache' }, REQUEST_TIMEOUT_MS);
    return response.ok ? await parse(response) : null;
  } catch {
    return null;
  }
}

type Fetched = [PublishedKeySet | null, string | null];
let inFlight: Promise<Fetched> | null = null;

/** Both files, once for all the checks on a page that ask at the same time (the page has two). */
function fetchPublished(): Promise<Fetched> {
  inFlight ??= Promise.all([fetched(KEYS_URL, (r) => r.json() as Promise<PublishedKeySet>), fetched(STATUS_URL, (r) => r.text())]).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export function usePublishedKeys(): Published & { loading: boolean } {
  const [published, setPublished] = useState<Published>({ keys: null, status: null });
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    setPublished({ keys: read<PublishedKeySet>(KEYS), status: read<string>(STATUS) });
    void fetchPublished().then(([keys, status]) => {
      if (!live) return;
      setPublished((before) => ({
        keys: keys && Array.isArray(keys.keys) ? save(KEYS, keys) : before.keys,
        status: status ? save(STATUS, status) : before.status,
      }));
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, []);
  return { ...published, loading };
}
