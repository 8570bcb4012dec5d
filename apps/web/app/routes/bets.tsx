import { loadBetsPage } from '../features/bets-history/bets-loader.js';
import { BetsView } from '../features/bets-history/bets-view.js';
import { useI18n } from '../i18n/hooks.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/bets';

// /bets/* (spec section 2 names the route and leaves its content to us): the player's bets history,
// the same as Profile → Bets: casino rounds and sports bets, newest first, with their export.

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, { title: t.records.bets.title, description: t.records.bets.intro });
}

export function loader(args: Route.LoaderArgs) {
  return loadBetsPage(args);
}

export default function Bets({ loaderData }: Route.ComponentProps) {
  const texts = useI18n().t.records.bets;
  return (
    <div className="page">
      <PageHeader title={texts.title} description={texts.intro} breadcrumb={[{ label: texts.title }]} />
      <BetsView data={loaderData} />
    </div>
  );
}
