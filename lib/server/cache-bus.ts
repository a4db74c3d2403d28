import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { withDeadline } from '@/lib/server/deadline';
import { logger } from '@/lib/server/observability/log';
import { redisClient, redisDeadlines, type RedisDeadlines } from '@/lib/server/redis';
import { ENTITIES, entitiesOf, type Write } from '@/lib/server/cache/model';
import { processSlot } from '@/lib/server/process-state';

/**
 * The one signal every cache listens to: which entities a committed write changed (the tables it
 * wrote, turned into entities by lib/server/cache/model.ts). A change is heard in this process at
 * once, before the write's request answers, and with REDIS_URL by every other instance sharing the
 * Redis and key prefix within milliseconds; without Redis they catch up when their copies expire.
 *
 * An instance whose Redis is down (at start or later) serves on with its own changes only, and joins
 * the channel again by itself once Redis answers (ioredis's reconnection: 50 ms more after each failed
 * attempt, at most 2 s apart); it then drops every copy it kept meanwhile, since it may have missed
 * the others' announcements.
 */

type Listener = (entities: string[]) => void;
type Bus = { id: string; channel: string; listeners: Set<Listener>; link?: BusLink; serving?: boolean };

/** How often a joined link sends a PING on its subscription, which must be answered within REDIS_COMMAND_TIMEOUT_MS. */
export const BUS_HEARTBEAT_MS = 15_000;

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
  bus().link?.publish(entities);
}

/** What the database handle calls with the tables a committed write changed (lib/server/db/connect.ts). */
export function announceWrites(writes: Write[]): void {
  announceChange(entitiesOf(writes));
}

export type BusLinkOptions = {
  url: string;
  channel: string;
  /** This instance's id: its own announcements coming back from Redis are not heard twice. */
  id: string;
  /** What another instance announced. */
  hear: (entities: string[]) => void;
  /** Each time the link joins the channel: at start, and again after it lost Redis. */
  onJoin?: () => void;
  deadlines?: RedisDeadlines;
  heartbeatMs?: number;
};

export type BusLink = {
  /** 'ok' while subscribed to the channel, else why not. */
  state: () => 'ok' | string;
  /** Settles once the first attempt to join has ended, joined or not (never rejects). */
  firstAttempt: Promise<void>;
  /** Sends the entities to the other instances; a lost announcement is logged, never thrown. */
  publish: (entities: string[]) => void;
  close: () => Promise<void>;
};

/**
 * One instance's connections to the channel: a publisher and a subscriber, each reconnecting by itself
 * whenever Redis is unreachable (from the start or later), the subscriber subscribing again each time
 * it is ready. A subscription is a read from Redis with no end, so it has a heartbeat: a PING every
 * `heartbeatMs` not answered within the command deadline (a connection that silently stopped, as after
 * a network fault or a failover) is replaced by a new one.
 */
