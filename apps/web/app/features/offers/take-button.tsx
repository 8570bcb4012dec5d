import { OFFER_TAKE_ERRORS, type OfferTakeError } from '@jeton/domain';
import type { Offer } from '../../api/cashier.js';
import { takeOffer } from '../../api/offer-takes.js';
import { useI18n } from '../../i18n/hooks.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { ConfirmedMoneyButton } from '../cashier/confirmed-money-button.js';
import { useMoneyAction } from '../cashier/use-money-action.js';
import { offerTitle, useOfferTermLines } from './offer-lines.js';

/** The words for a refusal's code; anything else reads the generic failure. */
export function takeRefusal(
  code: string | undefined,
  errors: Readonly<Record<OfferTakeError | 'generic', string>>,
): string {
  return OFFER_TAKE_ERRORS.includes(code as OfferTakeError) ? errors[code as OfferTakeError] : errors.generic;
}

/**
 * "Take the offer" (campaigns/takepromotions): asked first, since it starts a bonus's clock; a toast
 * says it is done or why not, then the page and the balances re-read. A guest is asked to log in; a
 * player who took it already, or whom the offer's params leave out, is told so instead of a button.
 */
export function TakeButton({ offer, gameNames }: { offer: Offer; gameNames?: ReadonlyMap<string, string> }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.offers;
  const signedIn = isPlayer(useRootData());
  const terms = useOfferTermLines(offer, gameNames);
  const { busy, act } = useMoneyAction((code) => takeRefusal(code, texts.takeErrors));
  if (!signedIn) {
    return (
      <button type="button" className="button button-primary" onClick={() => openDialog('authorization')}>
        {texts.takeLogIn}
      </button>
    );
  }
  if (offer.taken) return <p className="offer-closed">{texts.alreadyTaken}</p>;
  if (!offer.trigger.user_satisfies_params) return <p className="offer-closed">{texts.beforeDepositOnly}</p>;
  return (
    <ConfirmedMoneyButton
      label={texts.takeNow}
      primary
      busy={busy}
      confirm={{
        title: texts.takeTitle,
        text: format(texts.takeText, { title: offerTitle(offer), terms: terms.join(', ') }),
        yes: texts.takeYes,
        no: texts.takeNo,
        onConfirm: () => void act(() => takeOffer(offer.id, { locale }), texts.taken),
      }}
    />
  );
}
