import 'server-only';
import { api, type ApiQuery } from '@/lib/api/server';
import { processSlot } from '@/lib/server/process-state';

export const PUBLIC_DATA_SECONDS = 60;

/** The resource of a read ("/classes/12" → "classes"): what a change drops (lib/server/cache/model.ts). */
export function resourceOf(path: string): string {
  return path.replace(/^\/+/, '').split(/[/?]/)[0];
}

type Read = (path: string, query: ApiQuery, cityCode: string) => Promise<unknown>;

const direct: Read = (path, query, cityCode) => api(path, { query, cityCode: cityCode || undefined });

// Each resource's generation is part of the cache key: dropping a resource starts a new generation, so
// the next read misses. Unlike revalidateTag this works outside a request, when a change arrives on the
// cache bus (docs/decisions/0001-framework-and-caches.md says why not Next's own cache handler). In the process registry: Next bundles route handlers and instrumentation apart.
// The process's own id is in the key too: Next keeps the data cache on disk across restarts, and
// generations start again at 0, so a restarted server read the last run's copies under the same keys
// (a deleted article back on /news, an edited page without its edit).
type PublicReadState = { boot: string; generations: Map<string, number>; reads: Map<string, Read> };
const publicReadState = () =>
  processSlot<PublicReadState>('publicReads', () => ({ boot: crypto.randomUUID(), generations: new Map(), reads: new Map() }));

/** Each resource's generation so far (a test's window on the drops). */
export function publicDataGenerations(): ReadonlyMap<string, number> {
  return publicReadState().generations;
}

const ALL = '*';

/** Drops what the data cache holds for these resources ('*': everything). Called by the cache bus. */
export function dropPublicData(resources: Iterable<string> | '*'): void {
  const dropped = resources === ALL ? [ALL] : [...resources];
  if (!dropped.length) return;
  const { generations, reads } = publicReadState();
  for (const resource of dropped) {
    generations.set(resource, (generations.get(resource) ?? 0) + 1);
    if (resource === ALL) reads.clear();
    else reads.delete(resource);
  }
}

// next/cache is loaded only inside the Next server: its module graph needs Web APIs jsdom lacks.
async function cachedFor(path: string): Promise<Read> {
  const resource = resourceOf(path);
  const { boot, generations, reads } = publicReadState();
  let read = reads.get(resource);
  if (!read) {
    const { unstable_cache } = await import('next/cache');
    const generation = `${generations.get(ALL) ?? 0}.${generations.get(resource) ?? 0}`;
    read = unstable_cache(direct, ['public-read', boot, resource, generation], { revalidate: PUBLIC_DATA_SECONDS });
    reads.set(resource, read);
  }
  return read;
}

/**
 * A public, anonymous GET through the server-side client, served from Next's data cache: pages render
 * per request (each carries its own CSP nonce), so without this every view would reach the database.
 * Outside the Next server (jest, scripts) there is no data cache and the call goes straight through.
 */
export async function publicRead<T>(path: string, query: ApiQuery = {}, cityCode?: string): Promise<T> {
  const read = process.env.NEXT_RUNTIME ? await cachedFor(path) : direct;
  return (await read(path, query, cityCode ?? '')) as T;
}
