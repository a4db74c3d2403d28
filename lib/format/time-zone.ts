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

/** Minutes east of UTC the zone keeps at that instant (daylight saving included). */
export function zoneOffsetMinutes(instant: Date, timeZone: string = DISPLAY_TIME_ZONE): number {
  return dayjs(instant).tz(timeZone).utcOffset();
}

/** The calendar date (YYYY-MM-DD) in the platform's zone at that instant: "today" for dates the platform issues or checks. */
export function platformDate(instant: Date = new Date(), timeZone: string = DISPLAY_TIME_ZONE): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}

/** Monday 00:00 of the week holding that instant, in the platform's zone (weeks start on Monday in China). */
export function weekStartInZone(instant: Date, timeZone: string = DISPLAY_TIME_ZONE): Date {
  const day = dayjs(instant).tz(timeZone);
  const monday = day.subtract((day.day() + 6) % 7, 'day').format('YYYY-MM-DD');
  return dayjs.tz(monday, timeZone).toDate();
}
