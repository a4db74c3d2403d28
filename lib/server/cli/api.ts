import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { apiApp } from '@/lib/server/api/app';
import { connectCacheBus } from '@/lib/server/cache-bus';
import { readiness } from '@/lib/server/health';
import { migrateAtStart, shutdownOnSignal } from '@/lib/server/lifecycle';
import { metricsResponse } from '@/lib/server/observability/metrics';
import { loadEnvOrExit } from './load-env';

// `npm run api`: the same API on its own, so a large site can scale the API tier separately and
// point the Next app's API_UPSTREAM_URL at it.
async function main() {
  const config = loadEnvOrExit();
  await migrateAtStart();
  await connectCacheBus(config.REDIS_URL);
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ status: 'ok', uptime: Math.round(process.uptime()) }));
  app.get('/api/ready', async (c) => {
    const result = await readiness();
    return c.json({ status: result.ok ? 'ready' : 'unavailable', checks: result.checks }, result.ok ? 200 : 503);
  });
  app.get('/api/metrics', (c) => metricsResponse(c.req.header('authorization') ?? null, config.METRICS_TOKEN));
  // Handed over whole, so the API's own JSON 404 and error handlers answer for every /api/v1 path.
  app.all('/api/v1/*', (c) => apiApp().fetch(c.req.raw));
  const hostname = process.env.API_HOST ?? '0.0.0.0';
  const server = serve({ fetch: app.fetch, port: config.API_PORT, hostname }, (info) =>
    console.log(`API listening on http://${hostname}:${info.port}/api/v1`),
  );
  shutdownOnSignal(server as unknown as Parameters<typeof shutdownOnSignal>[0]);
}

main().catch((error) => {
  console.error(`API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
