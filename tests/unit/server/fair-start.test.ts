/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { enableStep } from '@/lib/server/request-hooks/chain';
import { fairStart } from '@/lib/server/request-hooks/fair-start';

// At most N requests reach the handler per turn of the event loop, in arrival order, and none is lost.

let turn = 0;
let ticking = true;
const tick = () => {
  turn++;
  if (ticking) setImmediate(tick);
};

it('hands requests over a few per turn, in order, and answers them all', async () => {
  const uninstall = enableStep('fair-start', fairStart(2));
  // Wrapped around the queue, as the page cache is: sees each request as it arrives.
  const arrived: string[] = [];
  const queued = http.Server.prototype.emit;
  type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') arrived.push(String((args[0] as http.IncomingMessage).headers['x-id']));
    return (queued as Emit).call(this, event, ...args);
  } as typeof queued;
  const started: Array<{ id: string; turn: number }> = [];
  const server = http.createServer((request, response) => {
    started.push({ id: String(request.headers['x-id']), turn });
    // A handler with real work: meanwhile the other requests arrive and wait together.
    const until = Date.now() + 5;
    while (Date.now() < until);
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setImmediate(tick);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 12 });
    const round = (prefix: string) => Promise.all(Array.from({ length: 12 }, (_, i) => new Promise<number>((resolve, reject) => {
      http.get(`${origin}/`, { agent, headers: { 'x-id': `${prefix}${i}` } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      }).on('error', reject);
    })));
    // The first round opens the connections (a server accepts one per turn); on the second, all
    // twelve requests arrive together.
    await round('open');
    started.length = 0;
    arrived.length = 0;
    expect(await round('r')).toEqual(Array(12).fill(200));
    expect(started.map((s) => s.id)).toEqual(arrived);
    expect(arrived).toHaveLength(12);
    const perTurn = new Map<number, number>();
    for (const s of started) perTurn.set(s.turn, (perTurn.get(s.turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(2);
    agent.destroy();
  } finally {
    ticking = false;
    http.Server.prototype.emit = queued;
    uninstall();
    await new Promise((resolve) => server.close(resolve));
  }
});

it('is off at 0', () => {
  const before = http.Server.prototype.emit;
  expect(fairStart(0)).toBeUndefined();
  enableStep('fair-start', fairStart(0))();
  expect(http.Server.prototype.emit).toBe(before);
});
