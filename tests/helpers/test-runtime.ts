import { randomUUID } from 'node:crypto';
import { createAppContext, installAppContext, type AppContext } from '@/lib/server/app-context';
import type { Db } from '@/lib/server/db';

/** An accounts runtime for db whose limit counters (in Redis when REDIS_URL is set) no other run shares. Close it in afterAll. */
export function installTestRuntime(db: Db): AppContext {
  const rt = createAppContext({ db, redisUrl: process.env.REDIS_URL, prefix: `test-${randomUUID()}` });
  installAppContext(db, rt);
  return rt;
}
