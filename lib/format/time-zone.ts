import type { Dayjs } from 'dayjs';
import { dayjs } from './dayjs';

// The platform serves one Chinese province: times read the same on every server and browser.
// NEXT_PUBLIC_PLATFORM_TIME_ZONE (an IANA name) changes it for a deployment elsewhere; the browser
// bundle gets the value the build saw, the server the one it runs with.

const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

function configuredZone(): string {
  const raw = typeof process !== 'undefined' ? process.env.NEXT_PUBLIC_PLATFORM_TIME_ZONE : undefined;
  if (!raw) return DEFAULT_TIME_ZONE;
  try {
    dayjs().tz(raw); // an unknown zone throws a RangeError
    return raw;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export const DISPLAY_TIME_ZONE = configuredZone();

/**
 * Zones whose offset has not changed since an instant: China has kept UTC+8 since daylight saving
 * ended on 1991-09-15. dayjs's zone plugin asks Intl for every zone, and a browser's first Intl
 * formatter costs 30–120 ms of one task while it loads ICU's data (decision 0006): a client component
 * that shows a date on load (the certificate check's cache line, a learner's lists) paid that for a
 * constant offset.
 */
const FIXED_SINCE: Record<string, { since: number; minutes: number }> = {
  'Asia/Shanghai': { since: Date.UTC(1992, 0, 1), minutes: 8 * 60 },
};

/** The instant as the zone's wall clock shows it: at the zone's fixed offset where it has one, else through the zone database. */
export function zoned(instant: Dayjs, timeZone: string = DISPLAY_TIME_ZONE): Dayjs {
  const fixed = FIXED_SINCE[timeZone];
  return fixed && instant.valueOf() >= fixed.since ? instant.utcOffset(fixed.minutes) : instant.tz(timeZone);
}

/** Minutes east of UTC the zone keeps at that instant (daylight saving included). */
export function zoneOffsetMinutes(instant: Date, timeZone: string = DISPLAY_TIME_ZONE): number {
  return zoned(dayjs(instant), timeZone).utcOffset();
}

/** The calendar date (YYYY-MM-DD) in the platform's zone at that instant: "today" for dates the platform issues or checks. */
export function platformDate(instant: Date = new Date(), timeZone: string = DISPLAY_TIME_ZONE): string {
  return zoned(dayjs(instant), timeZone).format('YYYY-MM-DD');
}

/** Monday 00:00 of the week holding that instant, in the platform's zone (weeks start on Monday in China). */
export function weekStartInZone(instant: Date, timeZone: string = DISPLAY_TIME_ZONE): Date {
  const day = zoned(dayjs(instant), timeZone);
  const monday = day.subtract((day.day() + 6) % 7, 'day').format('YYYY-MM-DD');
  return dayjs.tz(monday, timeZone).toDate();
}
