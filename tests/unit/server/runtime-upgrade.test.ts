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

const nextFile = (file: string) => fs.readFileSync(path.join(process.cwd(), 'node_modules', 'next', 'dist', file), 'utf8');

test('Next’s server (next start and standalone) is a plain http.createServer server', () => {
  const source = nextFile('server/lib/start-server.js');
  expect(source).toMatch(/http\.createServer|_http\.default\.createServer|createServer\(/);
});

test('Next’s SIGTERM path ends in process.exit, which the shutdown hook wraps', () => {
  const source = nextFile('server/lib/start-server.js');
  expect(source).toContain("process.on('SIGTERM'");
  expect(source).toContain('process.exit(0)');
});

test('Next reads the page’s nonce from the request’s CSP header (why every page is dynamic)', () => {
  const source = nextFile('server/app-render/app-render.js');
  expect(source).toContain("headers['content-security-policy']");
  expect(source).toContain('getScriptNonceFromHeader');
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
