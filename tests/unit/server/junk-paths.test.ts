/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { enableStep } from '@/lib/server/request-hooks/chain';
import { methodGuard } from '@/lib/server/request-hooks/method-guard';
import { publicFiles, unroutable } from '@/lib/server/request-hooks/junk-paths';

// Issue 18 item 13: paths the middleware's matcher leaves out (a dot anywhere, or beginning with api,
// .well-known, _next, _vercel) that no file or route answers reached app/[locale] as a locale: a 500.

// public/version.json is written by `npm run build`; a clean checkout runs this test before any build.
const files = new Set([...publicFiles(), '/version.json']);

test('junk that skips the middleware is unroutable; files, assets, API routes and pages are not', () => {
  for (const path of ['/.env', '/wp-login.php', '/package.json', '/x.php', '/apiary', '/api', '/_vercel', '/news/x.php', '/api/unknown', '/.well-known/security.txt']) {
    expect({ path, junk: unroutable(path, files) }).toEqual({ path, junk: true });
  }
  for (const path of ['/favicon.ico', '/logo.svg', '/version.json', '/robots.txt', '/sitemap.xml', '/_next/static/chunks/x.js', '/api/v1/classes', '/api/v1/files/1', '/api/health', '/api/ready', '/api/metrics', '/.well-known/did.json', '/.well-known/certificate-keys.json', '/', '/news', '/class/info', '/user/login', '/no/such/page']) {
    expect({ path, junk: unroutable(path, files) }).toEqual({ path, junk: false });
  }
});

test('every file in public/ is served as it is', () => {
  expect(files.size).toBeGreaterThan(0);
  for (const file of files) expect({ file, junk: unroutable(file, files) }).toEqual({ file, junk: false });
});

test('the server answers junk 404 with the not-found page before the app sees it, and passes the rest on', async () => {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.url ?? '');
    response.end('ok');
  });
  const uninstall = enableStep('method-guard', methodGuard(files));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const get = (path: string) =>
    new Promise<{ status: number; type?: string; body: string }>((resolve, reject) => {
      const port = (server.address() as AddressInfo).port;
      http.get({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }));
      }).on('error', reject);
    });
  try {
    const junk = await get('/.env');
    expect(junk.status).toBe(404);
    expect(junk.type).toContain('text/html');
    expect(junk.body).toContain('<title>页面不存在 - 职业技能培训信息系统</title>');
    expect((await get('/wp-login.php?x=1')).status).toBe(404);
    expect((await get('/news')).status).toBe(200);
    expect((await get('/favicon.ico')).status).toBe(200);
    expect(seen).toEqual(['/news', '/favicon.ico']);
  } finally {
    uninstall();
    await new Promise((resolve) => server.close(resolve));
  }
});
