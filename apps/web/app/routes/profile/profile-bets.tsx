import { loadBetsPage } from '../../features/bets-history/bets-loader.js';
import { BetsView } from '../../features/bets-history/bets-view.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import type { Route } from './+types/profile-bets';

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, { title: t.records.bets.title, description: t.records.bets.intro });
}

export function loader(args: Route.LoaderArgs) {
  return loadBetsPage(args);
}

/** Profile → bets: every round the player played, filtered, with the export (issue 12, item 6). */
export default function ProfileBets({ loaderData }: Route.ComponentProps) {
  return <BetsView data={loaderData} />;
}
