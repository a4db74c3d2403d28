import fs from 'node:fs';
import type { CompiledQuery } from 'kysely';
import { RareScope } from '@/lib/server/rare-scope';

// The bench's SQL floor (scripts/bench/sql-floor.ts) replays, through the bare driver, the very
// statements one API request ran. With BENCH_SQL_LOG set (never in production), a request whose id
// starts with BENCH_SQL_REQUEST_PREFIX has each statement it runs (text and parameters, in order)
// appended to that file as one JSON line; nothing else is written, so the bench's load, other
// requests and background jobs leave no line. The scope lives in this module: it covers the
// standalone API (`npm run api`), where the request and the database handle share one bundle.

export const BENCH_SQL_REQUEST_PREFIX = 'bench-sql-';

export type LoggedStatement = { reqId: string; dialect: string; sql: string; parameters: unknown[] };

// The scope lingers a second after the request: work a handler leaves running after its answer (a
// last-seen update) is still the request's (sql-floor.ts waits for it), and the load measured next
// runs without the scope's cost.
const scope = new RareScope<{ file: string; requestId: string }>(1000);

/** Runs one request's work; with a log file and a bench request id, its statements are logged. */
export function inStatementScope<T>(file: string | undefined, requestId: string, work: () => Promise<T>): Promise<T> {
  if (!file || !requestId.startsWith(BENCH_SQL_REQUEST_PREFIX)) return work();
  return scope.run({ file, requestId }, work);
}

/**
 * A parameter as JSON that decodeParameter turns back into what the driver was given: JSON keeps
 * strings, numbers, booleans, null, arrays and plain objects; bytes, big integers and dates are tagged.
 */
export function encodeParameter(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (typeof value === 'bigint') return { $bigint: value.toString() };
  if (value instanceof Date) return { $date: value.toISOString() };
  return value;
}

export function decodeParameter(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = value as { $bytes?: string; $bigint?: string; $date?: string };
    if (typeof tagged.$bytes === 'string') return Buffer.from(tagged.$bytes, 'base64');
    if (typeof tagged.$bigint === 'string') return BigInt(tagged.$bigint);
    if (typeof tagged.$date === 'string') return new Date(tagged.$date);
  }
  return value;
}

/** Called for every statement a handle with the log on has run (connect.ts): written only inside a bench request's scope. */
export function logStatement(dialect: string, query: CompiledQuery): void {
  const current = scope.getStore();
  if (!current) return;
  const line: LoggedStatement = { reqId: current.requestId, dialect, sql: query.sql, parameters: query.parameters.map(encodeParameter) };
  fs.appendFileSync(current.file, `${JSON.stringify(line)}\n`);
}

/** The statements request `requestId` logged into `file`, in the order they ran. */
export function readLoggedStatements(file: string, requestId: string): LoggedStatement[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoggedStatement)
    .filter((s) => s.reqId === requestId);
}
