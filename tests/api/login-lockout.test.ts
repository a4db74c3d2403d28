import md5 from 'md5';
import { ACCOUNT_THRESHOLD, ADDRESS_THRESHOLD, LOCKED_MESSAGE, maskUsername } from '@/lib/server/services/login-lockout';
import { accountsHarness, CLIENT_SECRET, createLearner, createManager, PASSWORD, type AccountsHarness } from '../helpers/accounts';

// Sign-in lockout (docs/security.md): per account and address, with an account-wide ceiling that
// spares addresses the account signed in from lately; atomic under concurrent bursts; a disabled
// account answers like a wrong password; the log keeps no name that names no account.

let h: AccountsHarness;
beforeAll(async () => {
  h = await accountsHarness();
});
afterAll(() => h.close());

let next = 0;
/** A fresh documentation-range address per call, so the per-address limit of the API (30 / 10 min) stays out of the way. */
const freshAddress = () => `198.18.${(++next >> 8) & 255}.${next & 255}`;

const learner = (username: string, password: string, ip: string) =>
  h.request('POST', '/authorizations', { json: { username, password, guard: 'api', app_id: '10004' }, headers: { 'x-forwarded-for': ip } });
const manager = (username: string, password: string, ip: string) =>
  h.request('POST', '/authorizations', {
    json: { username, password: md5(password), client_id: '2', client_secret: CLIENT_SECRET, grant_type: 'password' },
    headers: { 'x-forwarded-for': ip },
  });

describe('per account and address', () => {
  test('5 failures from one address lock the name for that address for 15 minutes; other addresses still sign in', async () => {
    const { phone } = await createLearner(h.db);
    const attacker = freshAddress();
    for (let i = 0; i < ADDRESS_THRESHOLD; i++) expect((await learner(phone, 'wrong1234', attacker)).status).toBe(401);
    const locked = await learner(phone, PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(LOCKED_MESSAGE);
    expect((await learner(phone, PASSWORD, freshAddress())).status).toBe(201);
    const reasons = await h.db.selectFrom('login_logs').select('reason').where('username', '=', phone).orderBy('id').execute();
    expect(reasons.map((r) => r.reason)).toEqual(['bad_password', 'bad_password', 'bad_password', 'bad_password', 'bad_password', 'locked', 'ok']);
    h.advance(14 * 60_000);
    expect((await learner(phone, PASSWORD, attacker)).status).toBe(429);
    h.advance(60_000 + 1000);
    expect((await learner(phone, PASSWORD, attacker)).status).toBe(201);
    // the success cleared that address's failures: one more does not lock again
    expect((await learner(phone, 'wrong1234', attacker)).status).toBe(401);
    expect((await learner(phone, PASSWORD, attacker)).status).toBe(201);
  });

  test('the super-admin stays reachable from its own address while another address is locked out; unknown names lock alike', async () => {
    const { username } = await createManager(h.db, { username: 'admin-lockout' });
    const attacker = freshAddress();
    for (let i = 0; i < ADDRESS_THRESHOLD + 3; i++) await manager(username, 'guess', attacker);
    expect((await manager(username, PASSWORD, attacker)).status).toBe(429);
    expect((await manager(username, PASSWORD, freshAddress())).status).toBe(201);
    // An unknown name behaves the same, so the lock does not tell whether the account exists.
    const ghost = 'nobody-here';
    for (let i = 0; i < ADDRESS_THRESHOLD; i++) expect((await manager(ghost, 'guess', attacker)).status).toBe(401);
    expect((await manager(ghost, 'guess', attacker)).body.message).toBe(LOCKED_MESSAGE);
  });

  test(`${ACCOUNT_THRESHOLD} failures from many addresses lock the account everywhere but where it signed in lately`, async () => {
    const { phone } = await createLearner(h.db);
    const home = freshAddress();
    expect((await learner(phone, PASSWORD, home)).status).toBe(201);
    for (let i = 0; i < ACCOUNT_THRESHOLD / ADDRESS_THRESHOLD; i++) {
      const address = freshAddress();
      for (let j = 0; j < ADDRESS_THRESHOLD; j++) expect((await learner(phone, 'wrong1234', address)).status).toBe(401);
    }
    const elsewhere = await learner(phone, PASSWORD, freshAddress());
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.message).toBe(LOCKED_MESSAGE);
    expect((await learner(phone, PASSWORD, home)).status).toBe(201);
    h.advance(15 * 60_000 + 1000);
    expect((await learner(phone, PASSWORD, freshAddress())).status).toBe(201);
  });
});

