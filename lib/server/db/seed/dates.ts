const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** 'YYYY-MM-DD' in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isoTime(date: Date): string {
  return date.toISOString();
}

/** A time on the given day offset, at a working hour, as an ISO-8601 UTC string. */
export function dayAt(base: Date, days: number, hour: number, minute = 0): string {
  const d = addDays(base, days);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}
