import { IDEMPOTENCY_TTL_MS, IdempotencyStore } from '../api/idempotency.js';
import { expirePendingTransfers, PENDING_EXPIRY_BATCH } from '../ledger/index.js';
import {
  GUEST_PURGE_BATCH,
  GUEST_SESSION_KEEP_MS,
  purgeExpiredGuestSessions,
} from '../modules/house-studio/game-sessions.js';
import type { Services } from '../services.js';
import { defineJob, type JobRunner } from './job-runner.js';

export const HOUSEKEEPING = defineJob({
  name: 'housekeeping',
  // A run that finds the last one still going is not started beside it.
  policy: 'stately',
  expireInSeconds: 5 * 60,
  retryLimit: 0,
});

const EVERY_TEN_MINUTES = '*/10 * * * *';

/** Batches of guests' demo sessions purged per run at most: a backlog goes over a few runs. */
const GUEST_BATCHES_PER_RUN = 20;

/**
 * Deletes what has outlived its use: stored idempotent answers after a day, stale log-in
 * throttles, devices unused for a year, registration codes of the day before, guests' demo sessions
 * a day after they expired, unclaimed cashbacks past their window, outbox events every subscriber has had once their retention is over,
 * and pending transfers past their expiry are voided; deposits left on the provider's page for an
 * hour expire. A scheduled job: one run every ten minutes for
 * all app servers; the deletes are idempotent, so a run retried after a crash is harmless.
 */
export function scheduleHousekeeping(
  jobs: JobRunner,
  services: Services,
  log: (error: unknown) => void,
): void {
  const idempotency = new IdempotencyStore(services.db);
  const now = () => services.clock.now();
  // Each step on its own: one that fails (logged) does not keep the others, the expiry of pending
  // transfers above all, from running.
  const steps: [string, () => Promise<unknown>][] = [
    ['outbox events', () => services.events.pruneDelivered()],
    ['idempotent answers', () => idempotency.deleteOlderThan(new Date(now().getTime() - IDEMPOTENCY_TTL_MS))],
    ['log-in throttles', () => services.loginThrottle.deleteStale()],
    ['trusted devices', () => services.trustedDevices.deleteStale()],
    ['registration codes', () => services.registrationCodes.deleteStale(now())],
    ['guest sessions', () => purgeGuestSessions(services)],
    ['abandoned deposits', () => services.cashier.expireAbandonedDeposits()],
    ['expired bonuses', () => services.bonuses.expireDue()],
    ['expired betting bonuses', () => services.bettingBonuses.expireDue()],
    ['expired cashbacks', () => services.cashbacks.expireDue()],
    [
      'pending transfers',
      () =>
        expirePendingTransfers(services.db, now(), PENDING_EXPIRY_BATCH, {
          withdrawal: services.withdrawals.reserveExpired,
          sports_bet: services.sportsbookSettler.holdExpired,
        }),
    ],
  ];
  const run = async () => {
    for (const [, step] of steps) {
      try {
        await step();
      } catch (error) {
        log(error);
      }
    }
  };
  jobs.schedule(HOUSEKEEPING, EVERY_TEN_MINUTES, run);
}

async function purgeGuestSessions(services: Services): Promise<void> {
  const cutoff = new Date(services.clock.now().getTime() - GUEST_SESSION_KEEP_MS);
  for (let batch = 0; batch < GUEST_BATCHES_PER_RUN; batch++) {
    if ((await purgeExpiredGuestSessions(services.db, cutoff)) < GUEST_PURGE_BATCH) return;
  }
}
