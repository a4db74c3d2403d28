'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { isPersonalParam } from '@/lib/api/private-query';

// A list page's filters and page live in its address (?status=pending&page=2&per_page=20), so a
// refresh, a copied link or the tab strip reopens the same view. The shell keeps pages of other
// tabs mounted: only the page whose path is on screen reads and writes the address.

export type QueryValue = string | number | undefined;
export type ListQuery = Record<string, QueryValue>;

export const PAGE_SIZES = [10, 15, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;

function clean(query: ListQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
}

/** The query a page starts from: its defaults overlaid by the address's parameters it knows. */
export function readQuery(params: URLSearchParams, defaults: ListQuery, keys: string[]): ListQuery {
  const out: ListQuery = { page: 1, per_page: DEFAULT_PAGE_SIZE, ...defaults };
  for (const key of new Set([...keys, 'page', 'per_page'])) {
    if (!params.has(key)) continue;
    const raw = params.get(key) ?? '';
    if (key === 'page' || key === 'per_page') {
      const n = Number(raw);
      if (Number.isInteger(n) && n > 0) out[key] = key === 'per_page' ? Math.min(n, 100) : n;
    } else {
      out[key] = raw === '' ? undefined : raw;
    }
  }
  return out;
}

/**
 * The address's query string for a list query: defaults left out, so the plain path is the default
 * view; a phone or ID number searched for left out too (lib/api/private-query.ts: a URL is kept in
 * history and logs), so a refresh shows the list without that filter.
 */
export function writeQuery(query: ListQuery, defaults: ListQuery): string {
  const base = clean({ page: 1, per_page: DEFAULT_PAGE_SIZE, ...defaults });
  const now = clean(query);
  const params = new URLSearchParams();
  for (const key of new Set([...Object.keys(base), ...Object.keys(now)])) {
    if (now[key] === base[key] || isPersonalParam(key, now[key] ?? '')) continue;
    params.set(key, now[key] ?? '');
  }
  return params.toString();
}

/**
 * Filters and page bound to the address of the page; a page mounts while its own path is on screen.
 * `bound: false` keeps them in the component only, for a list inside a page (a class's roster, a
 * tab beside other tabs) whose filters would otherwise collide with the page's own.
 */
export function useUrlQuery(defaults: ListQuery, keys: string[], bound = true) {
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const [path] = useState(pathname);
  const active = bound && pathname === path;
  const defaultsRef = useRef(defaults);
  const keysRef = useRef(keys);
  const [query, setQueryState] = useState<ListQuery>(() => readQuery(active ? new URLSearchParams(search.toString()) : new URLSearchParams(), defaults, keys));
  const searchString = search.toString();
  // The address last read or written, and the writes not yet seen in it (oldest first): two
  // filters changed in quick succession reach the address one after the other, and the first one
  // arriving is not a navigation to follow (following it dropped the second filter until its own arrived).
  const seen = useRef(searchString);
  const pending = useRef<string[]>([]);

  // Back/forward or a link to this page with other parameters: follow the address.
  useEffect(() => {
    if (!active) return;
    const mine = pending.current.indexOf(searchString);
    if (mine !== -1) {
      pending.current = pending.current.slice(mine + 1);
      seen.current = searchString;
      return;
    }
    if (searchString === seen.current) return;
    seen.current = searchString;
    pending.current = [];
    setQueryState(readQuery(new URLSearchParams(searchString), defaultsRef.current, keysRef.current));
  }, [active, searchString]);

  const setQuery = useCallback((next: ListQuery | ((q: ListQuery) => ListQuery)) => {
    setQueryState((current) => {
      const value = typeof next === 'function' ? next(current) : next;
      if (active) {
        const qs = writeQuery(value, defaultsRef.current);
        // Only a personal filter changed (kept out of the address): the address stays as it is.
        if (qs === seen.current && !pending.current.length) return value;
        if (pending.current.at(-1) !== qs) pending.current.push(qs);
        queueMicrotask(() => router.replace(qs ? `${path}?${qs}` : path, { scroll: false }));
      }
      return value;
    });
  }, [active, path, router]);

  /** New filters start again at page 1. */
  const filter = useCallback((patch: ListQuery) => setQuery((q) => ({ ...q, ...patch, page: 1 })), [setQuery]);
  const goTo = useCallback((page: number) => setQuery((q) => ({ ...q, page })), [setQuery]);
  const setPageSize = useCallback((size: number) => setQuery((q) => ({ ...q, per_page: size, page: 1 })), [setQuery]);
  const reset = useCallback(() => setQuery({ page: 1, per_page: DEFAULT_PAGE_SIZE, ...defaultsRef.current }), [setQuery]);
  return { query, filter, goTo, setPageSize, reset };
}
