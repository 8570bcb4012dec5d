/**
 * A small time-bounded cache of catalogue answers. The catalogue is the same for every player and
 * changes when an operator edits it, so a few seconds of staleness buys the hall (which every
 * visitor opens) its queries once per key and interval. Concurrent misses share one load.
 */
export class TimedCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > time) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evict(time);
    const value = load();
    this.entries.set(key, { value, until: time + this.ttlMs });
    // A failed load is not kept: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops the expired entries, then the oldest ones, so the map stays within its bound. */
  private evict(time: number): void {
    for (const [key, entry] of this.entries) if (entry.until <= time) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
