/** @jest-environment node */
import { collectProcessMetrics, countQuery, metrics, metricsResponse, observeRequest } from '@/lib/server/observability/metrics';

// prom-client watches the process's own figures (CPU, memory, event-loop lag, GC) with observers that
// last as long as the process. Started by the first counted request, they kept each jest test file's
// whole module graph alive (the file's first API request started them in the file's own copy of this
// module): so counting starts none; a server's entry or the first scrape does, once.

const processFigure = () => metrics().registry.getSingleMetric('process_cpu_user_seconds_total');

test('counting requests and statements starts no process-lifetime observer; a scrape starts them once', async () => {
  observeRequest('api', 'GET', '/classes', 200, 0.004);
  countQuery('sqlite');
  expect(processFigure()).toBeUndefined();
  expect(metrics().processMetrics).toBe(false);

  const scrape = await metricsResponse(null, undefined, '127.0.0.1');
  const text = await scrape.text();
  expect(text).toContain('process_resident_memory_bytes');
  expect(text).toContain('http_requests_total{tier="api",method="GET",route="/classes",status="200"} 1');
  expect(processFigure()).toBeDefined();

  // Again (another entry, another scrape): prom-client would refuse a second registration of the same names.
  expect(() => collectProcessMetrics()).not.toThrow();
  expect((await (await metricsResponse(null, undefined, '127.0.0.1')).text()).match(/^# TYPE process_cpu_user_seconds_total/gm)).toHaveLength(1);
});
