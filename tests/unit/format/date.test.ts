import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATE_TIME_FORMAT, formatDate, formatDateTime, fromZoneInput, toZoneInput } from '@/lib/format/date';
import { weekStartInZone } from '@/lib/format/time-zone';

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

describe('dayjs does the work', () => {
  it('formats in each of the four languages', () => {
    expect(formatDate('2026-03-15T04:00:00Z', 'MMMM D', 'en')).toBe('March 15');
    expect(formatDate('2026-03-15T04:00:00Z', 'MMM D', 'ja')).toBe('3月 15');
    expect(formatDate('2026-03-15T04:00:00Z', 'YYYY[年]M[月]D[日]')).toBe('2026年3月15日');
  });

  it('formats in another zone when one is chosen', () => {
    expect(formatDate('2026-07-01T03:30:00Z', DEFAULT_DATE_TIME_FORMAT, 'zh', 'America/New_York')).toBe('2026-06-30 23:30:00');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('2026-11-24T16:30:05Z', { seconds: false })).toBe('2026-11-25 00:30');
  });

  it('reads datetime-local values as Beijing wall time and writes them back', () => {
    expect(fromZoneInput('2027-03-01T09:00')).toBe('2027-03-01T01:00:00.000Z');
    expect(fromZoneInput('2027-03-01T09:00', 'America/New_York')).toBe('2027-03-01T14:00:00.000Z');
    expect(fromZoneInput('garbage')).toBe('');
    expect(toZoneInput('2027-03-01T01:00:00.000Z')).toBe('2027-03-01T09:00');
  });

  it('starts the week on Monday, Beijing time', () => {
    // Sunday 2026-11-29 23:30 in Beijing is still the week of Monday 23 November.
    expect(weekStartInZone(new Date('2026-11-29T15:30:00Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(weekStartInZone(new Date('2026-11-29T16:30:00Z')).toISOString()).toBe('2026-11-29T16:00:00.000Z');
  });

  it('leaves no hand-written token formatting or fixed offset in lib/format', () => {
    const dir = path.join(process.cwd(), 'lib/format');
    for (const file of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect({ file, intl: /Intl\.DateTimeFormat|padStart|getUTC/.test(text) }).toEqual({ file, intl: false });
    }
  });
});
