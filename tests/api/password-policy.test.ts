import md5 from 'md5';
import { hashPassword } from '@/lib/server/auth/passwords';
import { EMPTY_PASSWORD_MD5 } from '@/lib/validation/password-policy';
import { accountsHarness, createLearner, createManager, learnerLogin, managerLogin, PASSWORD, tokenFor, type AccountsHarness } from '../helpers/accounts';

// Issue 18 items 4 and 15: the server holds every chosen password to one rule (length, characters,
// not common, not the account's own phone or name), managers' included, though they sign in with MD5.

let h: AccountsHarness;
beforeAll(async () => {
  h = await accountsHarness();
});
afterAll(() => h.close());

const change = (token: string, old: string, password: string) =>
  h.request('PATCH', '/user/password-change', { token, json: { old_password: old, password, password_confirmation: password } });

describe('manager passwords (item 4)', () => {
  test('a new password is checked by the server, then stored so the MD5 sign-in keeps working', async () => {
    const { username } = await createManager(h.db, { username: 'wangfang' });
    const token = await tokenFor(h, 'manager', username);
    const refused: Array<[string, RegExp]> = [
      ['1', /不能小于|长度/],
      ['', /长度|不能小于/],
      ['abcdefgh', /字母和数字/],
      ['password1', /过于常见/],
      ['Admin123', /过于常见/],
      ['woaini1314', /过于常见/],
      ['Wangfang-2026', /手机号或用户名/],
      [md5('Another#2026'), /MD5/],
      [EMPTY_PASSWORD_MD5, /MD5/],
    ];
    for (const [password, message] of refused) {
      const answer = await change(token, md5(PASSWORD), password);
      expect({ password, status: answer.status }).toEqual({ password, status: 422 });
      expect(answer.body.errors.password.join(' ')).toMatch(message);
    }
    expect((await managerLogin(h, username, PASSWORD)).status).toBe(201);

    expect((await change(token, md5(PASSWORD), 'Another#2026')).status).toBe(200);
    expect((await managerLogin(h, username, 'Another#2026')).status).toBe(201);
    expect((await managerLogin(h, username, PASSWORD)).status).toBe(401);
  });

  test("a password containing the manager's phone is refused", async () => {
    const { id, username } = await createManager(h.db);
    await h.db.updateTable('managers').set({ phone: '13612345678' }).where('id', '=', id).execute();
    const answer = await change(await tokenFor(h, 'manager', username), md5(PASSWORD), 'x13612345678');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['password']);
  });

  test('the MD5 of the empty string is refused wherever a digest is accepted, sign-in included', async () => {
    const { id, username } = await createManager(h.db);
    const token = await tokenFor(h, 'manager', username);
    const asOld = await change(token, EMPTY_PASSWORD_MD5, 'Another#2026');
    expect(asOld.status).toBe(422);
    expect(Object.keys(asOld.body.errors)).toEqual(['old_password']);
    // Even an account whose stored password is empty (set before this rule) cannot sign in with it.
    await h.db.updateTable('managers').set({ password_hash: await hashPassword(EMPTY_PASSWORD_MD5) }).where('id', '=', id).execute();
    const signIn = await managerLogin(h, username, '');
    expect(signIn.status).toBe(422);
    expect(signIn.body.access_token).toBeUndefined();
    expect((await h.request('POST', '/authorizations', {
      json: { username, password: EMPTY_PASSWORD_MD5.toUpperCase(), client_id: '2', grant_type: 'password' },
    })).status).toBe(422);
  });

  test('one-time passwords from account creation and resets satisfy the same rule', async () => {
    const { temporaryPassword } = await import('@/lib/server/services/system/temporary-password');
    const { passwordProblem } = await import('@/lib/validation/password-policy');
    for (let i = 0; i < 200; i++) expect(await passwordProblem(temporaryPassword())).toBeUndefined();
  });
});

describe('learner passwords (item 15)', () => {
  let ipSeq = 0;
  const ip = () => ({ 'x-forwarded-for': `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });

  async function codeFor(phone: string) {
    const sent = await h.request('POST', '/verification-codes/register', { json: { phone, app_id: '10004' }, headers: ip() });
    expect(sent.status).toBe(201);
    return { verification_key: sent.body.verification_key as string, verification_code: h.lastCode(phone)! };
  }

  test('sign-up refuses common passwords (international and Chinese) and ones containing the phone number', async () => {
    const phone = '13900000110';
    const code = await codeFor(phone);
    const register = (password: string) => h.request('POST', '/user/register', { json: { phone, password, ...code, app_id: '10004' }, headers: ip() });
    for (const [password, message] of [
      ['woaini1314', /过于常见/], ['qq123456', /过于常见/], ['a123456789', /过于常见/], ['abc12345', /过于常见/], ['Password1', /过于常见/],
      [`a${phone}`, /手机号/], [`${phone}x`, /手机号/],
    ] as const) {
      const answer = await register(password);
      expect({ password, status: answer.status }).toEqual({ password, status: 422 });
      expect(answer.body.errors.password.join(' ')).toMatch(message);
    }
    expect(await h.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()).toBeUndefined();
    expect((await register('Glad-pine-731')).status).toBe(201);
  });

  test('a change refuses the same, including the learner’s own phone number', async () => {
    const { phone } = await createLearner(h.db, { phone: '13900000111' });
    const token = await tokenFor(h, 'learner', phone);
    for (const password of ['woaini1314', 'qq123456', `pw${phone}`, md5('Zq3-orchard-88')]) {
      const answer = await change(token, PASSWORD, password);
      expect({ password, status: answer.status }).toEqual({ password, status: 422 });
      expect(Object.keys(answer.body.errors)).toEqual(['password']);
    }
    expect((await change(token, PASSWORD, 'Zq3-orchard-88')).status).toBe(200);
    expect((await learnerLogin(h, phone, 'Zq3-orchard-88')).status).toBe(201);
  });
});
