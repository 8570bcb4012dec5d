import type { HitCounter, WindowCount } from './hit-counter.js';

interface Window {
  hits: number;
  endsAtMs: number;
}

/** Past this many keys in one sweep period, new keys go uncounted rather than grow memory without end. */
const DEFAULT_MAX_KEYS = 500_000;

/**
 * Hit counts in this process's memory: a map lookup and an increment per hit, no promise. Ended
 * windows are swept every `sweepEveryMs`, so memory holds the keys seen within about two windows.
 * Counts are per process: with several app servers, set REDIS_URL (see RedisHitCounter).
 */
export class MemoryHitCounter implements HitCounter {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(private readonly options: { sweepEveryMs: number; maxKeys?: number; now?: () => number }) {
    this.sweeper = setInterval(() => this.sweep(), options.sweepEveryMs);
    this.sweeper.unref();
  }

  hit(key: string, windowMs: number): WindowCount {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAtMs <= now) {
      // An attacker cycling through addresses must not exhaust memory; past the cap a new key's
      // hit is answered as a first hit (the limit then fails open for it, as an evicting cache would).
      if (!window && this.windows.size >= (this.options.maxKeys ?? DEFAULT_MAX_KEYS)) {
        return { hits: 1, resetInMs: windowMs };
      }
      window = { hits: 0, endsAtMs: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits++;
    return { hits: window.hits, resetInMs: window.endsAtMs - now };
  }

  /** Drops the windows that have ended. */
  sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAtMs <= now) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }
}
