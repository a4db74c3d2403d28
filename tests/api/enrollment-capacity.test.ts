import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertRegions } from '../helpers/fixtures';
import { enrollBody, insertDictionary, learnerWithToken, managerWithToken, openClass, REVIEWER, seatsTaken, type TestLearner } from '../helpers/learner-area';

// 50 learners enrol at the same moment into a class with 10 seats. Runs on SQLite and PostgreSQL.

let h: AccountsHarness;
let learners: TestLearner[];
beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await insertDictionary(h.db);
  learners = [];
  for (let i = 0; i < 50; i++) learners.push(await learnerWithToken(h.db));
});
afterAll(() => h.close());

const enrollAll = (classId: number, joinWaitlist: boolean) =>
  Promise.all(learners.map((l) => h.request('POST', '/user/enrollments', { token: l.token, json: enrollBody(classId, { join_waitlist: joinWaitlist }) })));

async function liveRows(classId: number) {
  return h.db.selectFrom('enrollments').select(['id', 'user_id', 'status', 'waitlist_position']).where('class_id', '=', classId).where('active_slot', '=', 1).execute();
}

test('50 at once into 10 seats: exactly 10 enrolments and 40 clear "full" answers', async () => {
  const classId = await openClass(h.db, { capacity: 10 });
  const answers = await enrollAll(classId, false);
  const statuses = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
  expect(statuses).toEqual({ 201: 10, 409: 40 });
  const created = answers.filter((a) => a.status === 201);
  const full = answers.filter((a) => a.status === 409);
  expect(created).toHaveLength(10);
  expect(full).toHaveLength(40);
  expect(full.every((a) => a.body.code === 'class_full' && a.body.message === '该培训班名额已满。')).toBe(true);
  expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
  expect(await seatsTaken(h.db, classId)).toBe(10);
  const rows = await liveRows(classId);
  expect(rows).toHaveLength(10);
  expect(new Set(rows.map((r) => r.user_id)).size).toBe(10);
  expect(rows.every((r) => r.status === 'pending')).toBe(true);
});

test('with the waitlist: 10 seats, 40 waitlist places in arrival order, promoted first come first served with a notice', async () => {
  const classId = await openClass(h.db, { capacity: 10 });
  const answers = await enrollAll(classId, true);
  expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
  const statuses = answers.map((a) => a.body.data.status as string);
  expect(statuses.filter((s) => s === 'pending')).toHaveLength(10);
  expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(40);
  expect(await seatsTaken(h.db, classId)).toBe(10);

  const rows = await liveRows(classId);
  const waitlisted = rows.filter((r) => r.status === 'waitlisted').sort((a, b) => a.waitlist_position! - b.waitlist_position!);
  expect(waitlisted.map((r) => r.waitlist_position)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  // Arrival order: positions grow with the order the server accepted the rows in.
  expect([...waitlisted].sort((a, b) => a.id - b.id).map((r) => r.waitlist_position)).toEqual(waitlisted.map((r) => r.waitlist_position));

  const tokenOf = (userId: number) => learners.find((l) => l.id === userId)!.token;
  const seated = rows.filter((r) => r.status === 'pending');
  const [first, second, third] = waitlisted;

  // A learner cancels: the first in the queue takes the seat and is told so.
  const cancel = await h.request('POST', `/user/enrollments/${seated[0].id}/cancel`, { token: tokenOf(seated[0].user_id), json: {} });
  expect(cancel.status).toBe(200);
  const promoted = await h.request('GET', `/user/enrollments/${first.id}`, { token: tokenOf(first.user_id) });
  expect(promoted.body.data).toMatchObject({ status: 'pending', waitlist_position: null });
  const notices = await h.request('GET', '/user/notifications', { token: tokenOf(first.user_id) });
  expect(notices.body.data[0]).toMatchObject({ kind: 'waitlist_promoted', link: `/class/enrollVerify?id=${first.id}` });
  expect((await h.request('GET', `/user/enrollments/${second.id}`, { token: tokenOf(second.user_id) })).body.data.waitlist_position).toBe(1);

  // A manager rejects: the next in the queue.
  const manager = await managerWithToken(h.db, REVIEWER);
  expect((await h.request('POST', `/manage/enrollments/${seated[1].id}/reject`, { token: manager.token, json: { reason: '不符合培训对象条件' } })).status).toBe(200);
  expect((await h.request('GET', `/user/enrollments/${second.id}`, { token: tokenOf(second.user_id) })).body.data.status).toBe('pending');
  expect((await h.request('GET', `/user/enrollments/${third.id}`, { token: tokenOf(third.user_id) })).body.data).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
  expect(await seatsTaken(h.db, classId)).toBe(10);
  expect((await liveRows(classId)).filter((r) => r.status === 'pending')).toHaveLength(10);
});

test('concurrent cancellations promote each waitlisted learner exactly once', async () => {
  const classId = await openClass(h.db, { capacity: 10 });
  await enrollAll(classId, true);
  const rows = await liveRows(classId);
  const seated = rows.filter((r) => r.status === 'pending');
  const tokenOf = (userId: number) => learners.find((l) => l.id === userId)!.token;
  const answers = await Promise.all(seated.map((r) => h.request('POST', `/user/enrollments/${r.id}/cancel`, { token: tokenOf(r.user_id), json: {} })));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  const after = await liveRows(classId);
  expect(after.filter((r) => r.status === 'pending')).toHaveLength(10);
  expect(after.filter((r) => r.status === 'waitlisted')).toHaveLength(30);
  expect(await seatsTaken(h.db, classId)).toBe(10);
  const promotions = await h.db.selectFrom('enrollment_events').innerJoin('enrollments', 'enrollments.id', 'enrollment_events.enrollment_id')
    .select('enrollment_events.enrollment_id').where('enrollments.class_id', '=', classId).where('enrollment_events.from_status', '=', 'waitlisted').execute();
  expect(promotions).toHaveLength(10);
  expect(new Set(promotions.map((p) => p.enrollment_id)).size).toBe(10);
});
