import { deviceId, normalizeDigits, parseCheckInPayload } from '@/components/subsidy/check-in/check-in-payload';
import { stepOf } from '@/components/subsidy/my-subsidies';

describe('the check-in QR payload', () => {
  it('reads the session and the signed code from the link, relative or absolute', () => {
    expect(parseCheckInPayload('/user/subsidy/check-in?s=12&c=abcdef.123', 'https://px.example')).toEqual({ sessionId: 12, code: 'abcdef.123' });
    expect(parseCheckInPayload('https://px.example/user/subsidy/check-in?s=7&c=482913')).toEqual({ sessionId: 7, code: '482913' });
  });

  it('refuses what is not a check-in link', () => {
    for (const text of ['hello', 'https://x.example/?s=abc&c=123456', '/user/subsidy/check-in?s=1&c=12', '/user/subsidy/check-in?c=123456', `/x?s=1&c=${'a'.repeat(201)}`]) {
      expect(parseCheckInPayload(text)).toBeNull();
    }
  });

  it('reads typed digits with spaces, dashes and full-width digits', () => {
    expect(normalizeDigits('482 913')).toBe('482913');
    expect(normalizeDigits('482-913')).toBe('482913');
    expect(normalizeDigits('４８２９１３')).toBe('482913');
  });

  it('keeps one random device id per browser, and none without storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const first = deviceId(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId(storage)).toBe(first);
    expect(deviceId(null)).toBeNull();
  });
});

describe('a learner subsidy’s steps', () => {
  it('places each claim state on the way from claim to payment', () => {
    expect(stepOf('draft')).toBe(0);
    expect(stepOf('submitted')).toBe(1);
    expect(stepOf('returned')).toBe(1);
    expect(stepOf('notice')).toBe(2);
    expect(stepOf('payable')).toBe(3);
    expect(stepOf('in_batch')).toBe(3);
    expect(stepOf('paid')).toBe(4);
  });
});
