import { useLocation } from 'react-router';
import { offerSectionOf } from '../features/offers/offer-section.js';
import { loadOffer } from '../features/offers/offers-loader.js';
import { OfferDetailView } from '../features/offers/offers-view.js';
import { useI18n } from '../i18n/hooks.js';
import { PATHS } from '../routing/paths.js';
import { pageMeta } from '../seo/page-meta.js';
import type { Route } from './+types/offer';

// /offers/{id} and /promotions/{id}: one offer's terms in full, and the way to take it.

export function loader(args: Route.LoaderArgs) {
  return loadOffer({ ...args, id: args.params.id });
}

export function meta(args: Route.MetaArgs) {
  const offer = args.loaderData?.offer;
  return pageMeta(args, {
    title: offer?.description.title ?? '',
    description: offer?.description.text ?? '',
  });
}

export default function Offer({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const section = offerSectionOf(useLocation().pathname);
  return (
    <OfferDetailView
      offer={loaderData.offer}
      parent={{ title: t.pages[section].title, path: PATHS[section] }}
      gameNames={new Map(loaderData.gameNames)}
    />
  );
}
