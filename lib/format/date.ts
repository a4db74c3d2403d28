import type { Dayjs } from 'dayjs';
import { dayjs, dayjsLocale } from './dayjs';
import { DISPLAY_TIME_ZONE, zoned } from './time-zone';

export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = string | number | Date;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Date-only strings ("2026-12-01") are calendar dates and are not shifted between zones; instants are shown in the zone. */
function inZone(value: DateInput, timeZone: string): Dayjs | null {
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  const parsed = calendar ? dayjs.utc(value) : dayjs(value);
  if (!parsed.isValid()) return null;
  return calendar ? parsed : zoned(parsed, timeZone);
}

/** One formatter for every date and time the product shows or exports (dayjs format tokens), in the platform's time zone. */
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_TIME_FORMAT, locale = 'zh', timeZone: string = DISPLAY_TIME_ZONE): string {
  return inZone(value, timeZone)?.locale(dayjsLocale(locale)).format(format) ?? '';
}

/** "2026-11-25 08:30:05" in the platform zone, or the placeholder for a missing value (lists, exports). */
export function formatDateTime(value: DateInput | null | undefined, { seconds = true, empty = '—', timeZone }: { seconds?: boolean; empty?: string; timeZone?: string } = {}): string {
  if (value === null || value === undefined || value === '') return empty;
  return formatDate(value, seconds ? DEFAULT_DATE_TIME_FORMAT : 'YYYY-MM-DD HH:mm', 'zh', timeZone) || empty;
}

const ZONE_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A datetime-local value ("2027-03-01T09:00") read as wall time in the platform zone → ISO instant. */
export function fromZoneInput(value: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  if (!ZONE_INPUT.test(value)) return '';
  const instant = dayjs.tz(value.slice(0, 16), timeZone);
  return instant.isValid() ? instant.toISOString() : '';
}

/** An instant as a datetime-local value in the platform zone. */
export function toZoneInput(iso: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  return formatDate(iso, 'YYYY-MM-DDTHH:mm', 'zh', timeZone);
}
