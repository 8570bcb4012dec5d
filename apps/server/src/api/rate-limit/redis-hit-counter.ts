import type { Redis } from 'ioredis';
import type { HitCounter, WindowCount } from './hit-counter.js';

/**
 * One round trip per hit: increment, start the window's expiry on its first hit, and read the time
 * left, atomically in one script (MULTI could not make the expiry depend on the count).
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {hits, redis.call('PTTL', KEYS[1])}`;

type HitReply = [number, number];
type WithHitCommand = Redis & { jetonRateHit(key: string, windowMs: number): Promise<HitReply> };

/** While Redis stays down, `onError` hears of it once per this period rather than on every call. */
const ERROR_REPORT_EVERY_MS = 60_000;

/**
 * Hit counts shared by every app server through Redis. When Redis cannot answer, the call is let
 * through (counted as a first hit) and `onError` is told: a rate limit must not take the site down.
 */
export class RedisHitCounter implements HitCounter {
  private readonly redis: WithHitCommand;
  private lastErrorReportMs = -Infinity;

  constructor(
    redis: Redis,
    private readonly onError: (error: unknown) => void,
    private readonly prefix = 'jeton:rate:',
  ) {
    redis.defineCommand('jetonRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis = redis as WithHitCommand;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    try {
      const [hits, ttlMs] = await this.redis.jetonRateHit(this.prefix + key, windowMs);
      // A key without expiry (-1) cannot come from the script; treat it as a fresh window.
      return { hits, resetInMs: ttlMs > 0 ? ttlMs : windowMs };
    } catch (error) {
      const now = Date.now();
      if (now - this.lastErrorReportMs >= ERROR_REPORT_EVERY_MS) {
        this.lastErrorReportMs = now;
        this.onError(error);
      }
      return { hits: 1, resetInMs: windowMs };
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
