import { DEFAULT_DATE_TIME_FORMAT, formatDate, type DateInput } from './date';
import { dayjs } from './dayjs';

// SPEC.md §9: just now under 30 s, minutes under 1 h, hours under 24 h, one day under 48 h,
// otherwise the date itself.

export type TimeAgoKey = 'justNow' | 'minutesAgo' | 'hoursAgo' | 'oneDayAgo';
export type TimeAgoTranslate = (key: TimeAgoKey, values?: { count: number }) => string;

export type TimeAgoOptions = {
  t: TimeAgoTranslate;
  now?: DateInput;
  format?: string;
  locale?: string;
};

export function formatTimeAgo(value: DateInput, { t, now = Date.now(), format, locale }: TimeAgoOptions): string {
  const then = dayjs(value);
  if (!then.isValid()) return '';
  const seconds = dayjs(now).diff(then, 'second', true);
  if (seconds < 30) return t('justNow');
  if (seconds < 3600) return t('minutesAgo', { count: Math.ceil(seconds / 60) });
  if (seconds < 86400) return t('hoursAgo', { count: Math.ceil(seconds / 3600) });
  if (seconds < 172800) return t('oneDayAgo');
  return formatDate(value, format ?? DEFAULT_DATE_TIME_FORMAT, locale);
}
