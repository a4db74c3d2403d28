import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Limiter {
  consume(key: string): Promise<LimitResult>;
  reset(key: string): Promise<void>;
}

export type LimiterOptions = { name: string; points: number; durationSeconds: number; prefix: string; redis?: Redis };

/**
 * A fixed-window counter. With Redis every instance of the API shares it; without, it lives in
 * this process. A Redis outage falls back to an in-process counter rather than failing the request.
 */
export function createLimiter({ name, points, durationSeconds, prefix, redis }: LimiterOptions): Limiter {
  const keyPrefix = `${prefix}:rl:${name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: durationSeconds, insuranceLimiter: memory })
    : memory;
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
