import { accountsHarness, count, createLearner, learnerLogin, type AccountsHarness } from '../helpers/accounts';

let h: AccountsHarness;
let ipSeq = 0;
// Each test sends from its own address so the per-IP daily cap only matters where it is tested.
const ip = () => ({ 'x-forwarded-for': `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });

beforeAll(async () => {
  h = await accountsHarness();
});
afterAll(() => h.close());

const send = (purpose: 'register' | 'login', phone: string, headers: Record<string, string> = ip()) =>
  h.request('POST', `/verification-codes/${purpose}`, { json: { phone, app_id: '10004' }, headers });

async function registerCode(phone: string) {
  const sent = await send('register', phone);
  expect(sent.status).toBe(201);
  return { key: sent.body.verification_key as string, code: h.lastCode(phone)! };
}

describe('POST /verification-codes/{register,login}', () => {
  test('register sends a 6-digit code and answers the key and expiry', async () => {
    const sent = await send('register', '13900000001');
    expect(sent.status).toBe(201);
    expect(Object.keys(sent.body).sort()).toEqual(['expired_at', 'verification_key']);
    const expires = Date.parse(sent.body.expired_at) - Date.now();
    expect(expires).toBeGreaterThan(4 * 60_000);
    expect(expires).toBeLessThanOrEqual(5 * 60_000);
    expect(h.lastCode('13900000001')).toMatch(/^\d{6}$/);
  });

  test('the code is stored hashed, never in clear', async () => {
    if (process.env.REDIS_URL) return; // stored in Redis; covered by the Redis test
    const { key, code } = await registerCode('13900000021');
    const row = await h.db.selectFrom('verification_codes').selectAll().where('verification_key', '=', key).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('register for a phone with an account is a 422 and sends nothing', async () => {
    const { phone } = await createLearner(h.db);
    const sent = await send('register', phone);
    expect(sent.status).toBe(422);
    expect(sent.body.errors.phone).toBeDefined();
    expect(h.smsCount(phone)).toBe(0);
  });

  test('login for an unknown phone answers the same 201 but sends nothing', async () => {
    const sent = await send('login', '13900000002');
    expect(sent.status).toBe(201);
    expect(Object.keys(sent.body).sort()).toEqual(['expired_at', 'verification_key']);
    expect(h.smsCount('13900000002')).toBe(0);
    const { phone } = await createLearner(h.db);
    expect((await send('login', phone)).status).toBe(201);
    expect(h.smsCount(phone)).toBe(1);
  });

  test('missing or malformed phone is a 422 with field messages', async () => {
    const missing = await h.request('POST', '/verification-codes/register', { json: { app_id: '10004' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.phone).toHaveLength(1);
    const bad = await send('register', '1234');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.phone[0]).toContain('手机号码');
  });

  test('a second code for the same phone within 60 s is a 429', async () => {
    expect((await send('register', '13900000003')).status).toBe(201);
    const again = await send('register', '13900000003');
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('发送过于频繁，请稍后再试。');
    expect(h.smsCount('13900000003')).toBe(1);
  });

  test('the daily cap per phone (10) and per IP (50) are 429s', async () => {
    await Promise.all(Array.from({ length: 10 }, () => h.rt.limits.phoneDaily.consume('13900000004')));
    const phoneCapped = await send('register', '13900000004');
    expect(phoneCapped.status).toBe(429);
    const address = { 'x-forwarded-for': '192.0.2.9' };
    await Promise.all(Array.from({ length: 50 }, () => h.rt.limits.ipDaily.consume('192.0.2.9')));
    const ipCapped = await send('register', '13900000005', address);
    expect(ipCapped.status).toBe(429);
    expect(h.smsCount('13900000005')).toBe(0);
  });
});

describe('POST /user/register', () => {
  const register = (body: Record<string, unknown>) => h.request('POST', '/user/register', { json: { app_id: '10004', ...body } });

  test('a right code creates the account and signs it in', async () => {
    const phone = '13900000010';
    const { key, code } = await registerCode(phone);
    const answer = await register({ phone, password: 'Glad-pine-731', verification_key: key, verification_code: code });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: expect.any(Number) });
    const me = await h.request('GET', '/user', { token: answer.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.data.phone).toBe('139****0010');
    expect((await learnerLogin(h, phone, 'Glad-pine-731')).status).toBe(201);
    // reused code
    const again = await register({ phone: '13900000010', password: 'Glad-pine-731', verification_key: key, verification_code: code });
    expect(again.status).toBe(422);
  });

  test('missing fields, weak passwords and wrong codes are 422s that write nothing', async () => {
    const before = await count(h.db, 'users');
    const empty = await register({});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['password', 'phone', 'verification_code', 'verification_key']);
    const phone = '13900000011';
    const { key, code } = await registerCode(phone);
    const weak = await register({ phone, password: 'abcdefgh', verification_key: key, verification_code: code });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password[0]).toContain('字母和数字');
    const wrong = await register({ phone, password: 'Glad-pine-731', verification_key: key, verification_code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.verification_code).toEqual(['验证码错误。']);
    const otherPhone = await register({ phone: '13900000012', password: 'Glad-pine-731', verification_key: key, verification_code: code });
    expect(otherPhone.status).toBe(422);
    expect(await count(h.db, 'users')).toBe(before);
    // the right code still works after fewer than 5 wrong tries
    expect((await register({ phone, password: 'Glad-pine-731', verification_key: key, verification_code: code })).status).toBe(201);
  });

  test('an expired code is a 422', async () => {
    const phone = '13900000013';
    const { key, code } = await registerCode(phone);
    h.advance(5 * 60_000 + 1000);
    try {
      const answer = await register({ phone, password: 'Glad-pine-731', verification_key: key, verification_code: code });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.verification_code).toEqual(['验证码已失效，请重新获取。']);
    } finally {
      h.advance(-(5 * 60_000 + 1000));
    }
  });

  test('5 wrong tries kill the key, even for the right code', async () => {
    const phone = '13900000014';
    const { key, code } = await registerCode(phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await register({ phone, password: 'Glad-pine-731', verification_key: key, verification_code: wrongCode })).status).toBe(422);
    }
    const right = await register({ phone, password: 'Glad-pine-731', verification_key: key, verification_code: code });
    expect(right.status).toBe(422);
    expect(right.body.errors.verification_code).toEqual(['验证码已失效，请重新获取。']);
  });
});

describe('POST /verification-code/authorizations', () => {
  const login = (body: Record<string, unknown>) => h.request('POST', '/verification-code/authorizations', { json: body });

  test('a login code signs the phone in once', async () => {
    const { phone } = await createLearner(h.db);
    const sent = await send('login', phone);
    const code = h.lastCode(phone)!;
    const answer = await login({ verification_key: sent.body.verification_key, verification_code: code });
    expect(answer.status).toBe(201);
    expect(answer.body.token_type).toBe('Bearer');
    expect((await h.request('GET', '/user', { token: answer.body.access_token })).status).toBe(200);
    expect((await login({ verification_key: sent.body.verification_key, verification_code: code })).status).toBe(422);
  });

  test('wrong code, register code and unknown phone are 422s', async () => {
    const { phone } = await createLearner(h.db);
    const sent = await send('login', phone);
    const code = h.lastCode(phone)!;
    const wrong = await login({ verification_key: sent.body.verification_key, verification_code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.verification_code).toBeDefined();
    const reg = await registerCode('13900000030');
    expect((await login({ verification_key: reg.key, verification_code: reg.code })).status).toBe(422);
    const unknown = await send('login', '13900000031');
    expect((await login({ verification_key: unknown.body.verification_key, verification_code: '123456' })).status).toBe(422);
    expect((await login({})).status).toBe(422);
  });
});

describe('POST /ad/send-sms/check-phone', () => {
  test('a right code for the phone is valid and is not consumed', async () => {
    const { phone } = await createLearner(h.db);
    const sent = await send('login', phone);
    const code = h.lastCode(phone)!;
    const body = { phone, verification_key: sent.body.verification_key, verification_code: code };
    const check = await h.request('POST', '/ad/send-sms/check-phone', { json: body });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ data: { valid: true } });
    expect((await h.request('POST', '/ad/send-sms/check-phone', { json: body })).status).toBe(200);
    const otherPhone = await h.request('POST', '/ad/send-sms/check-phone', { json: { ...body, phone: '13900000099' } });
    expect(otherPhone.status).toBe(422);
    const wrong = await h.request('POST', '/ad/send-sms/check-phone', { json: { ...body, verification_code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(422);
    expect((await h.request('POST', '/ad/send-sms/check-phone', { json: {} })).status).toBe(422);
  });
});
