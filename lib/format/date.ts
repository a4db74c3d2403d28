import { DISPLAY_TIME_ZONE, zoneOffsetMinutes } from './time-zone';

export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export { DISPLAY_TIME_ZONE } from './time-zone';

// Month names come from the runtime's Intl data (the same CLDR names dayjs's locale files carry):
// this module is in the first load of most pages, and a date library with its locales is not.
const intlLocale: Record<string, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

export type DateInput = string | number | Date;

/** The wall-clock fields of an instant in a zone, read from the shifted UTC fields. */
type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function toInstant(value: DateInput): Date {
  if (value instanceof Date) return new Date(value.getTime());
  // "2026-11-25 08:30:05" (a space, no zone) is local time, as it was for dayjs; the Date parser wants a "T".
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d/.test(value)) return new Date(value.replace(' ', 'T'));
  return new Date(value);
}

/** Date-only strings ("2026-12-01") are calendar dates and are not shifted between zones. */
function toWall(value: DateInput, timeZone: string): Wall | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    // Date.UTC rolls an overflowing day over (02-30 → 03-02), as dayjs did.
    const calendar = new Date(Date.UTC(year, month - 1, day));
    return { year: calendar.getUTCFullYear(), month: calendar.getUTCMonth() + 1, day: calendar.getUTCDate(), hour: 0, minute: 0, second: 0 };
  }
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return null;
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return {
    year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes(), second: shifted.getUTCSeconds(),
  };
}

const monthNames = new Map<string, Intl.DateTimeFormat>();
function monthName(wall: Wall, locale: string, width: 'long' | 'short'): string {
  const key = `${locale}:${width}`;
  let formatter = monthNames.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale[locale] ?? 'en', { month: width, timeZone: 'UTC' });
    monthNames.set(key, formatter);
  }
  return formatter.format(Date.UTC(wall.year, wall.month - 1, 1));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// The dayjs-style tokens of the product's formats; text in [brackets] is kept as it is.
const TOKENS = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|HH|H|mm|m|ss|s/g;

/** One formatter for every date and time the product shows or exports, in the platform's time zone. */
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_TIME_FORMAT, locale = 'zh', timeZone: string = DISPLAY_TIME_ZONE): string {
  const wall = toWall(value, timeZone);
  if (!wall) return '';
  return format.replace(TOKENS, (token, text: string | undefined) => {
    if (text !== undefined) return text;
    switch (token) {
      case 'YYYY': return pad(wall.year, 4);
      case 'YY': return pad(wall.year % 100);
      case 'MMMM': return monthName(wall, locale, 'long');
      case 'MMM': return monthName(wall, locale, 'short');
      case 'MM': return pad(wall.month);
      case 'M': return String(wall.month);
      case 'DD': return pad(wall.day);
      case 'D': return String(wall.day);
      case 'HH': return pad(wall.hour);
      case 'H': return String(wall.hour);
      case 'mm': return pad(wall.minute);
      case 'm': return String(wall.minute);
      case 'ss': return pad(wall.second);
      default: return String(wall.second);
    }
  });
}

/** "2026-11-25 08:30:05" in the platform zone, or the placeholder for a missing value (lists, exports). */
export function formatDateTime(value: DateInput | null | undefined, { seconds = true, empty = '—', timeZone }: { seconds?: boolean; empty?: string; timeZone?: string } = {}): string {
  if (value === null || value === undefined || value === '') return empty;
  return formatDate(value, seconds ? DEFAULT_DATE_TIME_FORMAT : 'YYYY-MM-DD HH:mm', 'zh', timeZone) || empty;
}

/** A datetime-local value ("2027-03-01T09:00") read as wall time in the platform zone → ISO instant. */
export function fromZoneInput(value: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return '';
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const offset = zoneOffsetMinutes(new Date(wall), timeZone);
  return new Date(wall - offset * 60_000).toISOString();
}

/** An instant as a datetime-local value in the platform zone. */
export function toZoneInput(iso: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  return formatDate(iso, 'YYYY-MM-DDTHH:mm', 'zh', timeZone);
}
