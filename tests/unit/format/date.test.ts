import { formatDate } from '@/lib/format/date';

describe('formatDate', () => {
  it('shows instants in China Standard Time whatever the machine zone', () => {
    expect(formatDate('2026-11-24T16:30:05Z')).toBe('2026-11-25 00:30:05');
    expect(formatDate(Date.UTC(2026, 6, 1, 0, 0, 0), 'YYYY-MM-DD HH:mm')).toBe('2026-07-01 08:00');
  });

  it('keeps calendar dates as they are', () => {
    expect(formatDate('2026-12-01', 'YYYY-MM-DD')).toBe('2026-12-01');
  });

  it('formats month names in the chosen locale and is empty for invalid input', () => {
    expect(formatDate('2026-03-15T04:00:00Z', 'MMMM D', 'zh')).toBe('三月 15');
    expect(formatDate('2026-03-15T04:00:00Z', 'MMMM D', 'es')).toBe('marzo 15');
    expect(formatDate('not a date')).toBe('');
  });
});
