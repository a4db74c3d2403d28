import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATE_TIME_FORMAT, formatDate, formatDateTime, fromZoneInput, toZoneInput } from '@/lib/format/date';
import { dayjs } from '@/lib/format/dayjs';
import { platformDate, weekStartInZone, zoneOffsetMinutes } from '@/lib/format/time-zone';

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

describe('China Standard Time without Intl', () => {
  // A browser's first Intl formatter costs 30–120 ms while ICU loads (decision 0006); China has kept
  // UTC+8 since 1991, so its instants are shown at that offset and Intl is asked only before it.
  afterEach(() => jest.restoreAllMocks());

  it('formats the platform zone without a zone lookup', () => {
    const lookups = jest.spyOn(Date.prototype, 'toLocaleString');
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    expect(formatDate('2026-11-24T16:30:05Z')).toBe('2026-11-25 00:30:05');
    expect(formatDateTime('2027-06-30T16:00:00Z', { seconds: false })).toBe('2027-07-01 00:00');
    // The zone's other readings (time-zone.ts) take the same way: "today" on a learner's privacy page.
    expect(platformDate(new Date('2026-11-24T16:30:05Z'))).toBe('2026-11-25');
    expect(zoneOffsetMinutes(new Date('2026-11-24T16:30:05Z'))).toBe(480);
    expect(lookups).not.toHaveBeenCalled();
    expect(formatters).not.toHaveBeenCalled();
  });

  it('agrees with the zone database from 1992 on, and asks it for earlier instants (daylight saving until 1991)', () => {
    for (let t = Date.UTC(1992, 0, 1); t < Date.UTC(2040, 0, 1); t += 97 * 3_600_000 + 123_457) {
      expect(formatDate(t, 'YYYY-MM-DD HH:mm:ss Z')).toBe(dayjs(t).tz('Asia/Shanghai').format('YYYY-MM-DD HH:mm:ss Z'));
    }
    expect(formatDate('1988-07-01T00:00:00Z', 'YYYY-MM-DD HH:mm Z')).toBe('1988-07-01 09:00 +09:00');
    expect(formatDate('1991-12-31T23:59:59Z', 'YYYY-MM-DD HH:mm Z')).toBe('1992-01-01 07:59 +08:00');
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

  // Its one fixed offset (China since 1992, date.ts) is checked against the zone database above.
  it('leaves no hand-written token formatting in lib/format', () => {
    const dir = path.join(process.cwd(), 'lib/format');
    for (const file of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect({ file, intl: /Intl\.DateTimeFormat|padStart|getUTC/.test(text) }).toEqual({ file, intl: false });
    }
  });
});
