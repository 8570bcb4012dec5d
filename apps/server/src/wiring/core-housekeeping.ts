import { IDEMPOTENCY_TTL_MS, IdempotencyStore } from '../api/idempotency.js';
import type { HousekeepingStep } from '../jobs/housekeeping.js';
import { type ExpiryHandlers, expirePendingTransfers, PENDING_EXPIRY_BATCH } from '../ledger/index.js';
import type { AppCore } from './app-core.js';
import type { ModuleParts } from './merge-services.js';
import { defineModule } from './server-module.js';

/** The shared mechanisms' own clean-up: delivered outbox events past their retention, stored idempotent answers after a day. */
export function coreHousekeeping(core: Pick<AppCore, 'db' | 'clock' | 'events'>): HousekeepingStep[] {
  const idempotency = new IdempotencyStore(core.db);
  const dayOld = () => new Date(core.clock.now().getTime() - IDEMPOTENCY_TTL_MS);
  return [
    { name: 'outbox events', run: () => core.events.pruneDelivered() },
    { name: 'idempotent answers', run: () => idempotency.deleteOlderThan(dayOld()) },
  ];
}

/**
 * The ledger's sweep of pending transfers past their expiry, with what each module does when one of
 * its own expires (a withdrawal's reserve, a sports bet's hold). Last in the housekeeping run.
 */
export function ledgerSweep(core: Pick<AppCore, 'db' | 'clock'>, modules: readonly ModuleParts[]) {
  const handlers: ExpiryHandlers = Object.assign({}, ...modules.map((module) => module.pendingExpiry ?? {}));
  return defineModule({
    services: {},
    housekeeping: [
      {
        name: 'pending transfers',
        run: () => expirePendingTransfers(core.db, core.clock.now(), PENDING_EXPIRY_BATCH, handlers),
      },
    ],
  });
}
