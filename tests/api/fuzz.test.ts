import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { Db } from '@/lib/server/db';
import { seedDatabase } from '@/lib/server/db/seed';
import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { hostileBody, hostileHeaders, hostilePathValue, hostileQuery, type Operation } from '../helpers/hostile';

// Random and hostile requests at every documented operation: none may answer 5xx, and none may touch
// data other than what the request could legitimately write.

type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** Tables an anonymous or learner request may legitimately add to or change. */
const WRITABLE = new Set([
  'training_registrations', 'client_error_logs', 'verification_codes', 'login_logs', 'access_tokens', 'files', 'operation_logs',
]);

const TABLES = [
  'regions', 'files', 'organizations', 'users', 'user_verified_data', 'managers', 'roles', 'permissions', 'role_permissions',
  'manager_roles', 'navbars', 'sidebars', 'navbar_sidebars', 'sidebar_roles', 'dictionary_items', 'occupations', 'teachers',
  'teacher_applications', 'examiners', 'talents', 'classes', 'class_teachers', 'enrollments', 'enrollment_events', 'orders', 'exams',
  'exam_results', 'certificates', 'certificate_events', 'news_categories', 'news', 'pages', 'banners', 'videos', 'lessons',
  'lesson_progress', 'training_registrations', 'moxibustion_enrollments', 'moxibustion_certificates', 'job_postings',
  'job_applications', 'verification_codes', 'access_tokens', 'operation_logs', 'login_logs', 'client_error_logs',
] as const;

const RUNS = 30;

type Snapshot = Map<string, Map<string, string>>;

async function snapshot(db: Db): Promise<Snapshot> {
  const result: Snapshot = new Map();
  for (const table of TABLES) {
    const rows = (await db.selectFrom(table as 'regions').selectAll().execute()) as Record<string, unknown>[];
    const byKey = new Map<string, string>();
    rows.forEach((row, i) => {
      const key = 'id' in row ? String(row.id) : `#${i}:${JSON.stringify(row)}`;
      byKey.set(key, createHash('sha1').update(JSON.stringify(row)).digest('hex'));
    });
    result.set(table, byKey);
  }
  return result;
}

function changedRows(before: Snapshot, after: Snapshot): { table: string; key: string }[] {
  const changes: { table: string; key: string }[] = [];
  for (const [table, rows] of before) {
    const later = after.get(table)!;
    for (const [key, hash] of rows) if (later.get(key) !== hash) changes.push({ table, key });
    for (const key of later.keys()) if (!rows.has(key)) changes.push({ table, key });
  }
  return changes;
}

let h: AccountsHarness;
let doc: Doc;
let learner: { id: number; phone: string };
let before: Snapshot;

beforeAll(async () => {
  h = await accountsHarness();
  await seedDatabase(h.db, { province: '410000', adminPassword: 'Fuzz-Admin-2026', demoPassword: 'Fuzz-Demo-2026', now: new Date('2026-11-01T08:00:00Z') });
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
  const own = (table: string, key: string) =>
    (table === 'users' && key === String(learner.id)) || (table === 'user_verified_data' && ownData.some((row) => String(row.id) === key));
  const unexpected = changes.filter(({ table, key }) => !WRITABLE.has(table) && !own(table, key));
  expect(unexpected).toEqual([]);
});
