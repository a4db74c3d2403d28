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

/** The China date (UTC+8) of an instant. */
export const chinaDate = (at: Date | string) => new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
