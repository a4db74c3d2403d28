import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { connectCacheBus } from '@/lib/server/cache-bus';
import { listenForChanges } from '@/lib/server/cache/listen';
import { publicDataGenerations } from '@/lib/api/cache/public-read';
import { enableStep } from '@/lib/server/request-hooks/chain';
import { pageCache } from '@/lib/server/request-hooks/page-cache';

// A second instance's Next-side caches in a process of their own: the page cache in front of a
// stand-in for Next (each render counted, with its own nonce), the data cache's generations, and the
// cache bus on REDIS_URL. Started by tests/api/two-instances-pages.test.ts.

const port = Number(process.env.PAGE_PORT);
let renders = 0;

enableStep('page-cache', pageCache(60));
listenForChanges();

const server = http.createServer((request, response) => {
  if (request.url === '/__generations') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(Object.fromEntries(publicDataGenerations())));
    return;
  }
  renders++;
  const nonce = randomBytes(12).toString('base64');
  response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}'`);
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(`<!DOCTYPE html><html><body><script nonce="${nonce}">x()</script>render ${renders}</body></html>`);
});

void connectCacheBus(env().REDIS_URL, env().REDIS_PREFIX).then(() =>
  server.listen(port, '127.0.0.1', () => console.log('page cache listening')),
);
