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

export async function startBaseline(kind: 'node' | 'hono', logDir: string): Promise<Running> {
  const port = await freePort();
  return start({
    name: `baseline-${kind}`,
    command: [process.execPath, tsxCli(), 'scripts/bench/baseline-server.ts', kind, String(port)],
    port,
    readyPath: '/',
    logFile: path.join(logDir, `baseline-${kind}.log`),
  });
}

export async function startApi(env: Record<string, string>, logDir: string, name = 'api', nodeArgs: string[] = []): Promise<Running> {
  const port = await freePort();
  return start({
    name,
    command: [process.execPath, ...nodeArgs, tsxCli(), 'lib/server/cli/api.ts'],
    port,
    readyPath: '/api/ready',
    env: { ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
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
    env: { ...env, PORT: String(port), HOSTNAME: 'localhost' },
    logFile: path.join(logDir, `${name}.log`),
  });
}
