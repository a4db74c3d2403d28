import net from 'node:net';

// A TCP relay that a test can cut and restore, in front of a real PostgreSQL, Redis or S3 server:
// "the dependency went away" without stopping a server other tests share. freeze() is the other
// fault: connections stay open and new ones are accepted, but nothing is passed on either way (a
// stalled network, a server stopped with SIGSTOP); thaw() passes on what waited, as a resumed
// process would.

export type FaultProxy = {
  port: number;
  down: () => Promise<void>;
  up: () => Promise<void>;
  freeze: () => void;
  /** Freezes once `bytes` more have gone from the clients to the server: in the middle of a request body. */
  freezeAfterBytes: (bytes: number) => void;
  /** Freezes once `bytes` more have come from the server to the clients: an answer's headers and part of its body. */
  freezeAfterReplyBytes: (bytes: number) => void;
  thaw: () => void;
  /**
   * The connections open now stop passing bytes for good, and neither end hears of it (a network fault
   * or a failover the sockets never see); new connections pass as usual.
   */
  strand: () => void;
  /** Connections open through the relay now (a client that leaks sockets keeps this up). */
  openConnections: () => number;
  close: () => Promise<void>;
};

type Pair = { client: net.Socket; upstream?: net.Socket; stranded?: boolean };

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<Pair>();
  let server: net.Server | undefined;
  let port = 0;
  let frozen = false;
  let freezeAt: number | undefined;
  let sent = 0;
  let replyFreezeAt: number | undefined;
  let received = 0;

  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const relay = (pair: Pair) => {
    const upstream = (pair.upstream ??= net.connect(target.port, target.host));
    track(upstream);
    pair.client.pipe(upstream).pipe(pair.client);
    pair.client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (freezeAt !== undefined && sent >= freezeAt) {
        freezeAt = undefined;
        freeze();
      }
    });
    // After the pipe's own listener: the chunk that reaches the mark is passed on, then nothing more.
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (replyFreezeAt !== undefined && received >= replyFreezeAt) {
        replyFreezeAt = undefined;
        freeze();
      }
    });
  };
  const hold = (pair: Pair) => {
    pair.client.unpipe();
    pair.upstream?.unpipe();
    pair.client.pause();
    pair.upstream?.pause();
  };
  const listen = async () => {
    server = net.createServer((client) => {
      const pair: Pair = { client };
      pairs.add(pair);
      track(client);
      client.on('close', () => {
        pairs.delete(pair);
        pair.upstream?.destroy();
      });
      if (frozen) client.pause();
      else relay(pair);
      if (pair.upstream) pair.upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  };
  const down = async () => {
    frozen = false;
    const closing = server ? new Promise((resolve) => server!.close(resolve)) : Promise.resolve();
    for (const s of sockets) s.destroy();
    sockets.clear();
    pairs.clear();
    await closing;
    server = undefined;
  };
  const freeze = () => {
    frozen = true;
    for (const pair of pairs) hold(pair);
  };
  const freezeAfterBytes = (bytes: number) => {
    freezeAt = sent + bytes;
  };
  const freezeAfterReplyBytes = (bytes: number) => {
    replyFreezeAt = received + bytes;
  };
  const strand = () => {
    for (const pair of pairs) {
      pair.stranded = true;
      hold(pair);
    }
  };
  const thaw = () => {
    frozen = false;
    for (const pair of pairs) {
      if ((pair.client.destroyed && !pair.upstream) || pair.stranded) continue;
      if (!pair.upstream) {
        relay(pair);
        pair.upstream!.on('close', () => pair.client.destroy());
      } else {
        pair.client.unpipe();
        pair.upstream.unpipe();
        pair.client.pipe(pair.upstream).pipe(pair.client);
      }
      pair.client.resume();
      pair.upstream!.resume();
    }
  };
  await listen();
  return { port, down, up: listen, freeze, freezeAfterBytes, freezeAfterReplyBytes, thaw, strand, openConnections: () => pairs.size, close: down };
}

/**
 * This process's open sockets to `port` on this machine: what a client of a dependency (an S3 client,
 * Redis, a fetch to an upstream) holds open. Node's own list of live handles, so a socket a client
 * leaked is counted even where no relay sits in between.
 */
export function openSocketsTo(port: number): number {
  const handles = (process as unknown as { _getActiveHandles: () => unknown[] })._getActiveHandles();
  return handles.filter((h) => h instanceof net.Socket && !h.destroyed && h.remotePort === port).length;
}
