import { seedDatabase } from '@/lib/server/db/seed';
import { createTestDb, type TestDb } from '../helpers/test-db';

// The demo seed shows the whole subsidy chain: standards, sessions with attendance, a session open
// today for the check-in screen, and a claim in each state, with its audit trail.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await seedDatabase(t.db, { province: '410000', adminPassword: 'Admin-pass-2026', demoPassword: 'Demo-pass-2026' });
}, 120_000);
afterAll(() => t.destroy());

test('a claim in each state, with standards, sessions, attendance and audit entries', async () => {
  const statuses = (await t.db.selectFrom('subsidy_claims').select('status').execute()).map((c) => c.status).sort();
  expect(statuses).toEqual(['draft', 'in_batch', 'notice', 'paid', 'payable', 'rejected', 'returned', 'submitted']);
  const count = async (table: 'subsidy_standards' | 'class_sessions' | 'attendance_records' | 'subsidy_audit_log' | 'subsidy_payment_batches') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  expect(await count('subsidy_standards')).toBeGreaterThan(0);
  expect(await count('attendance_records')).toBeGreaterThan(50);
  expect(await count('subsidy_payment_batches')).toBe(2);
  expect(await count('subsidy_audit_log')).toBeGreaterThan(20);
  const mixed = await t.db.selectFrom('subsidy_claims').select(['eligible_count', 'learner_count']).execute();
  expect(mixed.some((c) => c.eligible_count < c.learner_count)).toBe(true);
});
