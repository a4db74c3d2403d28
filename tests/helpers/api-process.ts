import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { nodeArgs } from './node-entries';

// `npm run api` as a real process, for tests that start, break and stop servers.

export type ApiProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Parsed JSON log lines from its stdout so far. */
  logs: Array<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * A call tried again while it answers 503, until a deadline. The fault tests give their dependencies
 * deadlines of 0.5–2 s, and a dependency's first calls (of the run, or after it resumes with a backlog)
 * can miss them on a machine busy with a build beside two jest workers: a 503 like the fault's. Such a
 * refusal must leave nothing behind either, which the caller asserts (its rows counted after). Returns
 * the last answer and how long each refused attempt took, for the test's log.
 */
export async function servedWithin<T extends { status: number; ms: number }>(attempt: () => Promise<T>, deadlineMs: number): Promise<{ answer: T; refused: number[] }> {
  const until = Date.now() + deadlineMs;
  const refused: number[] = [];
  let answer = await attempt();
  while (answer.status === 503 && Date.now() < until) {
    refused.push(answer.ms);
    answer = await attempt();
  }
  return { answer, refused };
}

export async function isReady(url: string): Promise<boolean> {
  const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) });
  return response.status === 200;
}

export async function startApiProcess(env: Record<string, string>, options: { port?: number; waitReady?: boolean } = {}): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  // One process (node on the bundle, or tsx as a loader, not its CLI), so a signal reaches the server itself.
  const child = spawn(process.execPath, nodeArgs('lib/server/cli/api.ts'), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      API_UPSTREAM_URL: '',
      // The tests play the proxy in front of many clients, each named in X-Forwarded-For.
      TRUSTED_PROXY_HOPS: '1',
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
    },
  });
  const logs: ApiProcess['logs'] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line));
      } catch {
        logs.push({ text: line });
      }
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that dies on its own is the finding: show why, whatever the test then reports.
  void exited.then(({ code, signal }) => {
    if (!stopping && code !== 0) console.error(`API server on ${url} exited by itself (code ${code}, signal ${signal}):\n${stderr.slice(-3000)}`);
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  if (options.waitReady ?? true) {
    try {
      await waitUntil(async () => child.exitCode === null && (await isReady(url)), 110_000, `${url}/api/ready`);
    } catch (error) {
      await stop('SIGKILL');
      throw new Error(`${(error as Error).message}\n${stderr.slice(-2000)}`);
    }
  }
  return { url, port, child, logs, exited, stop };
}
