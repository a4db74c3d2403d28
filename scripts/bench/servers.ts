import fs from 'node:fs';
import path from 'node:path';
import { freePort, start, type Running } from './processes';

const tsxCli = () => require.resolve('tsx/cli');

export type ServerSet = { list: Running[]; stopAll: () => Promise<void> };

export function serverSet(): ServerSet {
  const list: Running[] = [];
  return {
    list,
    stopAll: async () => {
      await Promise.all(list.splice(0).map((s) => s.stop()));
    },
  };
}

/** A bare server answering a small JSON on / and, on /b/<name>, bodies captured into bodyDir (same-body.ts). */
export async function startBaseline(kind: 'node' | 'hono', logDir: string, bodyDir = path.join(logDir, 'bodies')): Promise<Running> {
  const port = await freePort();
  return start({
    name: `baseline-${kind}`,
    command: [process.execPath, tsxCli(), 'scripts/bench/baseline-server.ts', kind, String(port), bodyDir],
    port,
    readyPath: '/',
    logFile: path.join(logDir, `baseline-${kind}.log`),
  });
}

// The bench plays a proxy in front of many clients: the many-clients scenarios and the soak name each
// client in X-Forwarded-For, which a server trusts only behind a proxy (lib/server/client-address.ts).
const AS_PROXY = { TRUSTED_PROXY_HOPS: '1' };

export async function startApi(env: Record<string, string>, logDir: string, name = 'api', nodeArgs: string[] = []): Promise<Running> {
  const port = await freePort();
  return start({
    name,
    command: [process.execPath, ...nodeArgs, tsxCli(), 'lib/server/cli/api.ts'],
    port,
    readyPath: '/api/ready',
    env: { ...AS_PROXY, ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
    logFile: path.join(logDir, `${name}.log`),
  });
}

/**
 * `npm run api` under V8's CPU profiler, in one process (node --import tsx: the tsx CLI runs the
 * script in a child the profiler flags would not reach; Node 20 refuses them in NODE_OPTIONS).
 */
export async function startProfiledApi(env: Record<string, string>, logDir: string, name: string, profileDir: string): Promise<Running> {
  const port = await freePort();
  return start({
    name,
    command: [process.execPath, '--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'lib/server/cli/api.ts'],
    port,
    readyPath: '/api/ready',
    env: { ...AS_PROXY, ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
    logFile: path.join(logDir, `${name}.log`),
  });
}

/** The production server of the current build: the standalone server when built, else `next start`. */
export async function startNext(env: Record<string, string>, logDir: string, name = 'next', extraNodeArgs: string[] = []): Promise<Running> {
  const port = await freePort();
  const standalone = path.resolve('.next/standalone/server.js');
  // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=reports/prof" to see where a run's time went.
  const nodeArgs = [...extraNodeArgs, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const command = fs.existsSync(standalone)
    ? [process.execPath, ...nodeArgs, standalone]
    : [process.execPath, ...nodeArgs, require.resolve('next/dist/bin/next'), 'start', '-p', String(port), '-H', 'localhost'];
  return start({
    name,
    command,
    port,
    host: 'localhost',
    // As a balancer would: /api/ready answers once the process has viewed its main pages (lib/server/warm-up.ts).
    readyPath: '/api/ready',
    env: { ...AS_PROXY, ...env, PORT: String(port), HOSTNAME: 'localhost' },
    logFile: path.join(logDir, `${name}.log`),
  });
}
