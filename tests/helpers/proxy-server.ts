import http from 'node:http';
import { Readable } from 'node:stream';
import { NextRequest } from 'next/server';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { lingerAfterEarlyAnswer } from '@/lib/server/request-hooks/early-answer';

// The /api/v1 proxy in a process of its own, the way Next's route handler runs it: the request body
// arrives as a stream over the socket. Started by tests/helpers/proxy-process.ts.

const port = Number(process.env.PROXY_PORT);

const server = http.createServer((req, res) => {
  // As installRuntime() does for Next's server (lib/server/request-hooks/early-answer.ts).
  lingerAfterEarlyAnswer(req, res);
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const method = req.method ?? 'GET';
  const body = ['GET', 'HEAD'].includes(method) ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>);
  const request = new NextRequest(`http://127.0.0.1:${port}${req.url}`, { method, headers, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]);
  void (async () => {
    const response = await proxyRequest(request);
    // The answers here are small: sent whole, with their length.
    const answer = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), 'content-length': String(answer.length) });
    res.end(answer);
  })().catch((error: unknown) => {
    res.writeHead(500);
    res.end(String(error));
  });
});

server.listen(port, '127.0.0.1', () => console.log(JSON.stringify({ msg: 'proxy listening', port })));
