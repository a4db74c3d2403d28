import type { Server } from 'node:http';
import { env } from '@/lib/env';
import { closeAppContexts } from '@/lib/server/app-context';
import { closeCacheBus } from '@/lib/server/cache-bus';
import { closeDb, readyDb } from '@/lib/server/db';
import { draining, shutdownState, startDraining } from './draining';
import { closeConnectionsWhenDone } from './idle-connections';
import { logger, errorFields } from '@/lib/server/observability/log';

// Start-up and shutdown of a server process (the Next server through instrumentation.ts, and
// `npm run api`): migrate before the first request, and on SIGTERM finish what is in flight,
// then close the database pool and Redis before exiting.

/** Migrations run once at start (under a lock, see db/migrate.ts); a failure leaves the server up but not ready. */
export async function migrateAtStart(): Promise<void> {
  if (env().API_UPSTREAM_URL) return;
  try {
    await readyDb();
  } catch (error) {
    logger().error(errorFields(error), 'migrations at start failed; /api/ready answers 503 until the database is back');
  }
}

export async function closeResources(): Promise<void> {
  await Promise.allSettled([closeAppContexts(), closeCacheBus(), closeDb()]);
}

export const FORCED_EXIT_MS = 25_000;

/**
 * What every shutdown begins with, once: /api/ready answers 503 from now on (a balancer stops sending
 * new traffic here), connections close as they fall idle, and `exit(1)` after FORCED_EXIT_MS if the
 * rest hangs. False when a shutdown has already begun.
 */
function beginShutdown(signal: NodeJS.Signals, exit: (code: number) => void, servers: Server[] = []): boolean {
  if (draining()) return false;
  startDraining();
  logger().info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  closeConnectionsWhenDone(servers);
  setTimeout(() => {
    logger().warn({ afterMs: FORCED_EXIT_MS }, 'shutdown took too long: exiting');
    exit(1);
  }, FORCED_EXIT_MS).unref();
  return true;
}

/**
 * Next's own SIGTERM handler stops accepting connections, waits for in-flight requests and then
 * calls process.exit; this hook runs just before that exit and closes the pools. A hung request
 * cannot hold the process beyond FORCED_EXIT_MS.
 */
export function closePoolsBeforeExit(): void {
  const state = shutdownState();
  if (state.exitHooked) return;
  state.exitHooked = true;
  const onSignal = (signal: NodeJS.Signals) => {
    const exit = process.exit.bind(process);
    if (!beginShutdown(signal, exit)) return;
    let closing: Promise<void> | undefined;
    process.exit = ((code?: number) => {
      closing ??= closeResources().finally(() => {
        logger().info({ code: code ?? 0 }, 'shut down: database pool and Redis closed');
        logger().flush?.();
        exit(code);
      });
    }) as typeof process.exit;
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** The same for a plain node:http server (`npm run api`): stop accepting, drain, close, exit. */
export function shutdownOnSignal(server: Server): void {
  const onSignal = (signal: NodeJS.Signals) => {
    if (!beginShutdown(signal, (code) => process.exit(code), [server])) return;
    server.close(() => {
      void closeResources().finally(() => {
        logger().info({ code: 0 }, 'shut down: database pool and Redis closed');
        process.exit(0);
      });
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
