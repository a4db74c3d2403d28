import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertOrganization, insertRegions } from '../helpers/fixtures';
import { enrollBody, insertDictionary, learnerWithToken, managerWithToken, openClass, REVIEWER } from '../helpers/learner-area';

// Issue 37: completion (确认结业) below the class's required hours is warned about, or refused with a
// 422 that says the hours when the class's rule (completion_requires_hours, set on the class form)
// asks for them. Every class made before the rule keeps the warning.

let h: AccountsHarness;
let manager = '';
let orgId = 0;

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await insertDictionary(h.db);
  orgId = await insertOrganization(h.db);
  manager = (await managerWithToken(h.db, [...REVIEWER, 'classes', 'classes.view', 'classes.update'], orgId)).token;
});
afterAll(() => h.close());

/** An admitted learner of a free 40-hour class who has studied `seconds`. */
async function admitted(classId: number, seconds: number): Promise<number> {
  const learner = await learnerWithToken(h.db);
  const { body } = await h.request('POST', '/user/enrollments', { token: learner.token, json: enrollBody(classId) });
  expect((await h.request('POST', `/manage/enrollments/${body.data.id}/approve`, { token: manager })).status).toBe(200);
  await h.db.updateTable('enrollments').set({ study_seconds: seconds }).where('id', '=', body.data.id).execute();
  return body.data.id;
}

const statusOf = async (id: number) => (await h.db.selectFrom('enrollments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const complete = (id: number) => h.request('POST', `/manage/enrollments/${id}/complete`, { token: manager });

test('a class made before the rule warns only: short hours still complete, and it reads as off', async () => {
  const classId = await openClass(h.db, { organizationId: orgId });
  expect((await h.request('GET', `/manage/classes/${classId}`, { token: manager })).body.data.completion_requires_hours).toBe(false);
  const id = await admitted(classId, 12);
  expect((await complete(id)).status).toBe(200);
  expect(await statusOf(id)).toBe('completed');
});

test('with the rule on, completion below the required hours is refused with a 422 naming the hours; at the hours it completes', async () => {
  const classId = await openClass(h.db, { organizationId: orgId });
  const set = await h.request('PATCH', `/manage/classes/${classId}`, { token: manager, json: { completion_requires_hours: true } });
  expect(set.status).toBe(200);
  expect((await h.request('GET', `/manage/classes/${classId}`, { token: manager })).body.data.completion_requires_hours).toBe(true);

  const short = await admitted(classId, 12);
  const refused = await complete(short);
  expect(refused.status).toBe(422);
  expect(refused.body.code).toBe('validation_failed');
  expect(refused.body.message).toContain('本班规定学满 40 学时才能结业');
  expect(refused.body.errors.study_hours[0]).toContain('只学习了 0 学时');
  expect(await statusOf(short)).toBe('approved');

  const enough = await admitted(classId, 40 * 3600);
  expect((await complete(enough)).status).toBe(200);
  expect(await statusOf(enough)).toBe('completed');

  // Turned off again, the short learner may be completed (with the dialog's warning).
  expect((await h.request('PATCH', `/manage/classes/${classId}`, { token: manager, json: { completion_requires_hours: false } })).status).toBe(200);
  expect((await complete(short)).status).toBe(200);
});

test('the setting is validated: not a boolean is a 422 by the field', async () => {
  const classId = await openClass(h.db, { organizationId: orgId });
  const answer = await h.request('PATCH', `/manage/classes/${classId}`, { token: manager, json: { completion_requires_hours: 'yes' } });
  expect(answer.status).toBe(422);
  expect(Object.keys(answer.body.errors)).toContain('completion_requires_hours');
});