export function openBusLink(options: BusLinkOptions): BusLink {
  const { channel, id } = options;
  const publisher = redisClient(options.url, 'cache bus', options.deadlines);
  const subscriber = redisClient(options.url, 'cache bus', options.deadlines);
  let joined = false;
  let closed = false;
  let problem = 'not joined yet';
  let settleFirst: () => void = () => undefined;
  const firstAttempt = new Promise<void>((resolve) => (settleFirst = resolve));

  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const message = JSON.parse(text) as { from?: string; entities?: unknown };
      if (message.from === id || !Array.isArray(message.entities)) return;
      options.hear(message.entities.filter((e): e is string => typeof e === 'string'));
    } catch {
      // Not one of ours: ignored.
    }
  });
  subscriber.on('error', (error: Error) => {
    if (!joined) problem = error.message;
  });
  subscriber.on('close', () => {
    if (joined && !closed) {
      logger().warn({ channel }, 'cache bus: lost Redis; changes are heard in this instance only until it joins again');
      problem = 'connection to Redis closed';
    }
    joined = false;
  });
  // A connection that stopped answering is replaced: ended (destroyed if it does not close within
  // ioredis's disconnectTimeout), then a new one after the reconnection delay. Once per connection.
  const replacing = new Set<Redis>();
  const replace = (client: Redis) => {
    if (closed || replacing.has(client) || client.status !== 'ready') return;
    replacing.add(client);
    client.once('close', () => replacing.delete(client));
    client.disconnect(true);
  };
  const join = async () => {
    try {
      await subscriber.subscribe(channel);
    } catch (error) {
      // Not confirmed within the command deadline (a Redis that accepted the connection and stopped).
      problem = (error as Error).message;
      settleFirst();
      replace(subscriber);
      return;
    }
    settleFirst();
    if (closed || joined) return;
    joined = true;
    logger().info({ channel }, 'cache bus joined');
    options.onJoin?.();
  };
  subscriber.on('ready', () => void join());
  const heartbeat = setInterval(() => {
    if (!joined) return;
    subscriber.ping().catch((error: Error) => {
      if (!joined || closed) return;
      logger().warn({ channel, error: error.message }, 'cache bus: Redis did not answer the heartbeat; reconnecting');
      joined = false;
      problem = error.message;
      replace(subscriber);
    });
  }, options.heartbeatMs ?? BUS_HEARTBEAT_MS);
  heartbeat.unref();

  // A first connection that fails is retried by ioredis in the background (the 'ready' above joins).
  publisher.connect().catch(() => undefined);
  subscriber.connect().catch(() => settleFirst());

  return {
    state: () => (joined ? 'ok' : problem),
    firstAttempt,
    publish(entities) {
      publisher.publish(channel, JSON.stringify({ from: id, entities })).catch((error: Error) => {
        logger().warn({ error: error.message }, 'cache bus: announcement lost; other instances catch up when their copies expire');
        // Not answered on a connection that looks open: the next announcement goes on a new one.
        replace(publisher);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      joined = false;
      clearInterval(heartbeat);
      settleFirst();
      await Promise.all([publisher, subscriber].map((client) =>
        client.status === 'ready' ? client.quit().then(() => undefined, () => client.disconnect()) : client.disconnect()));
    },
  };
}

const EVERY_ENTITY = Object.keys(ENTITIES);

/**
 * Joins the channel of the instances sharing this Redis and key prefix. Waits for the first attempt
 * (at most the connect and command deadlines), so an instance whose Redis answers starts on the bus;
 * one whose Redis does not starts without it, and joins once Redis answers.
 */
export async function connectCacheBus(redisUrl: string | undefined, prefix: string): Promise<void> {
  const b = bus();
  if (!redisUrl || b.link) return;
  b.channel = `${prefix}:cache-bus:changes`;
  const deadlines = redisDeadlines();
  const link = openBusLink({
    url: redisUrl, channel: b.channel, id: b.id, hear, deadlines,
    // Joined after start (Redis was down, or went away): announcements made meanwhile were missed.
    onJoin: () => {
      if (b.serving) hear(EVERY_ENTITY);
    },
  });
  b.link = link;
  await withDeadline('cache bus', deadlines.connectMs + 2 * deadlines.commandMs, () => link.firstAttempt).catch(() => undefined);
  b.serving = true;
  if (link.state() !== 'ok') {
    logger().warn({ error: link.state() }, 'cache bus: Redis unreachable; this instance hears its own changes only until Redis answers, and the others catch up when their copies expire');
  }
}

/** For /api/ready and /api/health: 'ok' while on the channel, why not otherwise; undefined without Redis. */
export function cacheBusState(): 'ok' | string | undefined {
  return bus().link?.state();
}

export async function closeCacheBus(): Promise<void> {
  const b = bus();
  const link = b.link;
  b.link = undefined;
  b.serving = false;
  await link?.close();
}
