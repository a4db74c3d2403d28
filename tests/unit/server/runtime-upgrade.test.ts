/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { OPTIONAL_MANIFESTS } from '@/lib/server/cli/standalone';
import { enableStep } from '@/lib/server/request-hooks/chain';

// The internal shapes of Next and Node that lib/server/runtime and lib/server/request-hooks rely on
// (docs/decisions/0001-… and 0003-request-hook-chain.md):
// when an upgrade moves one of them, this fails and the decision record says what to re-check.

const nextPath = (file: string) => path.join(process.cwd(), 'node_modules', 'next', 'dist', file);
const nextFile = (file: string) => fs.readFileSync(nextPath(file), 'utf8');
/** The files of those that exist, joined: a Next release may have moved a piece from one to another (15 → 16). */
const nextFiles = (...files: string[]) => files.filter((file) => fs.existsSync(nextPath(file))).map(nextFile).join('\n');

test('Next’s server (next start and standalone) is a plain http.createServer server', () => {
  const source = nextFile('server/lib/start-server.js');
  expect(source).toMatch(/http\.createServer|_http\.default\.createServer|createServer\(/);
});

test('Next’s SIGTERM path ends in process.exit, which the shutdown hook wraps', () => {
  const source = nextFile('server/lib/start-server.js');
  expect(source).toContain("process.on('SIGTERM'");
  // 15 exits with 0, 16 with 128 + the signal.
  expect(source).toMatch(/process\.exit\((?:0|143)\)/);
  // Unless told that the app handles signals itself: then it would not close its server first.
  expect(source).toContain('NEXT_MANUAL_SIG_HANDLE');
});

test('Next reads the page’s nonce from the request’s CSP header (why every page is dynamic)', () => {
  // 15 reads it in app-render.js; 16 in get-script-nonce-from-header.js, called from the app page's request parsing.
  const source = nextFiles('server/app-render/app-render.js', 'server/app-render/get-script-nonce-from-header.js', 'server/route-modules/app-page/parse-request-headers.js');
  expect(source).toContain("headers['content-security-policy']");
  expect(source).toContain('getScriptNonceFromHeader');
});

test('Next keeps the X-Forwarded-* headers it finds (the client-address step writes them before Next)', () => {
  const source = nextFile('server/base-server.js');
  for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']) expect(source).toContain(`req.headers['${name}'] ??=`);
});

test('Next answers other methods than GET and HEAD with 405 on static pages only (the method guard answers them on every page)', () => {
  const source = nextFile('server/base-server.js');
  expect(source).toMatch(/req\.method !== 'HEAD' && req\.method !== 'GET' && \(typeof components\.Component === 'string' \|\| isSSG\)\) \{\s*res\.statusCode = 405;/);
});

test('Next compresses with the compression middleware, which goes by Accept-Encoding (the page cache asks for the page uncompressed)', () => {
  const source = nextFile('server/lib/router-server.js');
  expect(source).toContain('require("next/dist/compiled/compression")');
  expect(nextFile('compiled/compression/index.js')).toContain('accept-encoding');
});

test('the optional manifests written at build are the ones Next asks for', () => {
  const constants = nextFile('shared/lib/constants.js');
  for (const manifest of OPTIONAL_MANIFESTS) expect(constants).toContain(path.basename(manifest).replace(/\.json$/, ''));
});

test('next/cache still has unstable_cache (the public reads’ data cache)', () => {
  expect(nextFile('server/web/spec-extension/unstable-cache.js')).toContain('function unstable_cache');
});

test('the chain on http.Server.prototype.emit sees a request of a real server before its handler', async () => {
  const seen: string[] = [];
  const uninstall = enableStep('early-answer', (request, _response, next) => {
    seen.push(`hook ${request.url}`);
    return next();
  });
  const server = http.createServer((request, response) => {
    seen.push(`handler ${request.url}`);
    response.end('ok');
  });
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
    expect(await response.text()).toBe('ok');
    expect(seen).toEqual(['hook /x', 'handler /x']);
  } finally {
    uninstall();
    await new Promise((resolve) => server.close(resolve));
  }
});
