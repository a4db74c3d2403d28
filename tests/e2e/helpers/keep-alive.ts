import http from 'node:http';

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
