import { useLocation } from 'react-router';
import { offerSectionOf } from '../features/offers/offer-section.js';
import { loadOffers } from '../features/offers/offers-loader.js';
import { OffersView } from '../features/offers/offers-view.js';
import { useI18n } from '../i18n/hooks.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import type { Route } from './+types/offers';

// /offers and /promotions: the deposit offers the player can take, each a way to the deposit page
// with it chosen; guests see them too.

export function loader(args: Route.LoaderArgs) {
  return loadOffers(args);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages[offerSectionOf(args.location.pathname)]);
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const section = offerSectionOf(useLocation().pathname);
  return (
    <OffersView
      offers={loaderData.offers}
      gameNames={new Map(loaderData.gameNames)}
      texts={useI18n().t.pages[section]}
      basePath={PATHS[section]}
    />
  );
}
