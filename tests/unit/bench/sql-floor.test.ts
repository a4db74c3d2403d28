/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { connect } from '@/lib/server/db/connect';
import { BENCH_SQL_REQUEST_PREFIX, decodeParameter, encodeParameter, inStatementScope, readLoggedStatements } from '@/lib/server/db/statement-log';
import { freePort, start } from '@/scripts/bench/processes';
import type { Bench } from '@/scripts/bench/context';
import { missedTargetNotes, type Report } from '@/scripts/bench/report';
import { describeStatements, floorFigure, type FloorFile, type SqlFloor } from '@/scripts/bench/sql-floor';

// Issue 33's SQL floor: the API logs the statements of the bench's own requests only, and the floor
// server replays them through the same driver and answers the captured bytes and headers.
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-floor-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('parameters survive the JSON line: bytes, big integers and dates are tagged, the rest is JSON', () => {
  const values = [1, 'a', null, true, [1, 2], { a: 1 }, Buffer.from([0, 255]), 12n, new Date('2026-01-02T03:04:05.000Z')];
  const back = JSON.parse(JSON.stringify(values.map(encodeParameter))).map(decodeParameter);
  expect(back).toEqual(values);
  expect(describeStatements([{ sql: 'select 1', parameters: [] }])).toBe('1 statement');
  expect(describeStatements([{ sql: 'select 1', parameters: [] }, { sql: ' update t set a = 1', parameters: [] }])).toBe('2 statements (1 write)');
});

test('a handle with the log on writes the statements of a bench request only, in order, with its parameters', async () => {
  const log = path.join(dir, 'statements.jsonl');
  const db = connect(`file:${path.join(dir, 'log.db')}`, { statementLog: log, encryptAtRest: false });
  try {
    await sql`create table t (id integer primary key, v text)`.execute(db);
    const id = `${BENCH_SQL_REQUEST_PREFIX}1`;
    await inStatementScope(log, id, async () => {
      await sql`insert into t (v) values (${'一'})`.execute(db);
      await sql`select v from t where id = ${1}`.execute(db);
    });
    // Another request id, or no log file: nothing is written.
    await inStatementScope(log, 'ordinary-request', () => sql`select ${2} as n`.execute(db));
    await inStatementScope(undefined, `${BENCH_SQL_REQUEST_PREFIX}2`, () => sql`select ${3} as n`.execute(db));
    const logged = readLoggedStatements(log, id);
    expect(logged.map((s) => [s.sql, s.parameters])).toEqual([
      ['insert into t (v) values (?)', ['一']],
      ['select v from t where id = ?', [1]],
    ]);
    expect(fs.readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(2);
  } finally {
    await db.destroy();
  }
});

test('the floor server runs the captured statements on the same database and answers each captured answer in turn', async () => {
  const file = path.join(dir, 'floor.db');
  const setup = new Sqlite(file);
  setup.exec('create table t (id integer primary key, v text)');
  setup.close();
  const answer = (body: string) => ({
    status: 200,
    headers: { 'content-type': 'application/json', 'x-request-id': 'bench-sql-x' },
    body: Buffer.from(body).toString('base64'),
    statements: [
      { sql: 'insert into t (v) values (?)', parameters: [encodeParameter(Buffer.from('v'))] },
      { sql: 'select count(*) as n from t where id > ?', parameters: [0] },
    ],
  });
  const floor: FloorFile = { answers: [answer('{"a":1}'), answer('{"b":2}')] };
  fs.writeFileSync(path.join(dir, 'reads.sql.json'), JSON.stringify(floor));
  const port = await freePort();
  const server = await start({
    name: 'sql-floor-test',
    command: [process.execPath, require.resolve('tsx/cli'), 'scripts/bench/sql-floor-server.ts', String(port), `file:${file}`, dir],
    port,
    readyPath: '/',
    logFile: path.join(dir, 'server.log'),
  });
  try {
    const first = await fetch(`${server.url}/s/reads`);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.headers.get('x-request-id')).toBe('bench-sql-x');
    expect(await first.text()).toBe('{"a":1}');
    expect(await (await fetch(`${server.url}/s/reads`)).text()).toBe('{"b":2}');
    expect((await fetch(`${server.url}/s/missing`)).status).toBe(404);
  } finally {
    await server.stop();
  }
  const check = new Sqlite(file, { readonly: true });
  expect(check.prepare('select count(*) as n from t').get()).toEqual({ n: 2 });
  check.close();
}, 60_000);

test('the report says in one line per read what its floor did and the ratio; a miss is noted once, by the read itself', () => {
  const report: Report = { startedAt: '', machine: { cpus: 2, node: '20', platform: 'linux', memoryGb: 4 }, settings: { connections: 50, durationSeconds: 10, quick: false }, results: [], figures: [], notes: [] };
  const bench = { report } as unknown as Bench;
  const floor = { driver: 'pg' } as SqlFloor;
  const statements = [{ sql: 'select 1', parameters: [] }, { sql: 'select 2', parameters: [] }];
  floorFigure(bench, 'S', { id: 'pg-news', title: 'GET /api/v1/news (list)' }, floor, { id: 'sql-floor:pg-news', statements, rps: 1000, bytes: 4172 }, 400, 10_000);
  expect(report.figures).toEqual([{
    section: 'S',
    name: 'GET /api/v1/news (list)',
    value: 'the floor ran 2 statements through pg and answered 4172 bytes at 1000 req/s; the API 400 req/s = 40 % of it; 4 % of bare node:http answering the same bytes from memory (10000 req/s)',
    target: '≥ 50 % of the SQL floor',
    pass: false,
    restates: 'pg-news',
  }]);
  expect(missedTargetNotes(report)).toEqual([]);
});
