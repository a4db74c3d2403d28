import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';

dayjs.extend(utc);

export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export { DISPLAY_TIME_ZONE } from './time-zone';
// China Standard Time has kept UTC+8 without daylight saving since 1991, so a fixed offset gives the
// same result as the timezone plugin without shipping it (and its Intl lookups) to every browser.
const DISPLAY_UTC_OFFSET_MINUTES = 8 * 60;

const dayjsLocale: Record<string, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };

export type DateInput = string | number | Date;

/** Date-only strings ("2026-12-01") are calendar dates and are not shifted between zones. */
function toDisplayTime(value: DateInput) {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value);
  return dayjs(value).utcOffset(DISPLAY_UTC_OFFSET_MINUTES);
}

export function formatDate(value: DateInput, format: string = DEFAULT_DATE_TIME_FORMAT, locale = 'zh'): string {
  const time = toDisplayTime(value);
  if (!time.isValid()) return '';
  return time.locale(dayjsLocale[locale] ?? 'en').format(format);
}
