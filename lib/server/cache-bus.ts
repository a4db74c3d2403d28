import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { logger } from '@/lib/server/observability/log';
import { redisClient } from '@/lib/server/redis';
import { entitiesOf, type Write } from '@/lib/server/cache/model';
import { processSlot } from '@/lib/server/process-state';

/**
 * The one signal every cache listens to: which entities a committed write changed (the tables it
 * wrote, turned into entities by lib/server/cache/model.ts). A change is heard in this process at
 * once, before the write's request answers, and with REDIS_URL by every other instance sharing the
 * Redis and key prefix within milliseconds; without Redis they catch up when their copies expire.
 */

type Listener = (entities: string[]) => void;
type Bus = { id: string; channel: string; listeners: Set<Listener>; publisher?: Redis; subscriber?: Redis };

// One bus per process (the process registry): Next bundles instrumentation, route handlers and pages apart.
function bus(): Bus {
  return processSlot<Bus>('cacheBus', () => ({ id: randomUUID(), channel: 'cache-bus:changes', listeners: new Set() }));
}

/** Runs `listener` with the entities each change names, this process's own and the other instances'. */
export function onDataChange(listener: Listener): () => void {
  bus().listeners.add(listener);
  return () => bus().listeners.delete(listener);
}

function hear(entities: string[]): void {
  for (const listener of bus().listeners) {
    try {
      listener(entities);
    } catch (error) {
      logger().error({ error: (error as Error).message }, 'cache bus: a listener failed');
    }
  }
}

/** Announces changed entities here and to the other instances. Never throws. */
export function announceChange(entities: string[]): void {
  if (entities.length === 0) return;
  hear(entities);
  const b = bus();
  if (!b.publisher) return;
  b.publisher.publish(b.channel, JSON.stringify({ from: b.id, entities })).catch((error: Error) =>
    logger().warn({ error: error.message }, 'cache bus: announcement lost; other instances catch up when their copies expire'),
  );
}

/** What the database handle calls with the tables a committed write changed (lib/server/db/connect.ts). */
export function announceWrites(writes: Write[]): void {
  announceChange(entitiesOf(writes));
}

/** Joins the channel of the instances sharing this Redis and key prefix. */
export async function connectCacheBus(redisUrl: string | undefined, prefix: string): Promise<void> {
  const b = bus();
  if (!redisUrl || b.publisher) return;
  b.channel = `${prefix}:cache-bus:changes`;
  // A lost announcement (Redis down or past its command deadline) is logged; instances catch up when their copies expire.
  const publisher = redisClient(redisUrl, 'cache bus');
  const subscriber = redisClient(redisUrl, 'cache bus');
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const message = JSON.parse(text) as { from?: string; entities?: unknown };
      if (message.from === b.id || !Array.isArray(message.entities)) return;
      hear(message.entities.filter((e): e is string => typeof e === 'string'));
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
