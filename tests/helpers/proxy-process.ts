import { spawn } from 'node:child_process';
import { freePort, waitUntil } from './api-process';
import { nodeArgs } from './node-entries';

export type ProxyProcess = { url: string; pid: number; stop: () => Promise<void> };

/** tests/helpers/proxy-server.ts as a real process, so its memory can be read from /proc. */
export async function startProxyProcess(env: Record<string, string>): Promise<ProxyProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs('tests/helpers/proxy-server.ts'), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', REDIS_URL: '', ...env, PROXY_PORT: String(port) },
  });
  let stderr = '';
  let listening = false;
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('proxy listening')) listening = true; });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntil(async () => listening, 60_000, 'the proxy process');
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr.slice(-2000)}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
