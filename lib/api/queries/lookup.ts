import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { api, ApiRequestError } from '@/lib/api/server';
import type { ItemResponse } from '@/lib/contract/envelope';
import { settledAddress } from '@/lib/server/client-address';

export type ItemLookup<T> = { kind: 'found'; item: T } | { kind: 'missing' } | { kind: 'limited' };

/**
 * A public lookup of holder data by number (a certificate page): straight from the API, never from
 * the data cache, and sent with the visitor's address as the /api/v1 proxy sends it, so that each
 * view counts against the API's per-address lookup limit as the visitor's own request would.
 * generateMetadata and the page share the one call of a view.
 */
export const lookupItem = cache(async function lookupItem<T>(path: string): Promise<ItemLookup<T>> {
  const forwardedFor = settledAddress(await headers()) ?? undefined;
  try {
    return { kind: 'found', item: (await api<ItemResponse<T>>(path, { forwardedFor })).data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { kind: 'missing' };
    if (error instanceof ApiRequestError && error.status === 429) return { kind: 'limited' };
    throw error;
  }
}) as <T>(path: string) => Promise<ItemLookup<T>>;
