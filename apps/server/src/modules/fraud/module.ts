import type { FraudProvider } from '../../ports/fraud-provider.js';
import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { TrackingService } from '../tracking/tracking-service.js';
import { FraudService } from './fraud-service.js';
import { FraudStore } from './fraud-store.js';

/** The fraud check of registrations, deposits and withdrawals (decision 0046). */
export function createFraudModule(
  core: AppCore,
  deps: { provider: FraudProvider | null; tracking: TrackingService },
) {
  const fraud = new FraudService({
    store: new FraudStore(core.db),
    provider: deps.provider,
    tracking: deps.tracking,
    clock: core.clock,
    onError: (error) => console.warn('fraud check: the provider failed', error),
  });
  return defineModule({ services: { fraud } });
}
