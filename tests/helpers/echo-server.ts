import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type EchoServer = { url: string; close: () => Promise<void> };

/** An upstream stand-in on 127.0.0.1 that answers what it received; `/hang` never answers. */
export async function startEchoServer(): Promise<EchoServer> {
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/v1/hang')) return;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(req.url?.includes('status=418') ? 418 : 200, {
        'content-type': 'application/json',
        'x-upstream': 'echo',
        'set-cookie': 'leak=1',
      });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() }));
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
