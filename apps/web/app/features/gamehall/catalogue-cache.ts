/**
 * The catalogue's shared answers (categories, providers, a page of games: the same for every
 * visitor) kept a few seconds by the server that renders the hall, so that the pages it renders in
 * that time skip the API round trips and their JSON. In the browser nothing is kept: each
 * navigation asks again. Failures are not kept. The API keeps its own answers as long (decision
 * 0017), so an operator's edit shows within twice that.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 200;

const entries = new Map<string, { value: Promise<unknown>; until: number }>();

export function cachedOnServer<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (typeof document !== 'undefined') return load();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) {
    for (const [name, entry] of entries)
      if (entry.until <= now || entries.size >= MAX_ENTRIES) entries.delete(name);
  }
  const value = load();
  entries.set(key, { value, until: now + TTL_MS });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
