import Redis from 'ioredis';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { createLimiter, type Limiter } from '@/lib/server/rate-limit';
import { createSmsDriver, type SmsDriver } from '@/lib/server/sms';
import { dbCodeStore, redisCodeStore, type VerificationCodeStore } from './code-store';

/** Abuse limits. With Redis every instance counts together; keys are phones or client addresses. */
export type RequestLimits = {
  resend: Limiter; phoneDaily: Limiter; ipDaily: Limiter;
  loginIp: Limiter; registerIp: Limiter; certificateQueryIp: Limiter; moxibustionQueryIp: Limiter; trainingRegistrationIp: Limiter; clientErrorIp: Limiter;
};

/** Everything the account services need besides the database; tests build their own. */
export type AccountsRuntime = {
  now: () => Date;
  codes: VerificationCodeStore;
  sms: SmsDriver;
  limits: RequestLimits;
  managerClient: { id: string; secret?: string };
  uploadDir: string;
  province: string;
  close: () => Promise<void>;
};

export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_PER_PHONE = 10;
export const SMS_DAILY_PER_IP = 50;
/** Sign-in attempts per address (any accounts); per-account lockout is separate (login-lockout.ts). */
export const LOGIN_PER_IP = { points: 30, durationSeconds: 600 };
export const REGISTER_PER_IP = { points: 10, durationSeconds: 3600 };
export const CERTIFICATE_QUERY_PER_IP = { points: 20, durationSeconds: 60 };
export const TRAINING_REGISTRATION_PER_IP = { points: 10, durationSeconds: 3600 };
export const CLIENT_ERROR_PER_IP = { points: 30, durationSeconds: 60 };
const DAY = 24 * 3600;

export type RuntimeOptions = {
  db: Db;
  redisUrl?: string;
  /** Key prefix in Redis; instances that should share counts use the same one. */
  prefix?: string;
  sms?: SmsDriver;
  now?: () => Date;
  managerClient?: { id: string; secret?: string };
  uploadDir?: string;
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
    resend: createLimiter({ name: 'sms-resend', points: 1, durationSeconds: SMS_RESEND_SECONDS, prefix, redis }),
    phoneDaily: createLimiter({ name: 'sms-phone-day', points: SMS_DAILY_PER_PHONE, durationSeconds: DAY, prefix, redis }),
    ipDaily: createLimiter({ name: 'sms-ip-day', points: SMS_DAILY_PER_IP, durationSeconds: DAY, prefix, redis }),
  };
}

export function createAccountsRuntime(options: RuntimeOptions): AccountsRuntime {
  const config = env();
  const prefix = options.prefix ?? 'skills';
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true }) : undefined;
  return {
    now: options.now ?? (() => new Date()),
    codes: redis ? redisCodeStore(redis, prefix) : dbCodeStore(options.db),
    sms: options.sms ?? createSmsDriver(config),
    limits: createRequestLimits(prefix, redis, config.LOGIN_ATTEMPTS_PER_IP),
    managerClient: options.managerClient ?? { id: config.MANAGER_CLIENT_ID, secret: config.MANAGER_CLIENT_SECRET },
    uploadDir: options.uploadDir ?? config.UPLOAD_DIR,
    province: options.province ?? config.PLATFORM_PROVINCE,
    close: async () => {
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}

// One runtime per database handle: the process normally has one, each test file its own.
const runtimes = new WeakMap<Db, AccountsRuntime>();

export function accountsRuntime(db: Db): AccountsRuntime {
  let runtime = runtimes.get(db);
  if (!runtime) {
    runtime = createAccountsRuntime({ db, redisUrl: env().REDIS_URL });
    runtimes.set(db, runtime);
    live().add(runtime);
  }
  return runtime;
}

// On globalThis: Next bundles the shutdown hook apart from the API that created the runtimes.
const live = () => ((globalThis as unknown as { __accountRuntimes?: Set<AccountsRuntime> }).__accountRuntimes ??= new Set());

/** Closes the Redis connections of the process's runtimes (graceful shutdown). */
export async function closeAccountsRuntimes(): Promise<void> {
  const all = [...live()];
  live().clear();
  await Promise.allSettled(all.map((r) => r.close()));
}

export function installAccountsRuntime(db: Db, runtime: AccountsRuntime): void {
  runtimes.set(db, runtime);
}
