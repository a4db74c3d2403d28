import { Writable } from 'node:stream';
import pino from 'pino';
import { createApiApp } from '@/lib/server/api/app';
import { useLogger } from '@/lib/server/observability/log';
import { metrics, metricsResponse } from '@/lib/server/observability/metrics';
import { insertRegions } from '../helpers/fixtures';
import { createTestDb, type TestDb } from '../helpers/test-db';

let t: TestDb;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  t = await createTestDb();
  await insertRegions(t.db);
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  useLogger(pino({ level: 'info', messageKey: 'msg' }, sink));
});
afterAll(() => t.destroy());

const app = () => createApiApp({ db: () => t.db });
const metricsText = async () => (await metricsResponse(null, undefined, '127.0.0.1')).text();

describe('request ids, JSON logs and Prometheus metrics of the API', () => {
  it('keeps the caller’s request id in the answer and in one log line', async () => {
    const response = await app().request('/api/v1/regions?parent_code=410000', { headers: { 'x-request-id': 'bench-req-42' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('bench-req-42');
    const line = lines.find((l) => l.reqId === 'bench-req-42');
    expect(line).toMatchObject({ msg: 'api request', method: 'GET', route: '/api/v1/regions', status: 200, level: 30 });
    expect(typeof line?.ms).toBe('number');
  });

  it('replaces a missing or hostile request id with a fresh one', async () => {
    const hostile = await app().request('/api/v1/regions', { headers: { 'x-request-id': 'a b <script>"; drop' } });
    const fresh = await app().request('/api/v1/regions');
    for (const response of [hostile, fresh]) {
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(hostile.headers.get('x-request-id')).not.toBe(fresh.headers.get('x-request-id'));
  });

  it('counts requests by route pattern, never by raw path, and counts SQL statements', async () => {
    const before = (await metrics().queries.get()).values.reduce((sum, v) => sum + v.value, 0);
    await app().request('/api/v1/regions?parent_code=410100');
    await app().request('/api/v1/no-such-thing/12345');
    const after = (await metrics().queries.get()).values.reduce((sum, v) => sum + v.value, 0);
    expect(after).toBeGreaterThan(before);
    const text = await metricsText();
    expect(text).toMatch(/http_requests_total\{tier="api",method="GET",route="\/api\/v1\/regions",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{tier="api",method="GET",route="unmatched",status="404"\} \d+/);
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",tier="api",method="GET",route="\/api\/v1\/regions"\}/);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('answers metrics only with the token when one is configured, from any address', async () => {
    const token = 'metrics-token-0123456789';
    expect((await metricsResponse(null, token, '127.0.0.1')).status).toBe(401);
    expect((await metricsResponse('Bearer wrong', token, '203.0.113.5')).status).toBe(401);
    const allowed = await metricsResponse(`Bearer ${token}`, token, '203.0.113.5');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toContain('text/plain');
  });

  it('answers metrics without a token only to loopback clients', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1']) expect((await metricsResponse(null, undefined, address)).status).toBe(200);
    for (const address of ['203.0.113.5', '10.0.0.1', '::ffff:203.0.113.5', 'localhost', null]) {
      const refused = await metricsResponse(null, undefined, address);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ status_code: 403, code: 'forbidden' });
    }
  });
});
