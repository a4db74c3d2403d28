import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { redisCodeStore } from '@/lib/server/auth/code-store';
import { CERTIFICATE_QUERY_PER_IP, createRequestLimits, LOGIN_PER_IP, REGISTER_PER_IP } from '@/lib/server/app-context';
import { clearRedisPrefix } from '../helpers/accounts';

const url = process.env.REDIS_URL;
const maybe = url ? describe : describe.skip;

maybe('with REDIS_URL, separate instances share limits and codes', () => {
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  let a: Redis;
  let b: Redis;
  beforeAll(() => {
    a = new Redis(url!);
    b = new Redis(url!);
  });
  afterAll(async () => {
    await Promise.all([a.quit(), b.quit()]);
    await clearRedisPrefix(url!, prefix);
  });

  test('a resend on one instance is refused on the other; daily counts add up', async () => {
    const one = createRequestLimits(prefix, a);
    const two = createRequestLimits(prefix, b);
    expect(await one.resend.consume('13900000001')).toEqual({ allowed: true });
    const refused = await two.resend.consume('13900000001');
    expect(refused.allowed).toBe(false);
    for (let i = 0; i < 5; i++) await one.phoneDaily.consume('13900000002');
    for (let i = 0; i < 5; i++) expect((await two.phoneDaily.consume('13900000002')).allowed).toBe(true);
    expect((await one.phoneDaily.consume('13900000002')).allowed).toBe(false);
  });

  test('sign-in, registration and certificate-query limits per address count across instances', async () => {
    const one = createRequestLimits(prefix, a);
    const two = createRequestLimits(prefix, b);
    for (const [name, points] of [['loginIp', LOGIN_PER_IP.points], ['registerIp', REGISTER_PER_IP.points], ['certificateQueryIp', CERTIFICATE_QUERY_PER_IP.points]] as const) {
      for (let i = 0; i < points; i++) expect((await (i % 2 ? one : two)[name].consume('198.51.100.9')).allowed).toBe(true);
      expect((await one[name].consume('198.51.100.9')).allowed).toBe(false);
      expect((await two[name].consume('198.51.100.9')).allowed).toBe(false);
      expect((await two[name].consume('198.51.100.10')).allowed).toBe(true);
    }
  });

  test('a code stored by one instance is found, counted and consumed once across both', async () => {
    const one = redisCodeStore(a, prefix);
    const two = redisCodeStore(b, prefix);
    const at = new Date().toISOString();
    await one.create({ key: 'k1', phone: '13900000003', purpose: 'login', codeHash: 'h', ip: null, expiresAt: at, createdAt: at });
    expect(await two.find('k1')).toMatchObject({ phone: '13900000003', attempts: 0, usedAt: null });
    expect(await one.recordFailure('k1')).toBe(1);
    expect(await two.recordFailure('k1')).toBe(2);
    expect(await two.consume('k1', at)).toBe(true);
    expect(await one.consume('k1', at)).toBe(false);
    expect((await one.find('k1'))?.usedAt).toBe(at);
    expect(await a.ttl(`${prefix}:vc:k1`)).toBeGreaterThan(0);
  });
});

if (!url) test.skip('REDIS_URL is not set', () => undefined);
