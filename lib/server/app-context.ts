import type Redis from 'ioredis';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { createLimiter } from '@/lib/server/rate-limit';
import { redisClient } from '@/lib/server/redis';
import { createSmsDriver, smsWithDeadline, type SmsDriver } from '@/lib/server/sms';
import { createStorage, type Storage } from '@/lib/server/storage';
import { dbCodeStore, redisCodeStore } from '@/lib/server/auth/code-store';
import type { AppContext, RequestLimits } from '@/lib/server/domain/context';
import { processSlot } from '@/lib/server/process-state';

// Builds the app-wide context services take (lib/server/domain/context.ts): one per database
// handle, with Redis-backed limits and code store when REDIS_URL is set.

export type { AppContext, RequestLimits };

export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_PER_PHONE = 10;
export const SMS_DAILY_PER_IP = 50;
/** Sign-in attempts per address (any accounts); per-account lockout is separate (login-lockout.ts). */
export const LOGIN_PER_IP = { points: 30, durationSeconds: 600 };
export const REGISTER_PER_IP = { points: 10, durationSeconds: 3600 };
export const CERTIFICATE_QUERY_PER_IP = { points: 20, durationSeconds: 60 };
export const TRAINING_REGISTRATION_PER_IP = { points: 10, durationSeconds: 3600 };
export const CLIENT_ERROR_PER_IP = { points: 30, durationSeconds: 60 };
/**
 * "Is this ID number the holder's?" A masked number leaves about 10^4 candidates with a valid check
 * digit, so guesses are capped per address and, across addresses, per certificate.
 */
export const HOLDER_CHECK_PER_IP = { points: 10, durationSeconds: 3600 };
export const HOLDER_CHECK_PER_CERTIFICATE = { points: 10, durationSeconds: 24 * 3600 };
/** Objections to a subsidy notice: anyone may send one, so few per address. */
export const SUBSIDY_OBJECTION_PER_IP = { points: 5, durationSeconds: 3600 };
const DAY = 24 * 3600;

export type AppContextOptions = {
  db: Db;
  redisUrl?: string;
  /** Key prefix in Redis (default REDIS_PREFIX); instances that should share counts use the same one. */
  prefix?: string;
  sms?: SmsDriver;
  now?: () => Date;
  managerClient?: { id: string; secret?: string };
  uploadDir?: string;
  storage?: Storage;
  province?: string;
};

export function createRequestLimits(prefix: string, redis?: Redis, loginPerIp = LOGIN_PER_IP.points): RequestLimits {
  return {
    loginIp: createLimiter({ name: 'login-ip', ...LOGIN_PER_IP, points: loginPerIp, prefix, redis }),
    registerIp: createLimiter({ name: 'register-ip', ...REGISTER_PER_IP, prefix, redis }),
    certificateQueryIp: createLimiter({ name: 'certificate-queries', ...CERTIFICATE_QUERY_PER_IP, prefix, redis }),
    moxibustionQueryIp: createLimiter({ name: 'moxibustion-certificate-queries', ...CERTIFICATE_QUERY_PER_IP, prefix, redis }),
    trainingRegistrationIp: createLimiter({ name: 'training-registrations', ...TRAINING_REGISTRATION_PER_IP, prefix, redis }),
    clientErrorIp: createLimiter({ name: 'client-errors', ...CLIENT_ERROR_PER_IP, prefix, redis }),
    holderCheckIp: createLimiter({ name: 'holder-check-ip', ...HOLDER_CHECK_PER_IP, prefix, redis }),
    holderCheckCertificate: createLimiter({ name: 'holder-check-certificate', ...HOLDER_CHECK_PER_CERTIFICATE, prefix, redis }),
    subsidyObjectionIp: createLimiter({ name: 'subsidy-objections', ...SUBSIDY_OBJECTION_PER_IP, prefix, redis }),
    resend: createLimiter({ name: 'sms-resend', points: 1, durationSeconds: SMS_RESEND_SECONDS, prefix, redis }),
    phoneDaily: createLimiter({ name: 'sms-phone-day', points: SMS_DAILY_PER_PHONE, durationSeconds: DAY, prefix, redis }),
    ipDaily: createLimiter({ name: 'sms-ip-day', points: SMS_DAILY_PER_IP, durationSeconds: DAY, prefix, redis }),
  };
}

export function createAppContext(options: AppContextOptions): AppContext {
  const config = env();
  const prefix = options.prefix ?? config.REDIS_PREFIX;
  const redis = options.redisUrl ? redisClient(options.redisUrl, 'limits and codes') : undefined;
  const storage = options.storage ?? createStorage(config, options.uploadDir ?? config.UPLOAD_DIR);
  return {
    now: options.now ?? (() => new Date()),
    codes: redis ? redisCodeStore(redis, prefix) : dbCodeStore(options.db),
    sms: smsWithDeadline(options.sms ?? createSmsDriver(config), config.SMS_TIMEOUT_MS),
    limits: createRequestLimits(prefix, redis, config.LOGIN_ATTEMPTS_PER_IP),
    managerClient: options.managerClient ?? { id: config.MANAGER_CLIENT_ID, secret: config.MANAGER_CLIENT_SECRET },
    uploadDir: options.uploadDir ?? config.UPLOAD_DIR,
    storage,
    province: options.province ?? config.PLATFORM_PROVINCE,
    close: async () => {
      if (redis) await redis.quit().catch(() => undefined);
      if (!options.storage) await storage.close();
    },
  };
}

// One context per database handle: the process normally has one, each test file its own.
const runtimes = new WeakMap<Db, AppContext>();

export function appContext(db: Db): AppContext {
  let runtime = runtimes.get(db);
  if (!runtime) {
    runtime = createAppContext({ db, redisUrl: env().REDIS_URL });
    runtimes.set(db, runtime);
    live().add(runtime);
  }
  return runtime;
}

// In the process registry: Next bundles the shutdown hook apart from the API that created the runtimes.
const live = () => processSlot<Set<AppContext>>('appContexts', () => new Set());

/** Closes the Redis connections of the process's contexts (graceful shutdown). */
export async function closeAppContexts(): Promise<void> {
  const all = [...live()];
  live().clear();
  await Promise.allSettled(all.map((r) => r.close()));
}

export function installAppContext(db: Db, runtime: AppContext): void {
  runtimes.set(db, runtime);
}

/** The context's clock as the ISO text the database stores: what routes hand services as `now`. */
export function nowIsoOf(db: Db): string {
  return appContext(db).now().toISOString();
}
