import { env } from '@/lib/env';
import { connectCacheBus } from '@/lib/server/cache-bus';
import { listenForChanges } from '@/lib/server/cache/listen';
import { installClientSettling } from '@/lib/server/client-address';
import { installEarlyAnswerDrain } from './early-answer';
import { installFairStart } from './fair-start';
import { closePoolsBeforeExit, migrateAtStart } from './lifecycle';
import { installMethodGuard } from './method-guard';
import { installPageCache } from '@/lib/server/page-cache/install';

/**
 * The one entry point of everything that changes how Next and Node serve this app, installed once per
 * server process from instrumentation.ts before the first request. Why each piece exists, what it costs
 * and how to check it after a Next upgrade: ./README.md (the decision record).
 */
export async function installRuntime(): Promise<void> {
  const config = env();
  // Request hooks on http.Server.prototype.emit (lib/server/node-requests.ts): each hook installed
  // later sees a request earlier. The page cache answers its copies before the fair-start queue; the
  // client's address and protocol are settled before the page cache keys or answers anything; TRACE
  // and its kind are answered 405 (and junk paths 404) before any other hook or Next sees them.
  installFairStart(config.REQUESTS_PER_TURN);
  installPageCache(config.PAGE_CACHE_SECONDS);
  installClientSettling(config.TRUSTED_PROXY_HOPS);
  installMethodGuard();
  installEarlyAnswerDrain();
  // Next's SIGTERM handler ends in process.exit: the pools close just before it.
  closePoolsBeforeExit();
  await migrateAtStart();
  // Every committed write, this instance's or another's, drops the pages and data copies it changed.
  listenForChanges();
  await connectCacheBus(config.REDIS_URL, config.REDIS_PREFIX);
}
