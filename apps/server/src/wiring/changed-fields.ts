// What an operator's change changed, for its audit entry (the catalogue's and the site settings').

/** The top-level fields that differ, before and after; null when none does. */
export function changedFields<T extends object>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}
