import type { BetProduct } from '@jeton/domain';

// The bets history shows casino rounds and sports bets in one list, newest first. Each product's
// module reads its own table in that order; the page of the whole is merged here.

/** A row's place in the list: when it happened, and which product's row it is. */
export interface Placed {
  product: BetProduct;
  id: number;
  at: Date;
}

/** Newer first; at the same moment the higher id, then casino before sports, so pages never overlap. */
export function newerFirst(a: Placed, b: Placed): number {
  return b.at.getTime() - a.at.getTime() || b.id - a.id || a.product.localeCompare(b.product);
}

/**
 * The rows [offset, offset + count) of several lists merged newest first. Each list must hold its
 * own newest offset + count rows in that order: no row of the page can come from further down.
 */
export function mergedWindow(lists: readonly (readonly Placed[])[], offset: number, count: number): Placed[] {
  return lists
    .flat()
    .sort(newerFirst)
    .slice(offset, offset + count);
}
