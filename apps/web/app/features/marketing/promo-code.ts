import { browserLocalStorage, type KeyValueStorage, lastQueryValue, writeQuietly } from './local-storage.js';

// Spec section 2: the promo_code query parameter (its last value when repeated) is kept in local
// storage; the stored one is used when the query has none. The registration dialog asks for it.

export const PROMO_CODE_STORAGE_KEY = 'promo_code';
/** As long as the promo field accepts (packages/domain promoCodeField). */
const MAX_PROMO_CODE_LENGTH = 64;

/** Keeps the query's promo code, if it has one. */
export function rememberPromoCode(search: string, storage: KeyValueStorage): void {
  const code = lastQueryValue(search, 'promo_code', MAX_PROMO_CODE_LENGTH);
  if (code) writeQuietly(storage, PROMO_CODE_STORAGE_KEY, code);
}

/**
 * The promo code to offer: the current query's, else the one kept from an earlier visit, else null.
 * Without arguments it reads the browser's address and local storage.
 */
export function promoCodeToUse(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
  storage: KeyValueStorage | null = browserLocalStorage(),
): string | null {
  const fromQuery = lastQueryValue(search, 'promo_code', MAX_PROMO_CODE_LENGTH);
  if (fromQuery) return fromQuery;
  try {
    return storage?.getItem(PROMO_CODE_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}
