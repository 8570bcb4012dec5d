/**
 * Tells this process's relay that an event was just written, so that it runs soon after the
 * transaction commits instead of at its next schedule. Called on every append: it only calls the
 * listeners, which debounce (no query per money movement).
 */
const listeners = new Set<() => void>();

export function onOutboxAppended(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxAppended(): void {
  for (const listener of listeners) listener();
}
