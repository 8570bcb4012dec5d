import type { Offer } from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';

/**
 * A registration offer (decision 0078) is granted with the account, never taken: a guest is asked to
 * register; a player reads that it is theirs, or that it has ended for them (their account was made
 * before it ran).
 */
export function RegistrationOfferState({ offer }: { offer: Offer }) {
  const { t } = useI18n();
  const texts = t.pages.offers;
  const signedIn = isPlayer(useRootData());
  if (!signedIn) {
    return (
      <button type="button" className="button button-primary" onClick={() => openDialog('registration')}>
        {texts.registerToGet}
      </button>
    );
  }
  return <p className="offer-closed">{offer.taken ? texts.registrationYours : texts.registrationEnded}</p>;
}
