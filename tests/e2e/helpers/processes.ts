import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { currentE2eServer, e2eWebServer } from '../../../playwright.config';
import { absolutePathsEnv, listenEnv } from '../../../lib/server/cli/standalone';
import { DEFAULT_KEEP_ALIVE_MS } from '../../../lib/env';

export type Started = { url: string; stop: () => Promise<void>; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

/** Until `url` answers 2xx; gives up after timeoutMs, or once `alive` says the process serving it is gone. */
export async function waitFor(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && alive()) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}

/** Signals the whole group; a group already gone (ESRCH: it exited before its 'exit' event reached us) is stopped. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** SIGTERM to the child's process group at once (so it is sent even from an exit handler), SIGKILL after 5 s. */
export function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    const pid = child.pid;
    child.once('exit', () => resolve());
    signalGroup(pid, 'SIGTERM');
    setTimeout(() => child.exitCode === null && child.signalCode === null && signalGroup(pid, 'SIGKILL'), 5000).unref();
  });
}

/** Whether something already accepts connections on the port, over IPv4 or IPv6 loopback (localhost may be either). */
export async function portTaken(port: number): Promise<boolean> {
  const accepts = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  return (await Promise.all(['127.0.0.1', '::1'].map(accepts))).some(Boolean);
}

/**
 * Refuses a port another process holds: the command started on it would fail to listen, and the
 * readiness check would be answered by the other process, so the test would run against it.
 */
async function assertPortFree(port: number): Promise<void> {
  if (await portTaken(port)) {
    throw new Error(`port ${port} is already taken by another process: stop it, or move the test servers with E2E_PORT`);
  }
}

/** Starts a command in its own process group on 127.0.0.1 and waits until `readyPath` answers (from it, not another process). */
export async function startProcess(command: string[], port: number, readyPath: string, env: Record<string, string>): Promise<Started> {
  await assertPortFree(port);
  const child = spawn(command[0], command.slice(1), {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1', ...env },
  });
  const url = `http://localhost:${port}`;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  try {
    await waitFor(`${url}${readyPath}`, 60_000, () => child.exitCode === null && child.signalCode === null);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return { url, stop: () => stopGroup(child), exited };
}

/**
 * This build's standalone server (or the one in `serverDir`) on `port`, over the database of this
 * worker's test server, listening as `npm start` would with HOST=`host`: a second server beside it.
 */
export function startStandalone(port: number, { host = 'localhost', serverDir = path.join('.next', 'standalone') } = {}): Promise<Started> {
  const { DATABASE_URL, UPLOAD_DIR } = e2eWebServer(currentE2eServer().index).env;
  const env = {
    ...absolutePathsEnv({ ...process.env, DATABASE_URL, UPLOAD_DIR }),
    ...listenEnv(host, {}),
    PORT: String(port),
    REDIS_URL: '',
    API_UPSTREAM_URL: '',
    KEEP_ALIVE_TIMEOUT: String(DEFAULT_KEEP_ALIVE_MS),
  };
  return startProcess(['node', path.join(serverDir, 'server.js')], port, '/api/health', env);
}
