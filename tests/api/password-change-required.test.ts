import md5 from 'md5';
import { accountsHarness, createLearner, learnerLogin, managerLogin, PASSWORD, type AccountsHarness } from '../helpers/accounts';
import { insertRegions } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// A one-time password (a new manager's, or after a reset) opens only what is needed to replace it:
// every other endpoint answers 403 password_change_required, whatever the UI does.

let h: AccountsHarness;
let admin: { id: number; token: string };
let province: { id: number; token: string };

const REQUIRED = { code: 'password_change_required', status_code: 403, message: expect.stringContaining('修改密码') };

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  admin = await managerWithRole(h, 'super-admin');
  province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null }).where('id', '=', province.id).execute();
});
afterAll(() => h.close());

describe('a manager with a one-time password', () => {
  test('may read their own info, change the password and sign out; everything else is 403 until the change', async () => {
    const roleId = (await h.db.selectFrom('roles').select('id').where('name', '=', 'province-admin').executeTakeFirstOrThrow()).id;
    const made = await h.request('POST', '/manage/managers', { token: admin.token, json: { username: 'onetime01', name: '钱一次', role_ids: [roleId] } });
    expect(made.status).toBe(201);
    const first = made.body.data.password as string;
    const token = (await managerLogin(h, 'onetime01', first)).body.access_token as string;

    for (const [method, path] of [['GET', '/manage/learners'], ['GET', '/manage/classes'], ['POST', '/manage/roles'], ['GET', '/manage/dashboard']] as const) {
      const answer = await h.request(method, path, { token, json: method === 'POST' ? { name: 'x', title: 'x' } : undefined });
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      expect(answer.body).toMatchObject(REQUIRED);
    }
    // The shell can still load the account, its menus and settings, so it can send the manager to the password page.
    for (const path of ['/user/info', '/user', '/user/navbars', '/user/sidebars', '/permissions', '/user/settings']) {
      expect({ path, status: (await h.request('GET', path, { token })).status }).toEqual({ path, status: 200 });
    }
    const info = await h.request('GET', '/user/info', { token });
    expect(info.body.me.must_change_password).toBe(true);

    const changed = await h.request('PATCH', '/user/password-change', {
      token, json: { old_password: md5(first), password: 'Own-pass-2026', password_confirmation: 'Own-pass-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await h.request('GET', '/manage/learners', { token })).status).toBe(200);
  });

  test('after a reset the same rule applies, and signing out works', async () => {
    const other = await managerWithRole(h, 'province-admin');
    const reset = await h.request('POST', `/manage/managers/${other.id}/reset-password`, { token: admin.token });
    expect(reset.status).toBe(200);
    const username = (await h.db.selectFrom('managers').select('username').where('id', '=', other.id).executeTakeFirstOrThrow()).username;
    const token = (await managerLogin(h, username, reset.body.data.password)).body.access_token as string;
    const refused = await h.request('GET', '/manage/learners', { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject(REQUIRED);
    expect((await h.request('DELETE', '/authorizations/current', { token })).status).toBeLessThan(300);
    expect((await h.request('GET', '/user/info', { token })).status).toBe(401);
  });

  test('a manager without the flag is not affected', async () => {
    expect((await h.request('GET', '/manage/learners', { token: province.token })).status).toBe(200);
  });
});

describe('a learner whose password was reset', () => {
  test('may read their profile, change the password and sign out; the learner area is 403 until then', async () => {
    const learner = await createLearner(h.db, { phone: '13711112222' });
    const reset = await h.request('POST', `/manage/learners/${learner.id}/reset-password`, { token: province.token });
    expect(reset.status).toBe(200);
    const temporary = reset.body.data.password as string;
    const token = (await learnerLogin(h, learner.phone, temporary)).body.access_token as string;

    const me = await h.request('GET', '/user', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.must_change_password).toBe(true);
    for (const [method, path] of [['GET', '/user/classes'], ['PATCH', '/user'], ['GET', '/user/notifications'], ['POST', '/user/verified']] as const) {
      const answer = await h.request(method, path, { token, json: method === 'GET' ? undefined : {} });
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      expect(answer.body).toMatchObject(REQUIRED);
    }
    // Public pages stay open to the same client.
    expect((await h.request('GET', '/classes', { token })).status).toBe(200);

    const changed = await h.request('PATCH', '/user/password-change', {
      token, json: { old_password: temporary, password: 'learner-pass-2026', password_confirmation: 'learner-pass-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await h.request('GET', '/user/classes', { token })).status).toBe(200);
  });

  test('signing out is allowed before the change', async () => {
    const learner = await createLearner(h.db, { phone: '13711113333' });
    await h.db.updateTable('users').set({ must_change_password: 1 }).where('id', '=', learner.id).execute();
    const token = (await learnerLogin(h, learner.phone, PASSWORD)).body.access_token as string;
    expect((await h.request('GET', '/user/classes', { token })).status).toBe(403);
    expect((await h.request('DELETE', '/authorizations/current', { token })).status).toBeLessThan(300);
    expect((await h.request('GET', '/user', { token })).status).toBe(401);
  });
});
