import md5 from 'md5';
import { LOCKED_MESSAGE } from '@/lib/server/services/login-lockout';
import {
  accountsHarness, CLIENT_SECRET, count, createLearner, createManager, learnerLogin, managerLogin, PASSWORD, tokenFor, type AccountsHarness,
} from '../helpers/accounts';

let h: AccountsHarness;
beforeAll(async () => {
  h = await accountsHarness();
});
afterAll(() => h.close());

describe('POST /authorizations (learner grant)', () => {
  test('phone and password sign in; the username is trimmed; the attempt is logged', async () => {
    const { id, phone } = await createLearner(h.db);
    const answer = await h.request('POST', '/authorizations', {
      json: { username: `  ${phone} `, password: PASSWORD, guard: 'api', app_id: '10004' },
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7', 'user-agent': 'jest' }, // a claimed address, then the one the proxy saw
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 14 * 24 * 3600 });
    const log = await h.db.selectFrom('login_logs').selectAll().where('username', '=', phone).executeTakeFirstOrThrow();
    expect(log).toMatchObject({ guard: 'api', subject_id: id, success: 1, reason: 'ok', ip: '203.0.113.7', user_agent: 'jest' });
  });

  test('wrong password and unknown user get the same 401 message', async () => {
    const { phone } = await createLearner(h.db);
    const wrong = await learnerLogin(h, phone, 'wrong1234');
    const unknown = await learnerLogin(h, '13999999999', PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('用户名或密码错误。');
    expect(unknown.body.message).toBe('用户名或密码错误。');
  });

  test('missing fields are a 422; a disabled account is a 401 like a wrong password', async () => {
    const missing = await h.request('POST', '/authorizations', { json: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['guard', 'password', 'username']);
    const { phone } = await createLearner(h.db, { status: 'disabled' });
    expect((await learnerLogin(h, phone)).status).toBe(401);
  });

  test('5 failures from one address lock the name there, for unknown users too; logs every attempt', async () => {
    // Per address and account, with an account-wide ceiling: tests/api/login-lockout.test.ts.
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const attempt = (username: string, password: string) =>
      h.request('POST', '/authorizations', { json: { username, password, guard: 'api', app_id: '10004' }, headers: from });
    const { phone } = await createLearner(h.db);
    for (let i = 0; i < 5; i++) expect((await attempt(phone, 'wrong1234')).status).toBe(401);
    const locked = await attempt(phone, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(LOCKED_MESSAGE);
    expect(LOCKED_MESSAGE).toBe('登录失败次数过多，账号已锁定，请 15 分钟后再试。');
    for (let i = 0; i < 5; i++) await attempt('13911111111', 'wrong1234');
    const ghost = await attempt('13911111111', 'wrong1234');
    expect(ghost.status).toBe(429);
    expect(ghost.body.message).toBe(LOCKED_MESSAGE);
    const logs = await h.db.selectFrom('login_logs').select(['success', 'reason']).where('username', '=', phone).execute();
    expect(logs.map((l) => l.reason)).toEqual(['bad_password', 'bad_password', 'bad_password', 'bad_password', 'bad_password', 'locked']);
  });
});

describe('POST /authorizations (manager grant)', () => {
  test('MD5 password with the right client signs a manager in', async () => {
    const { username } = await createManager(h.db, { roles: ['super-admin'] });
    const answer = await managerLogin(h, ` ${username} `);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 12 * 3600 });
    expect((await managerLogin(h, username, 'wrong-password')).body.message).toBe('用户名或密码错误。');
  });

  test('a wrong client id or secret is a 401 invalid_client, and nothing is checked further', async () => {
    const { username } = await createManager(h.db);
    const badSecret = await managerLogin(h, username, PASSWORD, { client_secret: 'nope' });
    expect(badSecret.status).toBe(401);
    expect(badSecret.body.message).toBe('invalid_client');
    const noSecret = await managerLogin(h, username, PASSWORD, { client_secret: undefined });
    expect(noSecret.status).toBe(401);
    const badId = await managerLogin(h, username, PASSWORD, { client_id: '3' });
    expect(badId.body.message).toBe('invalid_client');
    expect((await managerLogin(h, username, PASSWORD, { client_id: 2, client_secret: CLIENT_SECRET })).status).toBe(201);
  });

  test('without a configured secret only the client id is checked', async () => {
    const open = await accountsHarness({ clientSecret: null });
    try {
      const { username } = await createManager(open.db);
      expect((await managerLogin(open, username, PASSWORD, { client_secret: 'anything' })).status).toBe(201);
    } finally {
      await open.close();
    }
  });

  test('a non-MD5 password is a 422; a disabled manager a 401; lockout is per guard', async () => {
    const { username } = await createManager(h.db);
    const plain = await h.request('POST', '/authorizations', {
      json: { username, password: PASSWORD, client_id: '2', client_secret: CLIENT_SECRET, grant_type: 'password' },
    });
    expect(plain.status).toBe(422);
    expect(plain.body.errors.password).toBeDefined();
    const disabled = await createManager(h.db, { status: 'disabled' });
    expect((await managerLogin(h, disabled.username)).status).toBe(401);
    const from = { headers: { 'x-forwarded-for': '198.51.100.78' } };
    for (let i = 0; i < 5; i++) await h.request('POST', '/authorizations', { json: { username, password: md5('bad'), client_id: '2', client_secret: CLIENT_SECRET, grant_type: 'password' }, ...from });
    expect((await h.request('POST', '/authorizations', { json: { username, password: md5(PASSWORD), client_id: '2', client_secret: CLIENT_SECRET, grant_type: 'password' }, ...from })).status).toBe(429);
    const logs = await h.db.selectFrom('login_logs').select('guard').where('username', '=', username).execute();
    expect(new Set(logs.map((l) => l.guard))).toEqual(new Set(['manage']));
  });
});

describe('tokens and the guard middleware', () => {
  test('DELETE /authorizations/current revokes only the presented token', async () => {
    const { phone } = await createLearner(h.db);
    const a = await tokenFor(h, 'learner', phone);
    const b = await tokenFor(h, 'learner', phone);
    expect((await h.request('DELETE', '/authorizations/current', { token: a })).status).toBe(204);
    const dead = await h.request('GET', '/user', { token: a });
    expect(dead.status).toBe(401);
    expect(dead.body.message).toBe('身份认证未通过。');
    expect((await h.request('GET', '/user', { token: b })).status).toBe(200);
    const { username } = await createManager(h.db);
    const m = await tokenFor(h, 'manager', username);
    expect((await h.request('DELETE', '/authorizations/current', { token: m })).status).toBe(204);
    expect((await h.request('GET', '/user/navbars', { token: m })).status).toBe(401);
    expect((await h.request('DELETE', '/authorizations/current')).status).toBe(401);
  });

  test('a learner token on a manager endpoint and a manager token on a learner-only one are 401s', async () => {
    const { phone } = await createLearner(h.db);
    const learner = await tokenFor(h, 'learner', phone);
    for (const path of ['/user/info', '/user/navbars', '/user/sidebars', '/permissions']) {
      const answer = await h.request('GET', path, { token: learner });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('身份认证未通过。');
    }
    const { username } = await createManager(h.db);
    const manager = await tokenFor(h, 'manager', username);
    expect((await h.request('PATCH', '/user', { token: manager, json: { name: '王五' } })).status).toBe(401);
  });

  test('missing, malformed and expired tokens are 401s; use is recorded at most once a minute', async () => {
    expect((await h.request('GET', '/user')).body.message).toBe('身份认证未通过。');
    expect((await h.request('GET', '/user', { headers: { authorization: 'Bearer' } })).status).toBe(401);
    expect((await h.request('GET', '/user', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    const { phone } = await createLearner(h.db);
    const token = await tokenFor(h, 'learner', phone);
    expect((await h.request('GET', '/user', { headers: { authorization: `bearer ${token}` } })).status).toBe(200);
    const stamp = async () =>
      (await h.db.selectFrom('access_tokens').select('last_used_at').orderBy('id', 'desc').executeTakeFirstOrThrow()).last_used_at;
    const first = await stamp();
    expect(first).not.toBeNull();
    h.advance(10_000);
    await h.request('GET', '/user', { token });
    expect(await stamp()).toBe(first);
    h.advance(61_000);
    await h.request('GET', '/user', { token });
    expect(await stamp()).not.toBe(first);
    h.advance(15 * 24 * 3600 * 1000);
    try {
      expect((await h.request('GET', '/user', { token })).status).toBe(401);
    } finally {
      h.advance(-15 * 24 * 3600 * 1000);
    }
  });
});

describe('PATCH /user/password-change', () => {
  test('a learner change ends the other token, keeps the current one and clears must_change_password', async () => {
    const { id, phone } = await createLearner(h.db, { mustChangePassword: true });
    const current = await tokenFor(h, 'learner', phone);
    const other = await tokenFor(h, 'learner', phone);
    const body = { old_password: PASSWORD, password: 'newpass123', password_confirmation: 'newpass123' };
    const answer = await h.request('PATCH', '/user/password-change', { token: current, json: body });
    expect(answer.status).toBe(200);
    expect((await h.request('GET', '/user', { token: current })).status).toBe(200);
    expect((await h.request('GET', '/user', { token: other })).status).toBe(401);
    const row = await h.db.selectFrom('users').select('must_change_password').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(0);
    expect((await learnerLogin(h, phone, 'newpass123')).status).toBe(201);
  });

  test('a wrong old password or a mismatched confirmation is a 422 and changes nothing', async () => {
    const { phone } = await createLearner(h.db);
    const token = await tokenFor(h, 'learner', phone);
    const wrong = await h.request('PATCH', '/user/password-change', {
      token, json: { old_password: 'nope12345', password: 'newpass123', password_confirmation: 'newpass123' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.old_password).toEqual(['原密码不正确。']);
    const mismatch = await h.request('PATCH', '/user/password-change', {
      token, json: { old_password: PASSWORD, password: 'newpass123', password_confirmation: 'newpass124' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toBeDefined();
    expect((await learnerLogin(h, phone, PASSWORD)).status).toBe(201);
  });

  test('a manager sends the old password as MD5 and the new one itself', async () => {
    const { username } = await createManager(h.db);
    const current = await tokenFor(h, 'manager', username);
    const other = await tokenFor(h, 'manager', username);
    const plainish = await h.request('PATCH', '/user/password-change', {
      token: current, json: { old_password: PASSWORD, password: 'x', password_confirmation: 'x' },
    });
    expect(plainish.status).toBe(422);
    const answer = await h.request('PATCH', '/user/password-change', {
      token: current, json: { old_password: md5(PASSWORD), password: 'Another#2026', password_confirmation: 'Another#2026' },
    });
    expect(answer.status).toBe(200);
    expect((await h.request('GET', '/user', { token: current })).status).toBe(200);
    expect((await h.request('GET', '/user', { token: other })).status).toBe(401);
    expect((await managerLogin(h, username, 'Another#2026')).status).toBe(201);
    expect(await count(h.db, 'access_tokens')).toBeGreaterThan(0);
  });
});
