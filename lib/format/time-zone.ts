// The platform serves one Chinese province: times read the same on every server and browser.
// NEXT_PUBLIC_PLATFORM_TIME_ZONE (an IANA name) changes it for a deployment elsewhere; the browser
// bundle gets the value the build saw, the server the one it runs with.

const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

function configuredZone(): string {
  const raw = typeof process !== 'undefined' ? process.env.NEXT_PUBLIC_PLATFORM_TIME_ZONE : undefined;
  if (!raw) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: raw });
    return raw;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export const DISPLAY_TIME_ZONE = configuredZone();

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC the zone keeps at that instant (daylight saving included). */
export function zoneOffsetMinutes(instant: Date, timeZone: string = DISPLAY_TIME_ZONE): number {
  if (timeZone === 'Asia/Shanghai') return 480; // China Standard Time: UTC+8, no daylight saving since 1991
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The calendar date (YYYY-MM-DD) in the platform's zone at that instant: "today" for dates the platform issues or checks. */
export function platformDate(instant: Date, timeZone: string = DISPLAY_TIME_ZONE): string {
  return new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString().slice(0, 10);
}
