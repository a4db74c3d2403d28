import http from 'node:http';
import net from 'node:net';

type Answer = { keepAlive: string | undefined; reusedSocket: boolean };

function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ keepAlive: [response.headers['keep-alive']].flat()[0], reusedSocket: request.reusedSocket }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Two requests on one keep-alive connection with `idleMs` of silence between them, as a proxy in front
 * reuses its upstream connections: what the first answer announced, and whether the second request
 * still found the connection open (a server that closed it meanwhile makes the agent dial again).
 */
export async function reuseAfterIdle(url: string, idleMs: number): Promise<{ announced: string | undefined; reused: boolean }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(url, agent);
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const second = await get(url, agent);
    return { announced: first.keepAlive, reused: second.reusedSocket };
  } finally {
    agent.destroy();
  }
}

/**
 * What a stopping server must not wait for: a socket that has connected and sent nothing (a browser's
 * preconnection) and a keep-alive connection left idle after one answer. `closedByServer` settles when
 * the server closes the first; `destroy` drops the client's pool afterwards.
 */
export async function openIdleConnections(port: number): Promise<{ closedByServer: Promise<unknown>; destroy: () => void }> {
  const preconnected = net.connect(port, '127.0.0.1');
  const closedByServer = new Promise((resolve) => preconnected.once('close', resolve));
  await new Promise((resolve) => preconnected.once('connect', resolve));
  const agent = new http.Agent({ keepAlive: true });
  await new Promise((resolve, reject) => http.get(`http://127.0.0.1:${port}/api/health`, { agent }, (r) => r.resume().on('end', resolve)).on('error', reject));
  return { closedByServer, destroy: () => agent.destroy() };
}
