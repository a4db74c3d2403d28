import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { DeadlineExceeded, withDeadline } from '@/lib/server/deadline';
import { RareScope } from '@/lib/server/rare-scope';

export type DatabaseDeadlines = {
  /** Opening a connection, or waiting for a free one in the pool (pg-pool's connectionTimeoutMillis covers both). */
  connectMs: number;
  /** One statement; 0 for none. */
  statementMs: number;
};

// A statement not answered within statementMs has its connection closed: the caller gets a 503 at
// once, and a write (always sent in a transaction, see below) never commits, even if it reached a
// server that resumes later. The deadline is the client's alone, so a migration can lift it.

const unbounded = new RareScope<true>();

/**
 * Runs `work` with no statement deadline on this process's handles: migrations at start (which may
 * wait on another instance's migration lock, or build an index over millions of rows).
 */
export function withoutStatementDeadline<T>(work: () => Promise<T>): Promise<T> {
  return unbounded.run(true, work);
}

/** Whether a statement run now is bounded (false inside withoutStatementDeadline). */
export const statementDeadlineApplies = () => unbounded.getStore() !== true;

/** pg.Pool options for these deadlines. */
export function poolDeadlineOptions(deadlines: DatabaseDeadlines): Pick<pg.PoolConfig, 'connectionTimeoutMillis'> {
  return { connectionTimeoutMillis: deadlines.connectMs };
}

type Stream = { destroy(): void };

// Waiting for an advisory lock (the migration and seed locks) is meant to last as long as the holder's work.
const LOCK_WAIT = /\bpg_advisory(_xact)?_lock\(/i;
const WRITE = /^\s*(insert|update|delete|merge)\b/i;
const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|end|rollback(?!\s+to\b))\b/i;

/**
 * The pool as Kysely sees it, each statement held to the client-side deadline. A write outside a
 * transaction is sent inside one (begin, the write, commit once its answer came): a write already
 * delivered to a server that stopped answering then never commits when it resumes, because the
 * connection was closed before any commit was sent. Writes in transactions already work that way.
 */
export function poolWithStatementDeadline(pool: pg.Pool, deadlines: DatabaseDeadlines): PostgresPool {
  if (!deadlines.statementMs) return pool as unknown as PostgresPool;
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const ms = deadlines.statementMs;
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let dead = false;
    let inTransaction = false;
    const bounded = (text: string, parameters?: ReadonlyArray<unknown>) =>
      withDeadline('database statement', ms, () => client.query(text, parameters as unknown[])).catch((error: unknown) => {
        if (error instanceof DeadlineExceeded) {
          dead = true;
          // Closed, not returned to the pool: the statement in flight dies with the connection.
          (client as unknown as { connection?: { stream?: Stream } }).connection?.stream?.destroy();
        }
        throw error;
      });
    const query = async (text: string, parameters?: ReadonlyArray<unknown>) => {
      if (BEGINS.test(text)) inTransaction = true;
      else if (ENDS.test(text)) inTransaction = false;
      if (LOCK_WAIT.test(text)) return client.query(text, parameters as unknown[]);
      if (inTransaction || !WRITE.test(text)) return bounded(text, parameters);
      await bounded('begin');
      try {
        const result = await bounded(text, parameters);
        await bounded('commit');
        return result;
      } catch (error) {
        if (!dead) await client.query('rollback').catch(() => undefined);
        throw error;
      }
    };
    return {
      query(sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) {
        // Cursors (streamed reads) are read row batch by row batch, each at the caller's own pace.
        if (typeof sqlOrCursor !== 'string' || !statementDeadlineApplies()) {
          return (client.query as (...args: unknown[]) => unknown)(sqlOrCursor, parameters);
        }
        return query(sqlOrCursor, parameters);
      },
      release() {
        const failed = dead;
        dead = false;
        inTransaction = false;
        client.release(failed ? new Error('statement deadline passed') : undefined);
      },
    } as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let bounded = wrapped.get(client);
      if (!bounded) {
        bounded = wrap(client);
        wrapped.set(client, bounded);
      }
      return bounded;
    },
    end: () => pool.end(),
  };
}
