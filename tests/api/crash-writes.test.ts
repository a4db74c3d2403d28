import { SEAT_STATUSES } from '@/lib/server/services/enrollment-states';
import { startApiProcess, waitUntil, type ApiProcess } from '../helpers/api-process';
import { insertRegions } from '../helpers/fixtures';
import { enrollBody, insertDictionary, learnerWithToken, openClass, type TestLearner } from '../helpers/learner-area';
import { createTestDb, testDialect, type TestDb } from '../helpers/test-db';

// The API process is killed with SIGKILL in the middle of a burst of enrolments. After a restart
// every acknowledged enrolment is there, nothing is half-written (each row has its event, the
// class's seat count matches its rows), and retrying with the same Idempotency-Key never duplicates.

const BURST = 120;
let t: TestDb;
let learners: TestLearner[];
let classId: number;
const running: ApiProcess[] = [];

beforeAll(async () => {
  t = await createTestDb();
  await insertRegions(t.db);
  await insertDictionary(t.db);
  classId = await openClass(t.db, { capacity: BURST * 2, requiresVerification: true });
  learners = [];
  for (let i = 0; i < BURST; i++) learners.push(await learnerWithToken(t.db));
}, 120_000);
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop('SIGKILL')));
  await t.destroy();
});

type Outcome = { learner: TestLearner; key: string; status?: number; id?: number; failed?: string };

function enrol(api: ApiProcess, learner: TestLearner, key: string): Promise<Outcome> {
  return fetch(`${api.url}/api/v1/user/enrollments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.token}`, 'idempotency-key': key },
    body: JSON.stringify(enrollBody(classId)),
  })
    .then(async (response) => ({ learner, key, status: response.status, id: (await response.json()).data?.id as number | undefined }))
    .catch((error: Error) => ({ learner, key, failed: error.message }));
}

test('SIGKILL mid-burst: every acknowledged write survives, none is half-done, retries do not duplicate', async () => {
  const api = await startApiProcess({ DATABASE_URL: t.url });
  running.push(api);
  const outcomes: Outcome[] = [];
  const burst = learners.map((l, i) => enrol(api, l, `crash-${i}`).then((o) => (outcomes.push(o), o)));
  await waitUntil(async () => outcomes.filter((o) => o.status === 201).length >= 10, 60_000, 'the first acknowledged enrolments');
  await api.stop('SIGKILL');
  await Promise.all(burst);

  const acknowledged = outcomes.filter((o) => o.status === 201);
  const lost = outcomes.filter((o) => o.failed);
  expect(acknowledged.length).toBeGreaterThanOrEqual(10);
  expect(outcomes.filter((o) => o.status !== 201 && !o.failed).map((o) => o.status)).toEqual([]);

  const restarted = await startApiProcess({ DATABASE_URL: t.url });
  running.push(restarted);

  const rows = await t.db.selectFrom('enrollments').select(['id', 'user_id', 'status']).where('class_id', '=', classId).execute();
  for (const a of acknowledged) expect(rows.find((r) => r.id === a.id)).toMatchObject({ user_id: a.learner.id, status: 'pending' });
  // Each enrolment row has its event and is counted on the class: no transaction was cut in half.
  const events = await t.db.selectFrom('enrollment_events').select('enrollment_id').where('enrollment_id', 'in', rows.length ? rows.map((r) => r.id) : [0]).execute();
  for (const r of rows) expect(events.some((e) => e.enrollment_id === r.id)).toBe(true);
  const seats = (await t.db.selectFrom('classes').select('enrolled_count').where('id', '=', classId).executeTakeFirstOrThrow()).enrolled_count;
  expect(seats).toBe(rows.filter((r) => (SEAT_STATUSES as readonly string[]).includes(r.status)).length);
  expect(new Set(rows.map((r) => r.user_id)).size).toBe(rows.length);

  // The acknowledged ones read back through the restarted server.
  for (const a of acknowledged.slice(0, 5)) {
    const response = await fetch(`${restarted.url}/api/v1/user/enrollments/${a.id}`, { headers: { authorization: `Bearer ${a.learner.token}` } });
    expect(response.status).toBe(200);
  }
  // Clients retry what they never heard back about: the same key answers the row that was written, or writes it now.
  const retried = await Promise.all(lost.map((o) => enrol(restarted, o.learner, o.key)));
  expect(retried.every((r) => r.status === 200 || r.status === 201)).toBe(true);
  const after = await t.db.selectFrom('enrollments').select(['user_id']).where('class_id', '=', classId).execute();
  expect(after).toHaveLength(acknowledged.length + lost.length);
  expect(new Set(after.map((r) => r.user_id)).size).toBe(after.length);

  console.log(
    `crash (${testDialect()}): ${BURST} enrolments sent, ${acknowledged.length} acknowledged before SIGKILL, ${lost.length} cut off; ` +
      `${rows.length} rows after restart (${rows.length - acknowledged.length} committed but unacknowledged); ` +
      `retries: ${retried.filter((r) => r.status === 200).length} found, ${retried.filter((r) => r.status === 201).length} new`,
  );
}, 240_000);
