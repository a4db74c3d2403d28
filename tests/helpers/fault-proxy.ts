import net from 'node:net';

// A TCP relay that a test can cut and restore, in front of a real PostgreSQL: "the database went
// away" without stopping a server other tests share.

export type FaultProxy = { port: number; down: () => Promise<void>; up: () => Promise<void>; close: () => Promise<void> };

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  };
  const down = async () => {
    const closing = server ? new Promise((resolve) => server!.close(resolve)) : Promise.resolve();
    for (const s of sockets) s.destroy();
    sockets.clear();
    await closing;
    server = undefined;
  };
  await listen();
  return { port, down, up: listen, close: down };
}
