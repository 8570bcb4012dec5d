import { IDEMPOTENCY_TTL_MS, IdempotencyStore } from '../api/idempotency.js';
import type { Services } from '../services.js';

const EVERY_MS = 10 * 60_000;

/**
 * Deletes what has outlived its use: stored idempotent answers after a day, stale log-in
 * throttles. Every app server may run it; the deletes are idempotent.
 */
export function startHousekeeping(services: Services, log: (error: unknown) => void): () => void {
  const idempotency = new IdempotencyStore(services.db);
  const run = async () => {
    try {
      await idempotency.deleteOlderThan(new Date(services.clock.now().getTime() - IDEMPOTENCY_TTL_MS));
      await services.loginThrottle.deleteStale();
    } catch (error) {
      log(error);
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
