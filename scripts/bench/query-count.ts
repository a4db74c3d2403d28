import { load } from './load';
import type { Bench } from './context';
import { PAGE_HEADERS } from './scenarios';

/** The process's SQL statement count, from its Prometheus metrics. */
export async function queryCount(origin: string): Promise<number> {
  const text = await (await fetch(`${origin}/api/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('db_queries_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** Database statements per 1,000 views of each public page: near zero when caching works. */
export async function queriesPerView(bench: Bench, next: string, classId: number | undefined, views: number): Promise<void> {
  const pages = ['/', '/class', '/news', '/occupation', '/aboutUs', ...(classId ? [`/class/info?id=${classId}`] : [])];
  for (const page of pages) {
    // Fill the cache first, as a visitor before us would have.
    await fetch(`${next}${page}`, { headers: PAGE_HEADERS }).then((r) => r.arrayBuffer());
    const before = await queryCount(next);
    const result = await load({ url: `${next}${page}`, connections: 10, durationSeconds: 60, amount: views, headers: PAGE_HEADERS });
    const after = await queryCount(next);
    bench.report.figures.push({
      section: 'Database statements per 1,000 page views (from /api/metrics)',
      name: page,
      value: String(Math.round(((after - before) / Math.max(1, result.requests)) * 1000)),
      note: result.non2xx ? `${result.non2xx} non-2xx` : undefined,
    });
  }
}
