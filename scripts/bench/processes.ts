import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export type Running = { name: string; url: string; pid: number; child: ChildProcess; stop: (signal?: NodeJS.Signals) => Promise<number | null> };

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitForOk(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

export type StartOptions = {
  name: string;
  command: string[];
  port: number;
  readyPath: string;
  env?: Record<string, string | undefined>;
  /** Where stdout and stderr go; default: discarded stdout, stderr to a file beside. */
  logFile?: string;
  timeoutMs?: number;
  host?: string;
  /** Where the command runs (default: this process's folder). */
  cwd?: string;
};

/** Starts a command in its own process group (Next forks a child) and waits until readyPath answers 200. */
export async function start(options: StartOptions): Promise<Running> {
  const out = options.logFile ? fs.openSync(options.logFile, 'a') : 'ignore';
  const child = spawn(options.command[0], options.command.slice(1), {
    detached: true,
    cwd: options.cwd,
    stdio: ['ignore', out, out],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1', ...options.env } as NodeJS.ProcessEnv,
  });
  const url = `http://${options.host ?? '127.0.0.1'}:${options.port}`;
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => stopGroup(child, signal);
  try {
    await waitForOk(`${url}${options.readyPath}`, options.timeoutMs ?? 120_000, child);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { name: options.name, url, pid: child.pid!, child, stop };
}

export function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    try {
      process.kill(-child.pid, signal);
    } catch {
      return resolve(child.exitCode);
    }
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }, 10_000).unref();
  });
}
