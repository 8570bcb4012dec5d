import type { VerificationProvider } from '../../ports/verification-provider.js';
import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { verificationApi } from './routes.js';
import { verificationBackoffice } from './verification-backoffice.js';
import { VerificationService } from './verification-service.js';
import { VerificationStore } from './verification-store.js';
import { verificationWebhooks } from './webhook-routes.js';

/** Identity verification: applicants, access tokens, the provider's decisions by webhook. */
export function createVerificationModule(
  core: AppCore,
  deps: {
    /** Verification providers by name, as webhooks address them; the first one checks new applicants. */
    verificationProviders: ReadonlyMap<string, VerificationProvider>;
    notifications: NotificationsService;
    accountStore: AccountStore;
  },
) {
  const { verificationProviders } = deps;
  const verificationStore = new VerificationStore(core.db);
  const verification = new VerificationService({
    db: core.db,
    store: verificationStore,
    provider: verificationProviders.values().next().value ?? null,
    clock: core.clock,
    notifications: deps.notifications,
    accounts: deps.accountStore,
  });
  return defineModule({
    /** The store too: the demo seed's players have their applicants (seed/verification-demo.ts). */
    services: { verification, verificationStore, verificationProviders },
    api: [verificationApi],
    plugins: [(app) => app.register(verificationWebhooks, { verification, verificationProviders })],
    backoffice: verificationBackoffice({ verification, accounts: deps.accountStore }),
  });
}
