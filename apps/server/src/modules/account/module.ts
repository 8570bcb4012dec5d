import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { MarketingMessaging } from '../messaging/marketing.js';
import type { UnsubscribeLinks } from '../messaging/unsubscribe-links.js';
import { accountSeed } from './account-demo.js';
import { AccountService } from './account-service.js';
import { AccountStore } from './account-store.js';
import { ContactConfirmationService } from './contact-confirmation-service.js';
import { accountApi } from './routes.js';
import { SubscriptionService } from './subscription-service.js';

/** The player's account: its data, contacts and their confirmation, newsletter subscriptions. */
export function createAccountModule(
  core: AppCore,
  deps: {
    marketing: MarketingMessaging;
    unsubscribeLinks: UnsubscribeLinks;
    /** The offers open at registration (campaigns), recorded with the new account. */
    registrationOffers: ConstructorParameters<typeof AccountStore>[1];
  },
) {
  const { db, clock, config } = core;
  const accountStore = new AccountStore(db, deps.registrationOffers);
  return defineModule({
    services: {
      accountStore,
      accounts: new AccountService(db, accountStore),
      contacts: new ContactConfirmationService({
        db,
        store: accountStore,
        messaging: core.outbox,
        clock,
        publicUrl: config.publicUrl,
      }),
      subscriptions: new SubscriptionService({
        store: accountStore,
        marketing: deps.marketing,
        links: deps.unsubscribeLinks,
      }),
    },
    api: [accountApi],
    seed: accountSeed(accountStore),
  });
}
