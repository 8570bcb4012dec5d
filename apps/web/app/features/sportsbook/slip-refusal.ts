import { AppError } from '@jeton/domain';
import type { ItemState } from './slip-state.js';
import type { SlipFormat } from './use-slip-format.js';

/** A refused bet in plain words, or the new price the server answered (the player may accept it). */
export function refusal(error: unknown, { texts, format, limits }: SlipFormat): Partial<ItemState> {
  if (!(error instanceof AppError)) return { error: texts.errors.unknown };
  if (error.code === 'PRICE_CHANGED' && typeof error.data?.odds === 'number') {
    return { error: null, newOdds: error.data.odds };
  }
  if (error.type === 'UserNeedDepositException') return { error: texts.errors.funds };
  if (error.type === 'AccessDeniedException') return { error: texts.errors.limits };
  const known = error.code && error.code in texts.errors ? (error.code as keyof typeof texts.errors) : null;
  return { error: known ? format(texts.errors[known], limits) : texts.errors.unknown };
}

/** A multiple's moved legs from a PRICE_CHANGED refusal (new odds by selection), or null for another refusal. */
export function movedPrices(error: unknown): Record<number, number> | null {
  const prices = error instanceof AppError && error.code === 'PRICE_CHANGED' ? error.data?.prices : null;
  if (!Array.isArray(prices)) return null;
  const moved: Record<number, number> = {};
  for (const price of prices as { selection_id?: unknown; odds?: unknown }[]) {
    if (typeof price.selection_id === 'number' && typeof price.odds === 'number')
      moved[price.selection_id] = price.odds;
  }
  return moved;
}

/** The client's id of one bet: the same id again answers the same bet. */
export function requestId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `slip-${random}`.slice(0, 64);
}
