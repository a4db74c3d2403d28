import Redis from 'ioredis';
import { env } from '@/lib/env';
import { withDeadline } from '@/lib/server/deadline';
import { logger } from '@/lib/server/observability/log';

export type RedisDeadlines = { connectMs: number; commandMs: number };

/** REDIS_CONNECT_TIMEOUT_MS and REDIS_COMMAND_TIMEOUT_MS. */
export const redisDeadlines = (): RedisDeadlines => ({ connectMs: env().REDIS_CONNECT_TIMEOUT_MS, commandMs: env().REDIS_COMMAND_TIMEOUT_MS });

/**
 * Every Redis connection of the process (limits, codes, the cache bus). A command not answered
 * within REDIS_COMMAND_TIMEOUT_MS rejects ("Command timed out"), whether Redis is down (the command
 * waits in the offline queue) or stopped answering on a live connection; each use decides what that
 * means (README, Operations: deadlines). Connecting gives up after REDIS_CONNECT_TIMEOUT_MS and retries,
 * whether the first connection failed or a later one was lost: ioredis's own backoff, 50 ms longer after
 * each failed attempt, at most 2 s apart.
 */
export function redisClient(url: string, use: string, deadlines: RedisDeadlines = redisDeadlines()): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: deadlines.connectMs,
    commandTimeout: deadlines.commandMs,
    maxRetriesPerRequest: 2,
  });
  // Unheard, ioredis prints every failed reconnection to stderr.
  client.on('error', (error: Error) => logger().warn({ error: error.message, redis: use }, 'redis error'));
  return client;
}

/** For /api/ready: a PING on a connection of its own, answered within the connect and command deadlines. */
export async function pingRedis(url: string, deadlines: RedisDeadlines = redisDeadlines()): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: deadlines.connectMs, commandTimeout: deadlines.commandMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await withDeadline('redis', deadlines.connectMs + deadlines.commandMs, async () => {
      await client.connect();
      await client.ping();
    });
  } finally {
    client.disconnect();
  }
}
