import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type EchoServer = { url: string; close: () => Promise<void> };

/**
 * An upstream stand-in on 127.0.0.1 that answers what it received; `/hang` never answers, the
 * login paths answer a token, `/dead` (and any request with a token named dead…) answers the API's 401
 * for a dead token and `/strict…` refuses
 * a request without the contract's appid.
 */
export async function startEchoServer(): Promise<EchoServer> {
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/v1/hang')) return;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      // An upstream that checks the contract's appid, as a real back end may.
      if (req.url?.startsWith('/api/v1/strict') && req.headers.appid !== '10004') {
        res.writeHead(403, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: '缺少或错误的 appid。', status_code: 403 }));
      }
      // `/dead` refuses every token (as a back-office route refuses a learner's); a token named dead… is dead everywhere.
      if (req.url?.startsWith('/api/v1/dead') || /^Bearer dead/.test(req.headers.authorization ?? '')) {
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: '身份认证未通过。', status_code: 401 }));
      }
      if (/^\/api\/v1\/(authorizations|verification-code\/authorizations|user\/register)$/.test(req.url ?? '') && req.method === 'POST') {
        res.writeHead(201, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ access_token: 'tok-123', token_type: 'Bearer', expires_in: 3600, received: JSON.parse(body || '{}') }));
      }
      res.writeHead(req.url?.includes('status=418') ? 418 : 200, {
        'content-type': 'application/json',
        'x-upstream': 'echo',
        'set-cookie': 'leak=1',
      });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
