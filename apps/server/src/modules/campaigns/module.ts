import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { campaignsBackoffice } from './campaigns-backoffice.js';
import { campaignsSeed } from './campaigns-demo.js';
import { OfferTakesService } from './offer-takes-service.js';
import { OfferTakesStore } from './offer-takes-store.js';
import { OffersAdmin } from './offers-admin.js';
import { OffersSeedStore } from './offers-seed-store.js';
import { OffersService } from './offers-service.js';
import { OffersStore } from './offers-store.js';
import { PromoCodesService } from './promo-codes-service.js';
import { PromoCodesStore } from './promo-codes-store.js';
import { subscribeRegistrationOffers } from './registration-offers-subscriber.js';
import { campaignsApi } from './routes.js';

type PromoCodesDeps = ConstructorParameters<typeof PromoCodesService>[0];

/**
 * Offers, promo codes and offers taken without a code. The bonus engine grants what they give and
 * reads their offers, so services.ts hands it over late (wiring/late.ts), as it does the cashier's
 * deposits.
 */
export function createCampaignsModule(
  core: AppCore,
  deps: {
    bonuses: PromoCodesDeps['bonuses'];
    deposits: { hasCreditedDeposit(userId: number): Promise<boolean> };
    accountStore: AccountStore;
    /** What the offers' other owners know (decision 0091): bonus holders, depositors, house games. */
    offerOwners: ConstructorParameters<typeof OffersAdmin>[1];
  },
) {
  const { db, clock } = core;
  const { bonuses, deposits } = deps;
  const offerTakes = new OfferTakesService({
    db,
    clock,
    store: new OfferTakesStore(deps.accountStore),
    bonuses,
    deposits,
  });
  subscribeRegistrationOffers(core.events, offerTakes);
  /** Offers' versions, pause and end, and their promo codes, for the back office (decision 0068). */
  const offersAdmin = new OffersAdmin(db, deps.offerOwners);
  return defineModule({
    services: {
      offers: new OffersService(new OffersStore(db), deposits),
      /** Promo codes: checked and redeemed by players, granting their offer through the bonus engine. */
      promoCodes: new PromoCodesService({
        db,
        clock,
        store: new PromoCodesStore(deps.accountStore),
        bonuses,
        throttle: new LoginThrottle(db, clock, 'promo:'),
      }),
      /** Offers a player takes without a code (campaigns/takepromotions). */
      offerTakes,
      offersAdmin,
    },
    api: [campaignsApi],
    seed: campaignsSeed(new OffersSeedStore(db)),
    backoffice: campaignsBackoffice({ db, clock, offersAdmin }),
  });
}
