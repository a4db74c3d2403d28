import { createTranslator } from 'next-intl';
import { formatDate } from '@/lib/format/date';
import { formatTimeAgo } from '@/lib/format/time-ago';
import { allMessages, type TestLocale } from '../render-with-intl';

const now = new Date('2026-05-10T12:00:00+08:00');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

function translate(locale: TestLocale) {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Format' });
  return (value: Date, format?: string) => formatTimeAgo(value, { t, now, locale, format });
}

describe('formatTimeAgo (SPEC.md §9)', () => {
  const zh = translate('zh');
  const en = translate('en');

  it('says just now under 30 seconds', () => {
    expect(zh(ago(0))).toBe('刚刚');
    expect(en(ago(29))).toBe('just now');
  });

  it('counts minutes under an hour', () => {
    expect(zh(ago(30))).toBe('1 分钟前');
    expect(en(ago(60 * 5))).toBe('5 minutes ago');
    expect(en(ago(3599))).toBe('60 minutes ago');
  });

  it('counts hours under a day', () => {
    expect(zh(ago(3600))).toBe('1 小时前');
    expect(en(ago(3 * 3600))).toBe('3 hours ago');
  });

  it('says one day under 48 hours', () => {
    expect(zh(ago(86400))).toBe('1 天前');
    expect(translate('ja')(ago(47 * 3600))).toBe('1日前');
    expect(translate('es')(ago(30 * 3600))).toBe('hace 1 día');
  });

  it('falls back to the date, YYYY-MM-DD HH:mm:ss by default, in China time', () => {
    expect(zh(ago(3 * 86400))).toBe('2026-05-07 12:00:00');
    expect(en(ago(3 * 86400), 'YYYY-MM-DD')).toBe('2026-05-07');
  });

  it('returns an empty string for an invalid date', () => {
    expect(zh(new Date('nonsense'))).toBe('');
  });
});

describe('formatDate', () => {
  it('keeps date-only values on their calendar day', () => {
    expect(formatDate('2026-12-01', 'YYYY-MM-DD')).toBe('2026-12-01');
  });

  it('shows instants in China Standard Time', () => {
    expect(formatDate('2026-12-01T16:30:00Z')).toBe('2026-12-02 00:30:00');
  });

  it('uses the locale for month names', () => {
    expect(formatDate('2026-12-01', 'MMMM', 'es')).toBe('diciembre');
  });
});
