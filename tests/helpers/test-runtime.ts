import { randomUUID } from 'node:crypto';
import { createAccountsRuntime, installAccountsRuntime, type AccountsRuntime } from '@/lib/server/auth/runtime';
import type { Db } from '@/lib/server/db';

/** An accounts runtime for db whose limit counters (in Redis when REDIS_URL is set) no other run shares. Close it in afterAll. */
export function installTestRuntime(db: Db): AccountsRuntime {
  const rt = createAccountsRuntime({ db, redisUrl: process.env.REDIS_URL, prefix: `test-${randomUUID()}` });
  installAccountsRuntime(db, rt);
  return rt;
}
