/** The body to send: everything for a new record; for an edit only what changed (a masked phone left alone is not sent back). */
export function changedFields<T extends Record<string, unknown>>(next: T, initial: T | null): Partial<T> {
  if (!initial) return next;
  return Object.fromEntries(Object.entries(next).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(initial[k]))) as Partial<T>;
}
