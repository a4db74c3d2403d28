// Runs once when a Next server process starts, before it serves requests. The import sits inside
// the runtime check so the edge bundle leaves the Node-only modules out.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { closePoolsBeforeExit, migrateAtStart } = await import('@/lib/server/lifecycle');
    const { installPageCache } = await import('@/lib/server/page-cache/install');
    const { env } = await import('@/lib/env');
    closePoolsBeforeExit();
    await migrateAtStart();
    installPageCache(env().PAGE_CACHE_SECONDS);
  }
}
