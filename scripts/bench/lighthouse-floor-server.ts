import http from 'node:http';
import { withoutScripts } from './script-free';

// The Lighthouse floors' server (lighthouse-floors.ts starts it as its own process, since each
// Lighthouse run blocks the bench's own event loop): in front of the site at `origin`, it answers
//   /__script-free/<path> with the page at <path> (the same cookies and language) minus its scripts;
//   everything else as the site answers it (styles, fonts, images), so both copies load the same CSS,
//   except that the trivial floor page gets no CSP: the site's /api/* policy would block Next's scripts.
const [portText, origin] = process.argv.slice(2);
const SCRIPT_FREE = '/__script-free';
const FLOOR_PAGE = '/api/bench-floor/dynamic';
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'host']);

function forwardedHeaders(req: http.IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP.has(name) && name !== 'accept-encoding' && typeof value === 'string') out[name] = value;
  }
  return out;
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? '/';
  const scriptFree = url.startsWith(`${SCRIPT_FREE}/`);
  const target = new URL(scriptFree ? url.slice(SCRIPT_FREE.length) : url, origin);
  const upstream = await fetch(target, { method: req.method, headers: forwardedHeaders(req), redirect: 'manual' });
  const headers: Record<string, string> = {};
  upstream.headers.forEach((value, name) => {
    if (!HOP.has(name)) headers[name] = value;
  });
  if (headers.location?.startsWith(origin)) headers.location = headers.location.slice(origin.length) || '/';
  if (target.pathname === FLOOR_PAGE) delete headers['content-security-policy'];
  const body = Buffer.from(await upstream.arrayBuffer());
  const html = scriptFree && (headers['content-type'] ?? '').includes('text/html');
  const sent = html ? Buffer.from(withoutScripts(body.toString('utf8'))) : body;
  res.writeHead(upstream.status, { ...headers, 'content-length': String(sent.length) });
  res.end(sent);
}

http
  .createServer((req, res) => {
    answer(req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`lighthouse floor server: ${error.message}`);
    });
  })
  .listen(Number(portText), '127.0.0.1');
