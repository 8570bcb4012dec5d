/** The part of Web Storage these rules use; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's local storage, or null on the server and where it is refused (private modes,
 * blocked cookies): the marketing rules then simply remember nothing.
 */
export function browserLocalStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Writes, ignoring a full or refused storage (spec section 8: such failures are not the player's). */
export function writeQuietly(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch (error) {
    console.warn(`local storage: could not keep ${key}`, error);
  }
}

/** The last value of a repeated query parameter, trimmed; null when absent or empty. */
export function lastQueryValue(search: string, name: string, maxLength: number): string | null {
  const value = new URLSearchParams(search).getAll(name).at(-1)?.trim();
  if (!value || value.length > maxLength) return null;
  return value;
}
