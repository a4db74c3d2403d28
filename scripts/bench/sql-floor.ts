import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { BENCH_SQL_REQUEST_PREFIX, readLoggedStatements } from '@/lib/server/db/statement-log';
import type { Bench } from './context';
import { freePort, start, type Running } from './processes';
import { bodyName } from './same-body';
import type { Scenario } from './scenarios';

// The SQL floor (issue 33): a read that reaches the database is judged against bare node:http doing
// that read's database work and nothing else (sql-floor-server.ts). The API runs with BENCH_SQL_LOG;
// the bench sends the request once more, after it was warmed, with a request id of its own, and reads
// back the statements that id ran (text and parameters, in order; background jobs and the load carry
// no such id and write nothing). The floor replays them through the same driver on the same database
// and answers the bytes and headers the API answered.

/** The API's uncached reads against the SQL floor (issue 33): ≥ 50 %. */
export const SQL_FLOOR_TARGET = 0.5;

/** Paths of a rotating scenario captured for the floor, which answers them in turn. */
const ROTATION_CAPTURED = 10;

export type FloorStatement = { sql: string; parameters: unknown[] };
export type FloorAnswer = { status: number; headers: Record<string, string>; body: string; statements: FloorStatement[] };
export type FloorFile = { answers: FloorAnswer[] };

/** The SQL floor of one database: its server, the API's statement log and where captured answers go. */
export type SqlFloor = { server: Running; databaseUrl: string; log: string; dir: string; driver: string; prefix: string };

// Headers node:http writes itself, or that describe the framing rather than the answer.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The driver a database URL is read through, as the report names it. */
export const driverOf = (databaseUrl: string) => (/^postgres(ql)?:\/\//.test(databaseUrl) ? 'pg' : 'better-sqlite3');

export async function startSqlFloor(databaseUrl: string, statementLog: string, logDir: string, prefix: string): Promise<SqlFloor> {
  const port = await freePort();
  const dir = path.join(logDir, `sql-floor-${prefix}`);
  fs.mkdirSync(dir, { recursive: true });
  const server = await start({
    name: `sql-floor-${prefix}`,
    command: [process.execPath, require.resolve('tsx/cli'), 'scripts/bench/sql-floor-server.ts', String(port), databaseUrl, dir],
    port,
    readyPath: '/',
    logFile: path.join(logDir, `sql-floor-${prefix}.log`),
  });
  return { server, databaseUrl, log: statementLog, dir, driver: driverOf(databaseUrl), prefix };
}

function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: Record<string, string> = {};
        const raw = response.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) if (!OWN_HEADERS.has(raw[i].toLowerCase())) kept[raw[i]] = raw[i + 1];
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer in 30 s`)));
  });
}

let clients = 0;

/** One request as the load sends it, with a bench request id: its answer and the statements it ran. */
export async function captureStatements(url: string, headers: Record<string, string>, statementLog: string, manyClients = false): Promise<FloorAnswer> {
  const own: Record<string, string> = manyClients ? { 'x-forwarded-for': `10.251.${(++clients >> 8) & 255}.${clients & 255}` } : {};
  // Warmed first: a first visit may fill in-process caches (row counts, sessions) a repeat does not read.
  await get(url, { ...headers, ...own });
  fs.writeFileSync(statementLog, '');
  const requestId = `${BENCH_SQL_REQUEST_PREFIX}${randomUUID()}`;
  const answer = await get(url, { ...headers, ...own, 'x-request-id': requestId });
  // Work a handler leaves running after its answer (a last-seen update) still counts as the request's.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const statements = readLoggedStatements(statementLog, requestId).map(({ sql, parameters }) => ({ sql, parameters }));
  return { status: answer.status, headers: answer.headers, body: answer.body.toString('base64'), statements };
}

const WRITES = /^\s*(insert|update|delete|replace|merge)\b/i;

/** What the floor of a scenario does, in words: the statement count of its (first) answer. */
export function describeStatements(statements: FloorStatement[]): string {
  const writes = statements.filter((s) => WRITES.test(s.sql)).length;
  const n = statements.length;
  return `${n} statement${n === 1 ? '' : 's'}${writes ? ` (${writes} write${writes === 1 ? '' : 's'})` : ''}`;
}

export type FloorMeasured = { id: string; statements: FloorStatement[]; rps: number; bytes: number };

/**
 * Captures the scenario's statements (each path of a rotating one, up to ten) and measures the SQL
 * floor answering them, just before the scenario. Undefined when an answer failed or ran no statement.
 */
export async function measureSqlFloor(bench: Bench, floor: SqlFloor, s: Scenario): Promise<FloorMeasured | undefined> {
  const origin = new URL(s.url).origin;
  const urls = s.load?.paths?.length ? s.load.paths.slice(0, ROTATION_CAPTURED).map((p) => new URL(p, origin).toString()) : [s.url];
  const answers: FloorAnswer[] = [];
  for (const url of urls) answers.push(await captureStatements(url, s.load?.headers ?? {}, floor.log, s.load?.manyClients));
  const failed = answers.find((a) => a.status !== 200);
  if (failed || !answers[0].statements.length) {
    bench.report.notes.push(`${s.title}: no SQL floor (${failed ? `answered ${failed.status}` : 'no statement was logged: is BENCH_SQL_LOG set on the API?'}).`);
    return undefined;
  }
  const name = bodyName(`sql-${s.id}`);
  const file: FloorFile = { answers };
  fs.writeFileSync(path.join(floor.dir, `${name}.sql.json`), JSON.stringify(file));
  const id = `sql-floor:${s.id}`;
  const bytes = Buffer.from(answers[0].body, 'base64').length;
  const rotation = answers.length > 1 ? `, ${answers.length} answers in turn` : '';
  const title = `SQL floor: bare node:http + ${floor.driver}, the same ${describeStatements(answers[0].statements)} and ${bytes} bytes${rotation}`;
  const measured = await bench.measure({ id, section: s.section, title, url: `${floor.server.url}/s/${name}` });
  return { id, statements: answers[0].statements, rps: measured.rps, bytes };
}

const pct = (n: number) => `${Math.round(n * 1000) / 10} %`;

/** One line per read in the report: what the floor did, and the read's share of it (and of bare node:http with the same bytes). */
export function floorFigure(bench: Bench, section: string, s: Pick<Scenario, 'id' | 'title'>, floor: SqlFloor, measured: FloorMeasured, apiRps: number, sameBodyRps?: number): void {
  const ratio = measured.rps ? apiRps / measured.rps : 0;
  const sameBody = sameBodyRps ? `; ${pct(apiRps / sameBodyRps)} of bare node:http answering the same bytes from memory (${sameBodyRps} req/s)` : '';
  bench.report.figures.push({
    section,
    name: s.title,
    value: `the floor ran ${describeStatements(measured.statements)} through ${floor.driver} and answered ${measured.bytes} bytes at ${measured.rps} req/s; the API ${apiRps} req/s = ${pct(ratio)} of it${sameBody}`,
    target: `≥ ${pct(SQL_FLOOR_TARGET)} of the SQL floor`,
    pass: ratio >= SQL_FLOOR_TARGET,
    // A miss is noted once, by the read's own row (with why, and a profile of the worst miss).
    restates: s.id,
  });
}
