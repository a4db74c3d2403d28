import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { apiApp, apiResponseCache } from '@/lib/server/api/app';
import { clientIp } from '@/lib/server/api/http/auth';
import { keptAnswer } from '@/lib/server/api/http/kept-answer';
import { connectCacheBus } from '@/lib/server/cache-bus';
import { settleRequest } from '@/lib/server/client-address';
import { readyDb } from '@/lib/server/db';
import { startScreenJob } from '@/lib/server/screen-job';
import { health, readiness } from '@/lib/server/health';
import { migrateAtStart, shutdownOnSignal } from '@/lib/server/runtime/lifecycle';
import { trackRequest } from '@/lib/server/runtime/idle-connections';
import { collectProcessMetrics, metricsResponse } from '@/lib/server/observability/metrics';
import { lingerAfterEarlyAnswer } from '@/lib/server/request-hooks/early-answer';
import { withDrainedBody } from '@/lib/server/proxy/body-limit';
import { refusedMethod } from '@/lib/server/request-hooks/method-guard';
import { loadEnvOrExit } from './load-env';

const isApiPath = (url: string | undefined) => url === '/api/v1' || !!url?.startsWith('/api/v1/') || !!url?.startsWith('/api/v1?');

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A public read the API has kept goes straight back: no Request copy, no dispatch through two apps. */
function answeredFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || !req.url) return false;
  const reply = keptAnswer(apiResponseCache(), req.method, req.url, {
    authorization: req.headers.authorization,
    cityCode: one(req.headers.citycode),
    requestId: one(req.headers['x-request-id']),
  });
  if (!reply) return false;
  res.writeHead(200, { ...reply.headers, 'content-length': reply.body.byteLength });
  res.end(reply.body);
  return true;
}

// `npm run api`: the same API on its own, so a large site can scale the API tier separately and
// point the Next app's API_UPSTREAM_URL at it.
async function main() {
  const config = loadEnvOrExit();
  collectProcessMetrics();
  await migrateAtStart();
  await connectCacheBus(config.REDIS_URL, config.REDIS_PREFIX);
  startScreenJob(readyDb);
  const app = new Hono();
  app.get('/api/health', (c) => c.json(health()));
  app.get('/api/ready', async (c) => {
    const result = await readiness();
    return c.json({ status: result.ok ? 'ready' : 'unavailable', checks: result.checks }, result.ok ? 200 : 503);
  });
  app.get('/api/metrics', (c) => metricsResponse(c.req.header('authorization') ?? null, config.METRICS_TOKEN, clientIp(c)));
  // Bodies left unread after an early answer are drained by lingerAfterEarlyAnswer, not cut after 500 ms.
  const listener = getRequestListener(app.fetch, { autoCleanupIncoming: false });
  // /api/v1 goes straight to the API app, whose own JSON 404 and error handlers answer for every path
  // under it, without a first dispatch through the small app above.
  const apiListener = getRequestListener((request, env) => apiApp().fetch(withDrainedBody(request), env), { autoCleanupIncoming: false });
  const server = createServer((req, res) => {
    trackRequest(server, res);
    // Behind the Next app (API_UPSTREAM_URL) that app is one trusted proxy: TRUSTED_PROXY_HOPS=1.
    settleRequest(req, res, config.TRUSTED_PROXY_HOPS);
    if (req.method !== 'GET' && req.method !== 'HEAD') lingerAfterEarlyAnswer(req, res);
    if (refusedMethod(req, res) || answeredFromCache(req, res)) return;
    void (isApiPath(req.url) ? apiListener : listener)(req, res);
  });
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT;
  const hostname = process.env.API_HOST ?? '0.0.0.0';
  server.listen(config.API_PORT, hostname, () => console.log(`API listening on http://${hostname}:${config.API_PORT}/api/v1`));
  shutdownOnSignal(server);
}

main().catch((error) => {
  console.error(`API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
