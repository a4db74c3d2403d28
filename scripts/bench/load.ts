import autocannon from 'autocannon';
import { startCpuShare, type CpuShare } from './cpu-share';

export type LoadOptions = {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Stop after this many requests instead of after the duration. */
  amount?: number;
  /**
   * How often autocannon samples (default 1000 ms). A run with an amount ends only at the next
   * sample, so the smoke mode samples every 100 ms instead of waiting a second per run.
   */
  sampleMs?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Paths visited in turn (e.g. many certificate numbers), instead of the url's own path. */
  paths?: string[];
  /** Bodies sent in turn (e.g. many accounts logging in). */
  bodies?: string[];
  /** Each request from its own client address, as behind a reverse proxy (per-address limits). */
  manyClients?: boolean;
};

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Bytes read per answer, headers included. */
  bytesPerAnswer: number;
  /** Cores used by the load generator and by everything else during the run (Linux only). */
  cpu?: CpuShare;
};

/** One autocannon run on loopback. Latencies in milliseconds, throughput as the mean per second. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  let turn = 0;
  const cpuShare = startCpuShare();
  const rotate = options.paths?.length || options.bodies?.length || options.manyClients;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.amount ? { amount: options.amount } : {}),
    ...(options.sampleMs ? { sampleInt: options.sampleMs } : {}),
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    timeout: 20,
    ...(rotate
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const i = turn++;
                const path = options.paths?.length ? options.paths[i % options.paths.length] : request.path;
                const body = options.bodies?.length ? options.bodies[i % options.bodies.length] : request.body;
                const headers = options.manyClients
                  ? { ...request.headers, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }
                  : request.headers;
                return { ...request, path, body, headers };
              },
            },
          ],
        }
      : {}),
  });
  const cpu = cpuShare();
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  return {
    rps: Math.round((result.requests.average * 1000) / (options.sampleMs ?? 1000)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    ...(cpu ? { cpu } : {}),
  };
}
