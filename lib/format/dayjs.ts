import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';

// The one dayjs every date helper uses: zones (utc, timezone) and the product's four languages
// (en is built in). The app's locale codes are zh/en/es/ja; dayjs names Chinese zh-cn.
dayjs.extend(utc);
dayjs.extend(timezone);

const DAYJS_LOCALES: Record<string, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };

export function dayjsLocale(locale: string): string {
  return DAYJS_LOCALES[locale] ?? 'en';
}

export { dayjs };
