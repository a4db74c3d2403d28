import { api, type ApiQuery } from '@/lib/api/server';

/** Stands for every cached public read; a back-office write through the proxy drops them all. */
export const PUBLIC_DATA_TAG = 'public-api';
export const PUBLIC_DATA_SECONDS = 60;

/** The tag of one resource ("/classes/12" → "public-api:classes"), dropped after a learner's write to it. */
export function resourceTag(path: string): string {
  return `${PUBLIC_DATA_TAG}:${path.replace(/^\/+/, '').split(/[/?]/)[0]}`;
}

type Read = (path: string, query: ApiQuery, cityCode: string) => Promise<unknown>;

const direct: Read = (path, query, cityCode) => api(path, { query, cityCode: cityCode || undefined });

// Each tag's generation is part of the cache key: dropping a tag starts a new generation, so the
// next read misses. Unlike revalidateTag this works outside a request, when another instance's
// write arrives on the cache bus. On globalThis: Next bundles route handlers and instrumentation apart.
const state = globalThis as unknown as { __publicRead?: { generations: Map<string, number>; reads: Map<string, Read> } };
const publicReadState = () => (state.__publicRead ??= { generations: new Map(), reads: new Map() });

/** Drops what the data cache holds under these tags (PUBLIC_DATA_TAG: everything). */
export function dropPublicData(tags: string[]): void {
  const ours = tags.filter((tag) => tag.startsWith(PUBLIC_DATA_TAG));
  if (!ours.length) return;
  const { generations, reads } = publicReadState();
  for (const tag of ours) generations.set(tag, (generations.get(tag) ?? 0) + 1);
  reads.clear();
}

// next/cache is loaded only inside the Next server: its module graph needs Web APIs jsdom lacks.
async function cachedFor(path: string): Promise<Read> {
  const tag = resourceTag(path);
  const { generations, reads } = publicReadState();
  let read = reads.get(tag);
  if (!read) {
    const { unstable_cache } = await import('next/cache');
    const generation = `${generations.get(PUBLIC_DATA_TAG) ?? 0}.${generations.get(tag) ?? 0}`;
    read = unstable_cache(direct, ['public-read', tag, generation], { revalidate: PUBLIC_DATA_SECONDS });
    reads.set(tag, read);
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
