/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWarmUp, WARM_PATHS, warmUpState } from '@/lib/server/warm-up';

// The first /api/ready call views the main pages once through the first origin that answers.

it('views every warm path once through the first origin that answers, then reports warm', async () => {
  const seen: Array<{ url?: string; language?: string }> = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url, language: request.headers['accept-language'] });
    response.end(request.url === '/api/health' ? '{"status":"ok"}' : '<html></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    expect(warmUpState()).toBe('cold');
    startWarmUp(['http://127.0.0.1:9', origin]);
    expect(warmUpState()).toBe('warming');
    startWarmUp([origin]);
    for (let i = 0; i < 600 && warmUpState() !== 'warm'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warmUpState()).toBe('warm');
    expect(seen.map((s) => s.url)).toEqual(['/api/health', ...WARM_PATHS]);
    expect(seen.slice(1).every((s) => s.language?.startsWith('zh-CN'))).toBe(true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
