import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { Db } from '@/lib/server/db';
import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { hostileBody, hostileHeaders, hostilePathValue, hostileQuery, type Operation } from '../helpers/hostile';

// Random and hostile requests at every documented operation: none may answer 5xx, and none may touch
// data other than what the request could legitimately write.

type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** Tables an anonymous or learner request may legitimately add to or change. */
const WRITABLE = new Set([
  'training_registrations', 'client_error_logs', 'verification_codes', 'login_logs', 'login_lockouts', 'access_tokens', 'files', 'operation_logs',
  // Anyone may object to a claim on public notice; each objection is an audit entry.
  'subsidy_objections', 'subsidy_audit_log',
]);


const RUNS = 30;

type Row = { hash: string; owner: unknown };
type Snapshot = Map<string, Map<string, Row>>;

/** Every table the migrations made (found, not listed, so new tables are covered without edits). */
async function tables(db: Db): Promise<string[]> {
  const found = await db.introspection.getTables();
  return found.map((t) => t.name).filter((name) => !name.startsWith('kysely_')).sort();
}

async function snapshot(db: Db): Promise<Snapshot> {
  const result: Snapshot = new Map();
  for (const table of await tables(db)) {
    const rows = (await db.selectFrom(table as 'regions').selectAll().execute()) as Record<string, unknown>[];
    const byKey = new Map<string, Row>();
    rows.forEach((row, i) => {
      const key = 'id' in row ? String(row.id) : `#${i}:${JSON.stringify(row)}`;
      const owner = table === 'users' ? row.id : row.user_id;
      byKey.set(key, { hash: createHash('sha1').update(JSON.stringify(row)).digest('hex'), owner });
    });
    result.set(table, byKey);
  }
  return result;
}

function changedRows(before: Snapshot, after: Snapshot): { table: string; key: string; owner: unknown }[] {
  const changes: { table: string; key: string; owner: unknown }[] = [];
  for (const [table, rows] of before) {
    const later = after.get(table)!;
    for (const [key, row] of rows) if (later.get(key)?.hash !== row.hash) changes.push({ table, key, owner: later.get(key)?.owner ?? row.owner });
    for (const [key, row] of later) if (!rows.has(key)) changes.push({ table, key, owner: row.owner });
  }
  return changes;
}

let h: AccountsHarness;
let doc: Doc;
let learner: { id: number; phone: string };
let before: Snapshot;

beforeAll(async () => {
  h = await accountsHarness({ seeded: true });
  learner = await createLearner(h.db, { phone: '13912345678' });
  doc = (await h.request('GET', '/openapi.json')).body as Doc;
  before = await snapshot(h.db);
}, 120_000);

afterAll(async () => {
  await h.close();
});

function operations(): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/^\/api\/v1/, ''), op })),
  );
}

test('the document lists the operations to attack', () => {
  expect(operations().length).toBeGreaterThan(30);
});

test('no random or hostile request to any operation answers 5xx', async () => {
  const failures: string[] = [];
  let statuses = 0;
  for (const { method, path, op } of operations()) {
    const token = await tokenFor(h, 'learner', learner.phone); // a fresh one: DELETE /authorizations/current may revoke it
    const body = method === 'GET' || method === 'HEAD' ? fc.constant({}) : hostileBody(op, doc.components.schemas);
    const result = await fc.check(
      fc.asyncProperty(hostilePathValue, hostileQuery(op), body, hostileHeaders(token), async (pathValue, query, payload, headers) => {
        const url = `${path.replace(/\{[^}]+\}/g, pathValue)}${query}`;
        const response = await h.request(method, url, { headers, ...payload });
        statuses += 1;
        if (response.status >= 500) {
          failures.push(`${method} ${url} ${JSON.stringify(payload).slice(0, 300)} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
          return false;
        }
        return true;
      }),
      { numRuns: RUNS, seed: 20261123, endOnFailure: true },
    );
    if (result.failed && result.errorInstance) failures.push(`${method} ${path} threw: ${String(result.errorInstance)}`);
  }
  expect(failures).toEqual([]);
  expect(statuses).toBe(operations().length * RUNS);
}, 300_000);

test('ids beyond 32 bits are a 404 or a 422, never a database error (PostgreSQL integers)', async () => {
  expect((await h.request('GET', '/files/99999999999')).status).toBe(404);
  expect((await h.request('GET', '/classes/99999999999')).status).toBe(422);
  expect((await h.request('GET', '/classes?occupation_id=99999999999')).status).toBe(422);
  expect((await h.request('GET', '/news?page=99999999999')).status).toBe(422);
});

test('the attacks changed nothing but what a visitor or the learner may write', async () => {
  const changes = changedRows(before, await snapshot(h.db));
  const ownData = await h.db.selectFrom('user_verified_data').select('id').where('user_id', '=', learner.id).execute();
  const ids = (rows: { id: number }[]) => new Set(rows.map((row) => String(row.id)));
  // The learner's own enrolments (and the seat count of their classes), orders, notifications and study records.
  const enrollments = await h.db.selectFrom('enrollments').select(['id', 'class_id']).where('user_id', '=', learner.id).execute();
  const enrollmentIds = enrollments.map((e) => e.id);
  const owned: Record<string, Set<string>> = {
    enrollments: ids(enrollments),
    classes: new Set(enrollments.map((e) => String(e.class_id))),
    enrollment_events: ids(enrollmentIds.length ? await h.db.selectFrom('enrollment_events').select('id').where('enrollment_id', 'in', enrollmentIds).execute() : []),
    orders: ids(await h.db.selectFrom('orders').select('id').where('user_id', '=', learner.id).execute()),
    notifications: ids(await h.db.selectFrom('notifications').select('id').where('user_id', '=', learner.id).execute()),
    lesson_plays: ids(await h.db.selectFrom('lesson_plays').select('id').where('user_id', '=', learner.id).execute()),
    lesson_progress: ids(await h.db.selectFrom('lesson_progress').select('id').where('user_id', '=', learner.id).execute()),
  };
  // The learner's own rows in the career area (a talent profile, job and teacher applications, moxibustion enrolments) and the
  // log of their own data downloads (GET /user/data-export writes one line per download).
  for (const table of ['talents', 'job_applications', 'teacher_applications', 'moxibustion_enrollments', 'learner_rights_events', 'subsidy_category_declarations', 'attendance_records'] as const) {
    owned[table] = ids(await h.db.selectFrom(table).select('id').where('user_id', '=', learner.id).execute());
  }
  const own = (table: string, key: string) =>
    (table === 'users' && key === String(learner.id)) || (table === 'user_verified_data' && ownData.some((row) => String(row.id) === key)) ||
    Boolean(owned[table]?.has(key)) || (table === 'study_clocks' && key.includes(`"user_id":${learner.id},`));
  const unexpected = changes.filter(({ table, key }) => !WRITABLE.has(table) && !own(table, key));
  expect(unexpected).toEqual([]);
});
