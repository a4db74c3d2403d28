import { LOGIN_IP_LIMIT_MESSAGE } from '@/lib/server/api/routes/authorizations';
import { REGISTER_IP_LIMIT_MESSAGE } from '@/lib/server/api/routes/user';
import { createRequestLimits, LOGIN_PER_IP, REGISTER_PER_IP, SMS_DAILY_PER_IP } from '@/lib/server/app-context';
import { RESEND_MESSAGE } from '@/lib/server/services/verification-codes';
import { accountsHarness, count, createLearner, PASSWORD, type AccountsHarness } from '../helpers/accounts';

// Per-address limits on sign-in and sign-up (SMS, certificate query, training registration and
// client errors have their own tests), and answers that reveal an account only after the limits.
// Per-account lockout is tested in login-lockout.test.ts.

let h: AccountsHarness;
beforeAll(async () => {
  h = await accountsHarness();
});
afterAll(async () => {
  await h.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

test('sign-ins from one address across many accounts stop with a clear 429; other addresses go on', async () => {
  const learner = await createLearner(h.db);
  const statuses: number[] = [];
  for (let i = 0; i < LOGIN_PER_IP.points; i++) {
    const answer = await h.request('POST', '/authorizations', { json: { username: `1390000${String(i).padStart(4, '0')}`, password: 'wrong-pass-1', guard: 'api', app_id: '10004' }, headers: from('203.0.113.50') });
    statuses.push(answer.status);
  }
  expect(statuses.every((s) => s !== 429)).toBe(true);
  const limited = await h.request('POST', '/authorizations', { json: { username: learner.phone, password: PASSWORD, guard: 'api', app_id: '10004' }, headers: from('203.0.113.50') });
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe(LOGIN_IP_LIMIT_MESSAGE);
  const limitedCode = await h.request('POST', '/verification-code/authorizations', { json: { verification_key: 'k', verification_code: '1234' }, headers: from('203.0.113.50') });
  expect(limitedCode.status).toBe(429);
  const elsewhere = await h.request('POST', '/authorizations', { json: { username: learner.phone, password: PASSWORD, guard: 'api', app_id: '10004' }, headers: from('203.0.113.51') });
  expect(elsewhere.status).toBe(201);
});

test('sign-ups from one address stop with a clear 429 and write nothing', async () => {
  const before = await count(h.db, 'users');
  for (let i = 0; i < REGISTER_PER_IP.points; i++) {
    const answer = await h.request('POST', '/user/register', {
      json: { phone: `1370000${String(i).padStart(4, '0')}`, password: 'abc12345', verification_key: 'nope', verification_code: '0000' },
      headers: from('203.0.113.60'),
    });
    expect(answer.status).toBe(422);
  }
  const limited = await h.request('POST', '/user/register', {
    json: { phone: '13700009999', password: 'abc12345', verification_key: 'nope', verification_code: '0000' },
    headers: from('203.0.113.60'),
  });
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe(REGISTER_IP_LIMIT_MESSAGE);
  expect(await count(h.db, 'users')).toBe(before);
});

test('the sign-in limit per address follows LOGIN_ATTEMPTS_PER_IP', async () => {
  const limits = createRequestLimits(`configured-${Date.now()}`, undefined, 3);
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push((await limits.loginIp.consume('10.1.2.3')).allowed);
  expect(answers).toEqual([true, true, true, false]);
  expect((await limits.loginIp.consume('10.1.2.4')).allowed).toBe(true);
});

test('a sign-up code for a registered phone is refused only after it counted against the limits per address and per phone', async () => {
  // Otherwise '该手机号已注册' could be asked for phone after phone: 40 of 40 were confirmed.
  const registered = [await createLearner(h.db), await createLearner(h.db), await createLearner(h.db)];
  const address = from('203.0.113.70');
  await Promise.all(Array.from({ length: SMS_DAILY_PER_IP - 2 }, () => h.rt.limits.ipDaily.consume('203.0.113.70')));
  const ask = (phone: string, headers = address) => h.request('POST', '/verification-codes/register', { json: { phone, app_id: '10004' }, headers });
  expect((await ask(registered[0].phone)).status).toBe(422);
  expect((await ask(registered[1].phone)).status).toBe(422);
  const capped = await ask(registered[2].phone);
  expect(capped.status).toBe(429);
  expect(capped.body.errors).toBeUndefined();
  // The same phone again from elsewhere: the per-phone resend limit was consumed by the first answer.
  const again = await ask(registered[0].phone, from('203.0.113.71'));
  expect(again.status).toBe(429);
  expect(again.body.message).toBe(RESEND_MESSAGE);
});
