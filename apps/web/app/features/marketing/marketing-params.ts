import { MARKETING_PARAMS, MARKETING_VALUE_MAX_LENGTH, type MarketingParams } from '@jeton/domain';
import { browserLocalStorage, type KeyValueStorage, lastQueryValue, writeQuietly } from './local-storage.js';

// Spec section 2: the marketing query parameters a visit arrives with, kept in local storage for
// registration and tracking to report later. A later visit's value replaces an earlier one.

export { MARKETING_PARAMS, type MarketingParams };

export const MARKETING_STORAGE_KEY = 'marketing_params';
const MAX_VALUE_LENGTH = MARKETING_VALUE_MAX_LENGTH;

/** Adds the query's marketing parameters to those already kept. */
export function recordMarketingParams(search: string, storage: KeyValueStorage): void {
  const found: MarketingParams = {};
  for (const name of MARKETING_PARAMS) {
    const value = lastQueryValue(search, name, MAX_VALUE_LENGTH);
    if (value) found[name] = value;
  }
  if (Object.keys(found).length === 0) return;
  writeQuietly(storage, MARKETING_STORAGE_KEY, JSON.stringify({ ...readMarketingParams(storage), ...found }));
}

/** The kept marketing parameters; anything unreadable or unknown in storage is left out. */
export function readMarketingParams(
  storage: KeyValueStorage | null = browserLocalStorage(),
): MarketingParams {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(MARKETING_STORAGE_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  const params: MarketingParams = {};
  for (const name of MARKETING_PARAMS) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) params[name] = value;
  }
  return params;
}
