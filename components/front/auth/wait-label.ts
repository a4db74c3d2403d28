/** How long a refused action must wait, in the unit a person reads: seconds, minutes, or (a daily limit) tomorrow. */
export type WaitUnit = { unit: 'seconds'; value: number } | { unit: 'minutes'; value: number } | { unit: 'tomorrow' };

/** Seconds up to two minutes, whole minutes up to an hour; longer is a daily limit: "明天再试", never "83706 秒". */
export function waitUnit(seconds: number): WaitUnit {
  if (seconds <= 120) return { unit: 'seconds', value: seconds };
  if (seconds <= 3600) return { unit: 'minutes', value: Math.ceil(seconds / 60) };
  return { unit: 'tomorrow' };
}
