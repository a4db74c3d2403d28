// Runs once when a Next server process starts, before it serves requests. The import sits inside
// the runtime check so the edge bundle leaves the Node-only modules out.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { closePoolsBeforeExit, migrateAtStart } = await import('@/lib/server/lifecycle');
    const { installPageCache } = await import('@/lib/server/page-cache/install');
    const { installFairStart } = await import('@/lib/server/fair-start');
    const { env } = await import('@/lib/env');
    const { connectCacheBus, onPublicDataChange } = await import('@/lib/server/cache-bus');
    const { dropCopies } = await import('@/lib/server/proxy/invalidate');
    closePoolsBeforeExit();
    await migrateAtStart();
    // In this order: the page cache answers its copies before the fair-start queue.
    installFairStart(env().REQUESTS_PER_TURN);
    installPageCache(env().PAGE_CACHE_SECONDS);
    // Another instance's back-office write drops this one's pages and data copies too.
    onPublicDataChange(dropCopies);
    await connectCacheBus(env().REDIS_URL);
  }
}
