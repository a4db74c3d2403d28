import { NextRequest } from 'next/server';
import { reloadEnv } from '@/lib/env';
import { issueToken } from '@/lib/server/auth/tokens';
import { seedDictionaries } from '@/lib/server/db/seed/dictionaries';
import { closeResources } from '@/lib/server/runtime/lifecycle';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { learnerSession, type Fetcher } from '@/scripts/bench/soak-session';
import { createLearner, PASSWORD } from '../helpers/accounts';
import { insertClass, insertOccupation } from '../helpers/fixtures';
import { createTestDb, type TestDb } from '../helpers/test-db';

// The soak saw a 401 for every enrolment: it signed in through the Next proxy, which (rightly) keeps
// the token out of the answer's body and sets it as an httpOnly cookie, then sent
// "Bearer <access_token from the body>", i.e. "Bearer undefined". Sessions through the proxy are
// cookies; a client that already holds a real bearer token may still use it through the proxy.

const SITE = 'http://localhost:3000';
const viaProxy: Fetcher = (url, init) => proxyRequest(new NextRequest(url, { ...init, signal: undefined } as ConstructorParameters<typeof NextRequest>[1]));
const enrolment = (classId: number) => JSON.stringify({
  class_id: classId, real_name: '王小明', id_number: '410105199001011233', phone: '13912340000', education: '高中', employment_category: '失业人员',
});

let testDb: TestDb;
let learner: { id: number; phone: string };
let classId: number;

beforeAll(async () => {
  testDb = await createTestDb();
  process.env.DATABASE_URL = testDb.url;
  delete process.env.API_UPSTREAM_URL;
  reloadEnv();
  await seedDictionaries(testDb.db);
  learner = await createLearner(testDb.db);
  classId = await insertClass(testDb.db, { occupation_id: await insertOccupation(testDb.db), requires_verification: 0 });
});
afterAll(async () => {
  // The in-process API opened the accounts runtime too (Redis, when REDIS_URL is set), not only the database.
  await closeResources();
  await testDb.destroy();
});

test('a sign-in through the proxy yields a cookie session, never a token in the body', async () => {
  const answer = await viaProxy(`${SITE}/api/v1/authorizations`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, host: 'localhost:3000' },
    body: JSON.stringify({ username: learner.phone, password: PASSWORD, guard: 'api' }),
  });
  expect(answer.status).toBe(201);
  expect(await answer.json()).not.toHaveProperty('access_token');
  // What the old soak did with that body: every later call is refused.
  const refused = await viaProxy(`${SITE}/api/v1/user`, { headers: { authorization: 'Bearer undefined' } });
  expect(refused.status).toBe(401);
});

test('the soak’s session (the cookie, as a browser sends it) enrols through the proxy', async () => {
  const session = await learnerSession(viaProxy, SITE, { username: learner.phone, password: PASSWORD }, { host: 'localhost:3000' });
  expect(session).toEqual({ cookie: expect.stringMatching(/^user_token=[^;]+; user_token_type=Bearer$/) });
  expect((await viaProxy(`${SITE}/api/v1/user`, { headers: { ...session } })).status).toBe(200);
  const enrolled = await viaProxy(`${SITE}/api/v1/user/enrollments`, {
    method: 'POST', headers: { ...session, 'content-type': 'application/json', origin: SITE, host: 'localhost:3000' }, body: enrolment(classId),
  });
  expect(enrolled.status).toBe(201);
});

test('a non-browser client with a real bearer token and no cookie still works through the proxy', async () => {
  const { access_token: token } = await issueToken(testDb.db, { guard: 'api', subjectId: learner.id });
  const me = await viaProxy(`${SITE}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);
  expect((await me.json()).data.id).toBe(learner.id);
  const again = await viaProxy(`${SITE}/api/v1/user/enrollments`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: enrolment(classId),
  });
  expect(again.status).toBe(409);
});

test('a failed sign-in gives no session rather than a header with nothing in it', async () => {
  expect(await learnerSession(viaProxy, SITE, { username: learner.phone, password: 'wrong-password' }, { host: 'localhost:3000' })).toBeNull();
});

test('issue 30: a cross-site link to a back-office route leaves a learner signed in; a dead token is still cleared', async () => {
  const { access_token: token } = await issueToken(testDb.db, { guard: 'api', subjectId: learner.id });
  const cookie = `user_token=${token}; user_token_type=Bearer; user_session=1`;
  // A link from another site: a top-level GET, with the learner's cookies and no back-office header.
  for (const path of ['/api/v1/manage/classes', '/api/v1/permissions', '/api/v1/user/navbars']) {
    const link = await viaProxy(`${SITE}${path}`, { headers: { cookie, 'sec-fetch-site': 'cross-site', host: 'localhost:3000' } });
    expect({ path, status: link.status, cleared: link.headers.getSetCookie() }).toEqual({ path, status: 401, cleared: [] });
  }
  expect((await viaProxy(`${SITE}/api/v1/user`, { headers: { cookie } })).status).toBe(200);

  const dead = await viaProxy(`${SITE}/api/v1/manage/classes`, { headers: { cookie: 'user_token=revoked-or-made-up; user_session=1' } });
  expect(dead.status).toBe(401);
  expect(dead.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^user_token=; .*Max-Age=0/), expect.stringMatching(/^user_session=; .*Max-Age=0/)]));
  const deadOnItsOwn = await viaProxy(`${SITE}/api/v1/user`, { headers: { cookie: 'user_token=revoked-or-made-up' } });
  expect(deadOnItsOwn.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^user_token=; .*Max-Age=0/)]));
});
