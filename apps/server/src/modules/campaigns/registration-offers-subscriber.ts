import type { EventSubscriptions } from '../../outbox/subscribers.js';
import { ACCOUNT_CREATED, type AccountCreatedPayload } from '../account/account-events.js';
import type { OfferTakesService } from './offer-takes-service.js';

// The campaigns' subscriber of new accounts: its name is its cursor in the outbox. Never rename it.

/**
 * Grants each registration offer the `account.created` event names (those open when the account was
 * made, decision 0078), once per player: the grant commits with the subscriber's cursor, and the
 * take's unique row per offer and player refuses a second grant whatever delivers the event again.
 */
export function subscribeRegistrationOffers(
  events: EventSubscriptions,
  offerTakes: Pick<OfferTakesService, 'grantAtRegistration'>,
): void {
  events.subscribe('registration-offers', [ACCOUNT_CREATED], async (tx, event) => {
    const created = event.payload as unknown as AccountCreatedPayload;
    const offerIds = Array.isArray(created.registrationOfferIds) ? created.registrationOfferIds : [];
    for (const offerId of offerIds) {
      await offerTakes.grantAtRegistration(tx, created.userId, Number(offerId));
    }
  });
}
