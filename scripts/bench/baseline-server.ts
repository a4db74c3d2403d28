import http from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readBody, type KeptBody } from './same-body';

// The physical-limit baselines, started as their own processes like the app: a bare node:http
// server and a bare Hono server. `/` answers the smallest JSON; `/b/<name>` answers, from memory,
// a body the bench captured from a real answer (same-body.ts), with its content type and encoding.
const [kind, portText, bodyDir] = process.argv.slice(2);
const port = Number(portText);
const small = { status: 'ok', data: { id: 1, name: '职业技能培训' } };

const kept = new Map<string, KeptBody | null>();
function bodyFor(url: string): KeptBody | null | undefined {
  const match = /^\/b\/([\w-]+)/.exec(url);
  if (!match) return undefined;
  if (!kept.has(match[1])) kept.set(match[1], (bodyDir && readBody(bodyDir, match[1])) || null);
  return kept.get(match[1]);
}
const headersOf = (b: KeptBody) => ({ 'content-type': b.type, 'content-length': String(b.body.length), ...(b.encoding ? { 'content-encoding': b.encoding } : {}) });

if (kind === 'node') {
  const payload = JSON.stringify(small);
  http
    .createServer((req, res) => {
      const b = bodyFor(req.url ?? '/');
      if (b === undefined) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload) });
        res.end(payload);
      } else if (b === null) {
        res.writeHead(404, { 'content-length': '0' });
        res.end();
      } else {
        res.writeHead(200, headersOf(b));
        res.end(b.body);
      }
    })
    .listen(port, '127.0.0.1');
} else if (kind === 'hono') {
  const app = new Hono();
  app.get('/b/:name', (c) => {
    const b = bodyFor(c.req.path);
    return b ? c.body(new Uint8Array(b.body), 200, headersOf(b)) : c.body(null, 404);
  });
  app.get('*', (c) => c.json(small));
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
} else {
  console.error('usage: baseline-server.ts node|hono <port> [body-dir]');
  process.exit(2);
}
