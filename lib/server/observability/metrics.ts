import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isLoopback } from '@/lib/server/client-address';
import { processSlot } from '@/lib/server/process-state';

export type PoolStats = { total: number; idle: number; waiting: number };

type Metrics = {
  registry: Registry;
  requests: Counter<'tier' | 'method' | 'route' | 'status'>;
  duration: Histogram<'tier' | 'method' | 'route'>;
  queries: Counter<'dialect'>;
  pageCache: Counter<'result'>;
  apiCache: Counter<'result'>;
  pools: Map<string, () => PoolStats>;
  /** Whether the process's own figures are collected (collectProcessMetrics). */
  processMetrics: boolean;
};

// One registry per process: Next bundles route handlers apart, and prom-client refuses to
// register a metric name twice in one registry.
const store = processSlot<{ metrics?: Metrics }>('metrics', () => ({}));

function create(): Metrics {
  const registry = new Registry();
  const pools = new Map<string, () => PoolStats>();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by tier (api, proxy), method, route pattern and status',
    labelNames: ['tier', 'method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by tier, method and route pattern',
    labelNames: ['tier', 'method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queries = new Counter({ name: 'db_queries_total', help: 'SQL statements sent to the database', labelNames: ['dialect'] as const, registers: [registry] });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process by state (total, idle, waiting clients)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [name, stats] of pools) {
        const s = stats();
        this.set({ pool: name, state: 'total' }, s.total);
        this.set({ pool: name, state: 'idle' }, s.idle);
        this.set({ pool: name, state: 'waiting' }, s.waiting);
      }
    },
  });
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Public page views by how the page cache answered: hit, miss (rendered and kept), waited (for a render in flight) or stale (an expired copy, while it renders anew)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const apiCache = new Counter({
    name: 'api_cache_requests_total',
    help: 'Anonymous public API reads by how the response cache answered: hit or miss',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  return { registry, requests, duration, queries, pageCache, apiCache, pools, processMetrics: false };
}

export function metrics(): Metrics {
  store.metrics ??= create();
  return store.metrics;
}

/**
 * The process's own figures (CPU, memory, event-loop lag, garbage collection). prom-client watches
 * them with observers that last as long as the process, so each server's entry starts them once
 * (installRuntime, `npm run api`) and a scrape at the latest, never a counted request: jest loads
 * this module anew for every test file, and the observers each file's first request started kept
 * that file's whole module graph alive (about 20 MB a file; jest workers reached 4 GB in a full run).
 */
export function collectProcessMetrics(): void {
  const m = metrics();
  if (m.processMetrics) return;
  collectDefaultMetrics({ register: m.registry });
  m.processMetrics = true;
}

export function observeRequest(tier: 'api' | 'proxy', method: string, route: string, status: number, seconds: number): void {
  const m = metrics();
  m.requests.inc({ tier, method, route, status: String(status) });
  m.duration.observe({ tier, method, route }, seconds);
}

export function countPageView(result: 'hit' | 'miss' | 'waited' | 'stale'): void {
  metrics().pageCache.inc({ result });
}

export function countApiCacheRead(result: 'hit' | 'miss'): void {
  metrics().apiCache.inc({ result });
}

export function countQuery(dialect: string): void {
  metrics().queries.inc({ dialect });
}

/** The process's main pool reports its usage at every scrape; a closed pool is removed. */
export function trackPool(name: string, stats: (() => PoolStats) | undefined): void {
  if (stats) metrics().pools.set(name, stats);
  else metrics().pools.delete(name);
}

/**
 * The scrape: with METRICS_TOKEN only for `Authorization: Bearer <token>`, without one only for a
 * loopback client (the address the server resolved: lib/server/client-address.ts).
 */
export async function metricsResponse(authorization: string | null, token: string | undefined, clientAddress: string | null): Promise<Response> {
  if (token && authorization !== `Bearer ${token}`) {
    return Response.json({ message: '身份认证未通过。', status_code: 401, code: 'unauthenticated' }, { status: 401 });
  }
  if (!token && !isLoopback(clientAddress)) {
    return Response.json({ message: '监控指标仅对本机开放；从其他地址读取请设置 METRICS_TOKEN。', status_code: 403, code: 'forbidden' }, { status: 403 });
  }
  collectProcessMetrics();
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } });
}
