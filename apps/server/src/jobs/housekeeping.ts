import { IDEMPOTENCY_TTL_MS, IdempotencyStore } from '../api/idempotency.js';
import {
  GUEST_PURGE_BATCH,
  GUEST_SESSION_KEEP_MS,
  purgeExpiredGuestSessions,
} from '../providers/games/game-sessions.js';
import type { Services } from '../services.js';

const EVERY_MS = 10 * 60_000;

/** Batches of guests' demo sessions purged per run at most: a backlog goes over a few runs. */
const GUEST_BATCHES_PER_RUN = 20;

/**
 * Deletes what has outlived its use: stored idempotent answers after a day, stale log-in
 * throttles, guests' demo sessions a day after they expired. Every app server may run it; the
 * deletes are idempotent.
 */
export function startHousekeeping(services: Services, log: (error: unknown) => void): () => void {
  const idempotency = new IdempotencyStore(services.db);
  const run = async () => {
    try {
      await idempotency.deleteOlderThan(new Date(services.clock.now().getTime() - IDEMPOTENCY_TTL_MS));
      await services.loginThrottle.deleteStale();
      await purgeGuestSessions(services);
    } catch (error) {
      log(error);
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function purgeGuestSessions(services: Services): Promise<void> {
  const cutoff = new Date(services.clock.now().getTime() - GUEST_SESSION_KEEP_MS);
  for (let batch = 0; batch < GUEST_BATCHES_PER_RUN; batch++) {
    if ((await purgeExpiredGuestSessions(services.db, cutoff)) < GUEST_PURGE_BATCH) return;
  }
}