describe('concurrent bursts', () => {
  test('a burst from one address checks at most the slots left; a right password in it gets one only if a slot is free', async () => {
    const { phone } = await createLearner(h.db);
    const address = freshAddress();
    for (let i = 0; i < ADDRESS_THRESHOLD - 1; i++) expect((await learner(phone, 'wrong1234', address)).status).toBe(401);
    const burst = await Promise.all([
      ...Array.from({ length: 20 }, () => learner(phone, 'wrong1234', address)),
      learner(phone, PASSWORD, address),
    ]);
    const statuses = burst.map((a) => a.status);
    // One slot was left: exactly one password was checked, everything else was refused unchecked.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const checked = await h.db.selectFrom('login_logs').select('reason').where('username', '=', phone).where('reason', '!=', 'locked').execute();
    expect(checked).toHaveLength(ADDRESS_THRESHOLD);
  });

  test(`a burst from many addresses checks at most ${ACCOUNT_THRESHOLD} passwords`, async () => {
    const { phone } = await createLearner(h.db);
    const addresses = Array.from({ length: 20 }, freshAddress);
    const burst = await Promise.all(
      Array.from({ length: 80 }, (_, i) => learner(phone, 'wrong1234', addresses[i % addresses.length])),
    );
    const statuses = burst.map((a) => a.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    // Nothing but a refusal, a wrong password, or (a loaded machine past a database deadline) a 503.
    expect(statuses.filter((s) => ![401, 429, 503].includes(s))).toEqual([]);
    // At most ACCOUNT_THRESHOLD passwords checked, whatever happened to the others.
    expect(count(401)).toBeLessThanOrEqual(ACCOUNT_THRESHOLD);
    const checked = await h.db.selectFrom('login_logs').select('reason').where('username', '=', phone).where('reason', '!=', 'locked').execute();
    expect(checked.length).toBeLessThanOrEqual(ACCOUNT_THRESHOLD);
    // Without a deadline passed (the usual case), exactly that many, and every other one refused
    // (once CI saw 43: some answers were 503s that had taken a slot, on a machine running two suites).
    if (count(503) === 0) {
      expect(count(401)).toBe(ACCOUNT_THRESHOLD);
      expect(count(429)).toBe(80 - ACCOUNT_THRESHOLD);
    }
  });
});

describe('disabled accounts', () => {
  test('answer 401 like a wrong password, for the right password and a wrong one (learner and manager)', async () => {
    const { phone } = await createLearner(h.db, { status: 'disabled' });
    const { username } = await createManager(h.db, { status: 'disabled' });
    for (const [login, name] of [[learner, phone], [manager, username]] as const) {
      const right = await login(name, PASSWORD, freshAddress());
      const wrong = await login(name, 'wrong1234', freshAddress());
      expect({ status: right.status, body: right.body }).toEqual({ status: wrong.status, body: wrong.body });
      expect(right.status).toBe(401);
    }
    // The log still tells administrators why.
    const reasons = await h.db.selectFrom('login_logs').select('reason').where('username', 'in', [phone, username]).orderBy('id').execute();
    expect(reasons.map((r) => r.reason)).toEqual(['disabled', 'bad_password', 'disabled', 'bad_password']);
  });
});

describe('the login log', () => {
  test('keeps a name only when it names an account; anything else masked, its length capped', async () => {
    const typed = 'MySecret-Passw0rd!';
    expect((await manager(typed, 'whatever', freshAddress())).status).toBe(401);
    expect((await learner('13812345678x', 'whatever', freshAddress())).status).toBe(401);
    const rows = await h.db.selectFrom('login_logs').select(['username', 'subject_id']).orderBy('id', 'desc').limit(2).execute();
    expect(rows.map((r) => r.username)).toEqual(['1******x', 'M******!']);
    expect(JSON.stringify(rows)).not.toContain('Secret');
    expect(maskUsername('ab')).toBe('**');
    expect(maskUsername('张三丰')).toBe('张*丰');
    const { username } = await createManager(h.db);
    await manager(username, 'wrong', freshAddress());
    const known = await h.db.selectFrom('login_logs').select('username').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(known.username).toBe(username);
  });
});
