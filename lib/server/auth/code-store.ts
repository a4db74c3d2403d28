import type Redis from 'ioredis';
import type { Db } from '@/lib/server/db';
import type { SmsPurpose } from '@/lib/server/sms';

export type StoredCode = {
  key: string;
  phone: string;
  purpose: SmsPurpose;
  codeHash: string;
  attempts: number;
  ip: string | null;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
};

/** Where one-time SMS codes live: the verification_codes table, or Redis when several API instances run. */
export interface VerificationCodeStore {
  create(code: Omit<StoredCode, 'attempts' | 'usedAt'>): Promise<void>;
  find(key: string): Promise<StoredCode | null>;
  /** Counts a wrong guess and answers the new total. */
  recordFailure(key: string): Promise<number>;
  /** Marks the code used; false when someone else used it first. */
  consume(key: string, at: string): Promise<boolean>;
}

export function dbCodeStore(db: Db): VerificationCodeStore {
  return {
    async create(code) {
      await db
        .insertInto('verification_codes')
        .values({
          verification_key: code.key, phone: code.phone, purpose: code.purpose, code_hash: code.codeHash,
          attempts: 0, ip: code.ip?.slice(0, 64) ?? null, expires_at: code.expiresAt, used_at: null, created_at: code.createdAt,
        })
        .execute();
    },
    async find(key) {
      const row = await db.selectFrom('verification_codes').selectAll().where('verification_key', '=', key).executeTakeFirst();
      if (!row) return null;
      return {
        key: row.verification_key, phone: row.phone, purpose: row.purpose as SmsPurpose, codeHash: row.code_hash,
        attempts: row.attempts, ip: row.ip, expiresAt: row.expires_at, usedAt: row.used_at, createdAt: row.created_at,
      };
    },
    async recordFailure(key) {
      await db.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('verification_key', '=', key).execute();
      const row = await db.selectFrom('verification_codes').select('attempts').where('verification_key', '=', key).executeTakeFirst();
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },
    async consume(key, at) {
      const result = await db
        .updateTable('verification_codes')
        .set({ used_at: at })
        .where('verification_key', '=', key)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

// Redis keeps a code a little past its logical expiry (checked against the service clock) and then drops it.
const REDIS_TTL_SECONDS = 15 * 60;

export function redisCodeStore(redis: Redis, prefix: string): VerificationCodeStore {
  const keyOf = (key: string) => `${prefix}:vc:${key}`;
  return {
    async create(code) {
      const k = keyOf(code.key);
      await redis
        .multi()
        .hset(k, {
          phone: code.phone, purpose: code.purpose, code_hash: code.codeHash, attempts: '0', ip: code.ip ?? '',
          expires_at: code.expiresAt, created_at: code.createdAt,
        })
        .expire(k, REDIS_TTL_SECONDS)
        .exec();
    },
    async find(key) {
      const h = await redis.hgetall(keyOf(key));
      if (!h.code_hash) return null;
      return {
        key, phone: h.phone, purpose: h.purpose as SmsPurpose, codeHash: h.code_hash, attempts: Number(h.attempts ?? 0),
        ip: h.ip || null, expiresAt: h.expires_at, usedAt: h.used_at ?? null, createdAt: h.created_at,
      };
    },
    async recordFailure(key) {
      return redis.hincrby(keyOf(key), 'attempts', 1);
    },
    async consume(key, at) {
      return (await redis.hsetnx(keyOf(key), 'used_at', at)) === 1;
    },
  };
}
