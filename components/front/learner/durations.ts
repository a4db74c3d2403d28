/** 75 → "1:15", 3725 → "1:02:05": player positions and lengths. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Study time as hours and minutes through the MyClasses messages. */
export function studyTime(seconds: number, t: (key: 'hoursShort' | 'minutesShort', values: Record<string, number>) => string): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return minutes >= 60 ? t('hoursShort', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('minutesShort', { minutes });
}
