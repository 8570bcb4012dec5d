/** History page size per tab and the wallet's recent activity (spec section 9). */
export const HISTORY_PAGE_SIZE = 4;
export const RECENT_ACTIVITY_SIZE = 4;

/** A page loaded after the ones shown, appended without the items already there (same id). */
export function appendUnique<T extends { id: number | string }>(
  shown: readonly T[],
  next: readonly T[],
): T[] {
  const seen = new Set(shown.map((item) => item.id));
  const added: T[] = [];
  for (const item of next) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    added.push(item);
  }
  return [...shown, ...added];
}
