import http from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The physical-limit baselines: the smallest JSON answer a bare node:http server and a bare Hono
// server can give on this machine. Started as their own processes, like the app.
const [kind, portText] = process.argv.slice(2);
const port = Number(portText);
const body = { status: 'ok', data: { id: 1, name: '职业技能培训' } };

if (kind === 'node') {
  const payload = JSON.stringify(body);
  http
    .createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload) });
      res.end(payload);
    })
    .listen(port, '127.0.0.1');
} else if (kind === 'hono') {
  const app = new Hono();
  app.get('*', (c) => c.json(body));
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
} else {
  console.error('usage: baseline-server.ts node|hono <port>');
  process.exit(2);
}
