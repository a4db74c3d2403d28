import { platformDate } from '@/lib/format/time-zone';

/** YYYY-MM-DD plus n working days (Monday–Friday; public holidays are not known to the platform). */
export function addWorkingDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

/** The calendar date of an instant in the platform's zone (Asia/Shanghai unless configured). */
export const chinaDate = (at: Date | string) => platformDate(new Date(at));
