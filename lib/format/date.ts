import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
// The platform serves one Chinese province: times read the same on every server and browser.
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';

const dayjsLocale: Record<string, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };

export type DateInput = string | number | Date;

/** Date-only strings ("2026-12-01") are calendar dates and are not shifted between zones. */
function toDisplayTime(value: DateInput) {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value);
  return dayjs(value).tz(DISPLAY_TIME_ZONE);
}

export function formatDate(value: DateInput, format: string = DEFAULT_DATE_TIME_FORMAT, locale = 'zh'): string {
  const time = toDisplayTime(value);
  if (!time.isValid()) return '';
  return time.locale(dayjsLocale[locale] ?? 'en').format(format);
}
