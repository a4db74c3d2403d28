import { platformDate } from '@/lib/format/time-zone';

// "Today" for the dates the platform issues or checks (certificate issue dates, enrolment windows,
// the import's no-later-than-today) is the platform zone's, whatever the server's zone or UTC say.

test("the platform's date turns at midnight Beijing time, not at midnight UTC", () => {
  expect(platformDate(new Date('2026-06-30T15:59:59.999Z'))).toBe('2026-06-30');
  expect(platformDate(new Date('2026-06-30T16:00:00.000Z'))).toBe('2026-07-01');
  expect(platformDate(new Date('2026-12-31T17:30:00.000Z'))).toBe('2027-01-01');
});

test('another zone is honoured, daylight saving included', () => {
  expect(platformDate(new Date('2026-07-01T03:30:00Z'), 'America/New_York')).toBe('2026-06-30');
  expect(platformDate(new Date('2026-07-01T04:30:00Z'), 'America/New_York')).toBe('2026-07-01');
  expect(platformDate(new Date('2026-01-01T04:30:00Z'), 'America/New_York')).toBe('2025-12-31');
});
