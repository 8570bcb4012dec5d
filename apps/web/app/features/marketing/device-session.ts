import { browserLocalStorage, type KeyValueStorage, writeQuietly } from './local-storage.js';

// The browser's device session for the fraud check (spec section 7's seon_session): a random id
// made once per browser and kept, so the fraud provider sees the same device across visits and
// accounts. It carries nothing about the player.

export const DEVICE_SESSION_KEY = 'seon_session';
const SHAPE = /^[\w-]{16,64}$/;

/** The kept device session, made on first use; null where storage is refused. */
export function deviceSession(storage: KeyValueStorage | null = browserLocalStorage()): string | null {
  if (!storage) return null;
  const kept = storage.getItem(DEVICE_SESSION_KEY);
  if (kept && SHAPE.test(kept)) return kept;
  const made = crypto.randomUUID();
  writeQuietly(storage, DEVICE_SESSION_KEY, made);
  return storage.getItem(DEVICE_SESSION_KEY) === made ? made : null;
}
