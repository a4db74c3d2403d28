import http from 'node:http';

export type FirstByte = { requests: number; firstByteP50: number; firstByteP99: number; completeP50: number; completeP99: number; non2xx: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Time to first byte at `connections` concurrent keep-alive connections (autocannon reports only the
 * whole answer): for each request, the time its status line arrived and the time its last byte did.
 * A page that streams sends its frame at once and its data later, so the two part.
 */
export async function firstByte(url: string, headers: Record<string, string>, connections: number, total: number): Promise<FirstByte> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const first: number[] = [];
  const complete: number[] = [];
  let started = 0;
  let non2xx = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const t0 = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        first.push(performance.now() - t0);
        if ((response.statusCode ?? 0) >= 300) non2xx++;
        response.on('data', () => undefined);
        response.on('end', () => {
          complete.push(performance.now() - t0);
          resolve();
        });
        response.on('error', reject);
      });
      request.setTimeout(20_000, () => request.destroy(new Error('no answer in 20 s')));
      request.on('error', reject);
    });
  const worker = async () => {
    while (started < total) {
      started++;
      await one();
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    agent.destroy();
  }
  first.sort((a, b) => a - b);
  complete.sort((a, b) => a - b);
  return {
    requests: first.length,
    firstByteP50: round(percentile(first, 50)),
    firstByteP99: round(percentile(first, 99)),
    completeP50: round(percentile(complete, 50)),
    completeP99: round(percentile(complete, 99)),
    non2xx,
  };
}
