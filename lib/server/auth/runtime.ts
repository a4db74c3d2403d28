import Redis from 'ioredis';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { createLimiter, type Limiter } from '@/lib/server/rate-limit';
import { createSmsDriver, type SmsDriver } from '@/lib/server/sms';
import { dbCodeStore, redisCodeStore, type VerificationCodeStore } from './code-store';

export type SmsLimits = { resend: Limiter; phoneDaily: Limiter; ipDaily: Limiter };

/** Everything the account services need besides the database; tests build their own. */
export type AccountsRuntime = {
  now: () => Date;
  codes: VerificationCodeStore;
  sms: SmsDriver;
  limits: SmsLimits;
  managerClient: { id: string; secret?: string };
  uploadDir: string;
  province: string;
  close: () => Promise<void>;
};

export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_PER_PHONE = 10;
export const SMS_DAILY_PER_IP = 50;
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

export function createSmsLimits(prefix: string, redis?: Redis): SmsLimits {
  return {
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
    limits: createSmsLimits(prefix, redis),
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
  }
  return runtime;
}

export function installAccountsRuntime(db: Db, runtime: AccountsRuntime): void {
  runtimes.set(db, runtime);
}
