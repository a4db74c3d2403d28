import { api, type ApiQuery } from '@/lib/api/server';

/** Every cached public read carries this tag; a back-office write through the proxy drops them all. */
export const PUBLIC_DATA_TAG = 'public-api';
export const PUBLIC_DATA_SECONDS = 60;

/** The tag of one resource ("/classes/12" → "public-api:classes"), dropped after a learner's write to it. */
export function resourceTag(path: string): string {
  return `${PUBLIC_DATA_TAG}:${path.replace(/^\/+/, '').split(/[/?]/)[0]}`;
}

type Read = (path: string, query: ApiQuery, cityCode: string) => Promise<unknown>;

const direct: Read = (path, query, cityCode) => api(path, { query, cityCode: cityCode || undefined });

const cachedByPath = new Map<string, Read>();

// next/cache is loaded only inside the Next server: its module graph needs Web APIs jsdom lacks.
async function cachedFor(path: string): Promise<Read> {
  const tag = resourceTag(path);
  let read = cachedByPath.get(tag);
  if (!read) {
    const { unstable_cache } = await import('next/cache');
    read = unstable_cache(direct, ['public-read', tag], { revalidate: PUBLIC_DATA_SECONDS, tags: [PUBLIC_DATA_TAG, tag] });
    cachedByPath.set(tag, read);
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
