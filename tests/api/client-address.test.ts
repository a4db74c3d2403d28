import { addressFrom } from '@/lib/server/api/http/auth';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';

describe('the client address behind trusted proxies', () => {
  test('one proxy (the default): the entry it appended, whatever the client claimed before it', () => {
    expect(addressFrom('203.0.113.7', undefined, 1)).toBe('203.0.113.7');
    expect(addressFrom('1.2.3.4, 5.6.7.8, 203.0.113.7', undefined, 1)).toBe('203.0.113.7');
    expect(addressFrom(' 1.2.3.4 ,203.0.113.7 ', undefined, 1)).toBe('203.0.113.7');
  });

  test('two proxies (a CDN, then nginx): the entry the first one appended', () => {
    expect(addressFrom('1.2.3.4, 203.0.113.7, 10.0.0.2', undefined, 2)).toBe('203.0.113.7');
    expect(addressFrom('203.0.113.7', undefined, 2)).toBe('203.0.113.7');
  });

  test('without X-Forwarded-For: X-Real-IP, else nothing', () => {
    expect(addressFrom(undefined, '203.0.113.8', 1)).toBe('203.0.113.8');
    expect(addressFrom('', '', 1)).toBeNull();
    expect(addressFrom(' , ', undefined, 1)).toBeNull();
  });
});

describe('a client cannot dodge a per-address limit by claiming other addresses', () => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await accountsHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  test('client-error reports from one real address stop at the limit even with a new claimed address each time', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await h.request('POST', '/client-errors', {
        json: { message: `boom ${i}` },
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.99` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
