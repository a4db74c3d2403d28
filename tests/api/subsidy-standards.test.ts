import { sql } from 'kysely';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertOccupation, insertRegions } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Subsidy standards (province managers write, others read) and the audit log the database keeps
// append-only: an UPDATE or a DELETE on subsidy_audit_log is refused on both databases.

let h: AccountsHarness;
let occupationId: number;
const token = { province: '', city: '', institution: '' };
const body = (extra: Record<string, unknown> = {}) => ({
  occupation_id: occupationId, level: 5, amount_fen: 150000, min_attendance_percent: 80, claim_months: 12,
  once_per_occupation_level: true, max_per_year: 3, valid_from: '2026-01-01', valid_to: '2026-12-31', ...extra,
});

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  occupationId = await insertOccupation(h.db);
  token.province = (await managerWithRole(h, 'province-admin')).token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  token.institution = (await managerWithRole(h, 'institution')).token;
});
afterAll(() => h.close());

test('province creates, edits and deletes standards; others read only; 422s in Chinese', async () => {
  const created = await h.request('POST', '/manage/subsidy/standards', { token: token.province, json: body() });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ amount_fen: 150000, level: 5, learner_category: null, once_per_occupation_level: true });
  const id = created.body.data.id;
  expect((await h.request('POST', '/manage/subsidy/standards', { token: token.city, json: body() })).status).toBe(403);
  expect((await h.request('POST', '/manage/subsidy/standards', { token: token.institution, json: body() })).status).toBe(403);
  expect((await h.request('GET', '/manage/subsidy/standards', { token: token.institution })).body.data.map((s: { id: number }) => s.id)).toEqual([id]);

  const bad = await h.request('POST', '/manage/subsidy/standards', { token: token.province, json: body({ amount_fen: 12.5, min_attendance_percent: 120, level: 9 }) });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['amount_fen', 'min_attendance_percent', 'level']));
  const backwards = await h.request('POST', '/manage/subsidy/standards', { token: token.province, json: body({ valid_to: '2025-01-01' }) });
  expect(backwards.body.errors.valid_to[0]).toMatch(/不能早于/);
  const overlap = await h.request('POST', '/manage/subsidy/standards', { token: token.province, json: body({ valid_from: '2026-06-01' }) });
  expect(overlap.status).toBe(422);
  expect(overlap.body.errors.valid_from[0]).toMatch(/重叠/);
  const category = await h.request('POST', '/manage/subsidy/standards', { token: token.province, json: body({ learner_category: '失业人员', amount_fen: 180000 }) });
  expect(category.status).toBe(201);

  const edited = await h.request('PUT', `/manage/subsidy/standards/${id}`, { token: token.province, json: body({ amount_fen: 160000 }) });
  expect(edited.body.data.amount_fen).toBe(160000);
  expect((await h.request('GET', '/manage/subsidy/standards?on=2027-01-01', { token: token.province })).body.data).toEqual([]);
  expect((await h.request('DELETE', `/manage/subsidy/standards/${category.body.data.id}`, { token: token.province })).status).toBe(204);
  expect((await h.request('PUT', '/manage/subsidy/standards/999999', { token: token.province, json: body() })).status).toBe(404);

  const audit = await h.db.selectFrom('subsidy_audit_log').select(['entity', 'action', 'actor_type', 'ip']).where('entity', '=', 'standard').orderBy('id').execute();
  expect(audit.map((a) => a.action)).toEqual(['create', 'create', 'update', 'delete']);
  expect(audit.every((a) => a.actor_type === 'manager' && a.ip)).toBe(true);
});

test('the audit log is append-only: the database refuses UPDATE, DELETE (and on PostgreSQL TRUNCATE)', async () => {
  const before = await h.db.selectFrom('subsidy_audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(before.n)).toBeGreaterThan(0);
  // By message, not toThrow: better-sqlite3 hands its native addon the SqliteError class once per
  // process, so in a jest worker's later test files the error is another realm's Error and toThrow
  // reported the refusal as "did not throw" (it failed so after subsidy-seed.test.ts in one worker).
  const refused = (write: Promise<unknown>) => expect(write).rejects.toMatchObject({ message: expect.stringMatching(/只能追加/) });
  await refused(h.db.updateTable('subsidy_audit_log').set({ reason: '篡改' }).execute());
  await refused(h.db.deleteFrom('subsidy_audit_log').execute());
  if (h.dialect === 'postgres') await refused(sql`truncate subsidy_audit_log`.execute(h.db));
  const after = await h.db.selectFrom('subsidy_audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
});
