import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type Sqlite from 'better-sqlite3';
import pg from 'pg';
import { dialectOf, openSqliteReader, openSqliteWriter, PG_POOL_MAX } from '@/lib/server/db/connect';
import { decodeParameter } from '@/lib/server/db/statement-log';
import type { FloorAnswer, FloorFile } from './sql-floor';

// The SQL floor (issue 33): bare node:http that, for /s/<name>, runs the very statements one API
// request ran (captured by sql-floor.ts from BENCH_SQL_LOG) through the same driver against the same
// database, then answers that request's bytes with its headers. Nothing else: no router, validation,
// session code, serialisation or logging. A scenario that rotates over paths has one captured answer
// per path, answered in turn. SQLite is opened as the server opens it (connect.ts: one writer with
// its pragmas, reads outside a transaction on a read-only connection, statements prepared once per
// connection); PostgreSQL through a pg Pool of the server's size, one pooled query per statement and
// one client held from begin to commit.
const [portText, databaseUrl, dir] = process.argv.slice(2);
if (!portText || !databaseUrl || !dir) {
  console.error('usage: sql-floor-server.ts <port> <database-url> <floor-dir>');
  process.exit(2);
}

type Floor = { answers: Array<FloorAnswer & { bytes: Buffer; params: unknown[][] }>; turn: number };
const floors = new Map<string, Floor | null>();

function floorFor(name: string): Floor | null {
  if (!floors.has(name)) {
    const file = path.join(dir, `${name}.sql.json`);
    if (!/^[\w-]+$/.test(name) || !fs.existsSync(file)) floors.set(name, null);
    else {
      const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as FloorFile;
      const answers = kept.answers.map((a) => ({ ...a, bytes: Buffer.from(a.body, 'base64'), params: a.statements.map((s) => s.parameters.map(decodeParameter)) }));
      floors.set(name, { answers, turn: 0 });
    }
  }
  return floors.get(name)!;
}

const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|end|rollback(?!\s+to\b))\b/i;

type Runner = (answer: Floor['answers'][number]) => Promise<void> | void;

function sqliteRunner(file: string): Runner {
  const writer = openSqliteWriter(file);
  const reader = openSqliteReader(file);
  const prepared = new Map<Sqlite.Database, Map<string, Sqlite.Statement>>([[writer, new Map()], [reader, new Map()]]);
  const statement = (db: Sqlite.Database, sql: string) => {
    const kept = prepared.get(db)!;
    let stmt = kept.get(sql);
    if (!stmt) kept.set(sql, (stmt = db.prepare(sql)));
    return stmt;
  };
  const run = (stmt: Sqlite.Statement, parameters: unknown[]) => (stmt.reader ? stmt.all(parameters) : stmt.run(parameters));
  return (answer) => {
    let inTransaction = false;
    answer.statements.forEach((s, i) => {
      if (BEGINS.test(s.sql)) inTransaction = true;
      if (!inTransaction) {
        const stmt = statement(reader, s.sql);
        if (stmt.readonly) return void run(stmt, answer.params[i]);
      }
      run(statement(writer, s.sql), answer.params[i]);
      if (ENDS.test(s.sql)) inTransaction = false;
    });
  };
}

function postgresRunner(url: string): Runner {
  const pool = new pg.Pool({ connectionString: url, max: PG_POOL_MAX, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined);
  return async (answer) => {
    let client: pg.PoolClient | undefined;
    try {
      for (const [i, s] of answer.statements.entries()) {
        if (BEGINS.test(s.sql)) client ??= await pool.connect();
        await (client ?? pool).query(s.sql, answer.params[i]);
        if (client && ENDS.test(s.sql)) {
          client.release();
          client = undefined;
        }
      }
    } finally {
      client?.release();
    }
  };
}

const runStatements: Runner = dialectOf(databaseUrl) === 'postgres' ? postgresRunner(databaseUrl) : sqliteRunner(databaseUrl.replace(/^file:/, ''));
const small = JSON.stringify({ status: 'ok' });

http
  .createServer((req, res) => {
    const match = /^\/s\/([\w-]+)/.exec(req.url ?? '/');
    if (!match) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(small) });
      res.end(small);
      return;
    }
    const floor = floorFor(match[1]);
    if (!floor) {
      res.writeHead(404, { 'content-length': '0' });
      res.end();
      return;
    }
    const answer = floor.answers[floor.turn++ % floor.answers.length];
    const send = () => {
      res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.bytes.length) });
      res.end(answer.bytes);
    };
    const fail = (error: unknown) => {
      console.error(`${match[1]}: ${(error as Error).message}`);
      res.writeHead(500, { 'content-length': '0' });
      res.end();
    };
    // better-sqlite3 answers at once: no promise in between, as nothing else is.
    try {
      const running = runStatements(answer);
      if (running) running.then(send, fail);
      else send();
    } catch (error) {
      fail(error);
    }
  })
  .listen(Number(portText), '127.0.0.1');
