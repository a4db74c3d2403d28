import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { logger } from '@/lib/server/observability/log';

/**
 * Tells the other instances that public data changed, so they drop their copies too. The instance
 * that served a write drops its own at once (lib/server/proxy/invalidate.ts, the API's response
 * cache) and announces the tags here; with REDIS_URL every other instance hears them within
 * milliseconds, without it they catch up when their copies expire (seconds).
 */

/** The tag that stands for the API's response caches (lib/server/api/http/response-cache.ts). */
export const API_RESPONSES_TAG = 'api-responses';

type Listener = (tags: string[]) => void;
type Bus = { id: string; channel: string; listeners: Set<Listener>; publisher?: Redis; subscriber?: Redis };

// One bus per process: Next bundles instrumentation and route handlers apart.
const state = globalThis as unknown as { __cacheBus?: Bus };

function bus(): Bus {
  state.__cacheBus ??= { id: randomUUID(), channel: 'cache-bus:public-data', listeners: new Set() };
  return state.__cacheBus;
}

/** Runs `listener` with the tags another instance announced. */
export function onPublicDataChange(listener: Listener): () => void {
  bus().listeners.add(listener);
  return () => bus().listeners.delete(listener);
}

/** Sends the tags to the other instances; a no-op without Redis. Never throws. */
export function announcePublicDataChange(tags: string[]): void {
  const b = bus();
  if (!b.publisher || tags.length === 0) return;
  b.publisher.publish(b.channel, JSON.stringify({ from: b.id, tags })).catch((error: Error) =>
    logger().warn({ error: error.message }, 'cache bus: announcement lost; other instances catch up when their copies expire'),
  );
}

/** Joins the channel of the instances sharing this Redis and key prefix. */
export async function connectCacheBus(redisUrl: string | undefined, prefix = 'skills'): Promise<void> {
  const b = bus();
  if (!redisUrl || b.publisher) return;
  b.channel = `${prefix}:cache-bus:public-data`;
  const options = { maxRetriesPerRequest: 2, lazyConnect: true };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const client of [publisher, subscriber]) client.on('error', (error) => logger().warn({ error: error.message }, 'cache bus: redis error'));
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const message = JSON.parse(text) as { from?: string; tags?: unknown };
      if (message.from === b.id || !Array.isArray(message.tags)) return;
      const tags = message.tags.filter((t): t is string => typeof t === 'string');
      for (const listener of b.listeners) listener(tags);
    } catch {
      // Not one of ours: ignored.
    }
  });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(b.channel);
    b.publisher = publisher;
    b.subscriber = subscriber;
  } catch (error) {
    logger().warn({ error: (error as Error).message }, 'cache bus: Redis unreachable; instances catch up when their copies expire');
    publisher.disconnect();
    subscriber.disconnect();
  }
}

export async function closeCacheBus(): Promise<void> {
  const b = bus();
  const clients = [b.publisher, b.subscriber].filter((c): c is Redis => Boolean(c));
  b.publisher = b.subscriber = undefined;
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
}
