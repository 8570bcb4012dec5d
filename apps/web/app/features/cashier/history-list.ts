/** History page size per tab and the wallet's recent activity (spec section 9). */
export const HISTORY_PAGE_SIZE = 4;
export const RECENT_ACTIVITY_SIZE = 4;

/**
 * A page loaded after the ones shown, appended without the items already there (same key: the id,
 * or what `keyOf` says when ids of two kinds share one list).
 */
export function appendUnique<T extends { id: number | string }>(
  shown: readonly T[],
  next: readonly T[],
  keyOf: (item: T) => number | string = (item) => item.id,
): T[] {
  const seen = new Set(shown.map(keyOf));
  const added: T[] = [];
  for (const item of next) {
    if (seen.has(keyOf(item))) continue;
    seen.add(keyOf(item));
    added.push(item);
  }
  return [...shown, ...added];
}
