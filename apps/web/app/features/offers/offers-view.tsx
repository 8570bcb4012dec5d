import { Link } from 'react-router';
import type { Offer } from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { PageHeader } from '../../ui/page-header.js';
import { OfferCard, OfferTermList, TakeOffer } from './offer-card.js';
import { offerTitle } from './offer-lines.js';
import './offers.css';

interface ListTexts {
  title: string;
  description: string;
  empty: string;
}

/** /offers and /promotions: the deposit and "Take" offers as cards, each a way to take it and its own page. */
export function OffersView({
  offers,
  gameNames,
  texts,
  basePath,
}: {
  offers: readonly Offer[] | null;
  gameNames: ReadonlyMap<string, string>;
  texts: ListTexts;
  basePath: string;
}) {
  const { t } = useI18n();
  return (
    <div className="page">
      <PageHeader title={texts.title} description={texts.description} breadcrumb={[{ label: texts.title }]} />
      {offers === null ? (
        <LoadError text={t.pages.offers.loadError} retryLabel={t.gamehall.retry} />
      ) : offers.length === 0 ? (
        <EmptyState text={texts.empty} icon="offers" />
      ) : (
        <ul className="offer-list" aria-label={texts.title}>
          {offers.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              gameNames={gameNames}
              detailPath={`${basePath}/${offer.id}`}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** /offers/{id} and /promotions/{id}: one offer, its terms in full and the way to take it. */
export function OfferDetailView({
  offer,
  parent,
  gameNames,
}: {
  offer: Offer;
  parent: { title: string; path: string };
  gameNames: ReadonlyMap<string, string>;
}) {
  const { t, locale } = useI18n();
  const texts = t.pages.offers;
  const title = offerTitle(offer);
  return (
    <div className="page">
      <PageHeader
        title={title}
        description={offer.description.text}
        breadcrumb={[{ label: parent.title, to: parent.path }, { label: title }]}
      />
      <div className="offer-detail">
        {offer.description.image_url ? (
          <img
            className="offer-detail-image"
            src={offer.description.image_url}
            alt=""
            width={800}
            height={400}
          />
        ) : null}
        <section className="offer-detail-body" aria-labelledby="offer-terms">
          <h2 id="offer-terms">{texts.terms}</h2>
          <OfferTermList offer={offer} gameNames={gameNames} />
          <p className="offer-detail-how">
            {offer.trigger.action === 'take'
              ? texts.howToTake
              : offer.trigger.action === 'registration'
                ? texts.howToRegister
                : texts.howTo}
          </p>
          <div className="offer-card-actions">
            <TakeOffer offer={offer} gameNames={gameNames} />
            <Link className="button button-secondary" to={localizePath('/bonus-terms', locale)}>
              {texts.bonusTerms}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
