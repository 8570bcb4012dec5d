import { Link } from 'react-router';
import type { Offer } from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { offerTitle, useOfferTermLines } from './offer-lines.js';
import { RegistrationOfferState } from './registration-offer-state.js';
import { TakeButton } from './take-button.js';

/** The terms of an offer, worded: what it grants, for how much wagering. */
export function OfferTermList({
  offer,
  gameNames,
}: {
  offer: Offer;
  gameNames?: ReadonlyMap<string, string>;
}) {
  const lines = useOfferTermLines(offer, gameNames);
  if (lines.length === 0) return null;
  return (
    <ul className="offer-terms">
      {lines.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/**
 * The way to take an offer: the deposit page with it chosen, for a "Take" offer the button that
 * takes it (asked first), for a registration offer the way to register; or why it is not open.
 */
export function TakeOffer({ offer, gameNames }: { offer: Offer; gameNames?: ReadonlyMap<string, string> }) {
  const { t, locale } = useI18n();
  const texts = t.pages.offers;
  if (offer.trigger.action === 'take') return <TakeButton offer={offer} gameNames={gameNames} />;
  if (offer.trigger.action === 'registration') return <RegistrationOfferState offer={offer} />;
  if (!offer.trigger.user_satisfies_params) {
    return <p className="offer-closed">{texts.firstDepositOnly}</p>;
  }
  return (
    <Link className="button button-primary" to={`${localizePath(PATHS.deposit, locale)}?offer=${offer.id}`}>
      {texts.take}
    </Link>
  );
}

/** An offer in a list: its picture, title, text and terms, a way in, and its own page. */
export function OfferCard({
  offer,
  gameNames,
  detailPath,
}: {
  offer: Offer;
  gameNames: ReadonlyMap<string, string>;
  detailPath: string;
}) {
  const { t, locale } = useI18n();
  return (
    <li className="offer-card">
      {offer.description.image_url ? (
        <img
          className="offer-card-image"
          src={offer.description.image_url}
          alt=""
          width={400}
          height={200}
          loading="lazy"
        />
      ) : null}
      <div className="offer-card-body">
        <h2 className="offer-card-title">
          <Link to={localizePath(detailPath, locale)}>{offerTitle(offer)}</Link>
        </h2>
        {offer.description.text ? <p className="offer-card-text">{offer.description.text}</p> : null}
        <OfferTermList offer={offer} gameNames={gameNames} />
        <div className="offer-card-actions">
          <TakeOffer offer={offer} gameNames={gameNames} />
          <Link className="button button-secondary" to={localizePath(detailPath, locale)}>
            {t.pages.offers.details}
          </Link>
        </div>
      </div>
    </li>
  );
}
