import type { LocaleCode } from '@jeton/domain';
import type { Registered } from '../../api/auth.js';
import type { CampaignPopup } from '../../api/popups.js';
import { PATHS } from '../../routing/paths.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';

type RegistrationOffer = NonNullable<Registered['registration_offers']>[number];

/**
 * The campaign popup that tells a new player of a registration offer their account got (decision
 * 0078): the offer's title, text and picture, and a button to Profile → Bonuses.
 */
export function registrationOfferPopup(
  offer: RegistrationOffer,
  locale: LocaleCode,
  buttonLabel: string,
): CampaignPopup {
  return {
    sysname: `registration-offer-${offer.offer_id}`,
    locale,
    title: offer.description.title,
    text: offer.description.text,
    image_url: offer.description.image_url,
    button: { label: buttonLabel, url: PATHS.profileBonuses },
  };
}

/**
 * Once, right after the sign-up that answered them (the form's `auth/register`, or the social
 * registration popup's `account/completeRegistration`, decision 0081): one popup per registration offer (queued behind
 * the dialog that is closing), through the campaign popup's dialog.
 */
export function showRegistrationOffers(
  answer: Pick<Registered, 'registration_offers'>,
  locale: LocaleCode,
  buttonLabel: string,
  follow: (to: string) => void,
): void {
  for (const offer of answer.registration_offers ?? []) {
    openDialog('campaign', {
      props: { popup: registrationOfferPopup(offer, locale, buttonLabel), preview: false, follow },
    });
  }
}
