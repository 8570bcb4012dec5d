import { loadOffers } from '../features/offers/offers-loader.js';
import { OffersView } from '../features/offers/offers-view.js';
import { useI18n } from '../i18n/hooks.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import type { Route } from './+types/promotions';

// /promotions: the site's running campaigns (its deposit offers), for guests and players alike.

export function loader(args: Route.LoaderArgs) {
  return loadOffers(args);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.promotions);
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const texts = useI18n().t.pages.promotions;
  return (
    <OffersView
      offers={loaderData.offers}
      gameNames={new Map(loaderData.gameNames)}
      texts={texts}
      basePath={PATHS.promotions}
    />
  );
}
