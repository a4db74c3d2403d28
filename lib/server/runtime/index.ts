import { env } from '@/lib/env';
import { connectCacheBus } from '@/lib/server/cache-bus';
import { listenForChanges } from '@/lib/server/cache/listen';
import { readyDb } from '@/lib/server/db';
import { collectProcessMetrics } from '@/lib/server/observability/metrics';
import { installRequestHooks } from '@/lib/server/request-hooks';
import { startScreenJob } from '@/lib/server/screen-job';
import { closePoolsBeforeExit, migrateAtStart } from './lifecycle';

/**
 * The one entry point of everything that changes how Next and Node serve this app, installed once per
 * server process from instrumentation.ts before the first request. Why each piece exists, what it costs
 * and how to check it after a Next upgrade: docs/decisions/0001-framework-and-caches.md and
 * 0003-request-hook-chain.md.
 */
export async function installRuntime(): Promise<void> {
  const config = env();
  collectProcessMetrics();
  // One chain in front of Next's request handling, in the order lib/server/request-hooks/chain.ts gives.
  installRequestHooks({
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
    pageCacheSeconds: config.PAGE_CACHE_SECONDS,
    requestsPerTurn: config.REQUESTS_PER_TURN,
  });
  // Next's SIGTERM handler ends in process.exit: the pools close just before it.
  closePoolsBeforeExit();
  await migrateAtStart();
  // Every committed write, this instance's or another's, drops the pages and data copies it changed.
  listenForChanges();
  await connectCacheBus(config.REDIS_URL, config.REDIS_PREFIX);
  // The data screen's aggregates follow the detail tables (lib/server/screen-job.ts).
  if (!config.API_UPSTREAM_URL) startScreenJob(readyDb);
}
