import { getResponsibleGaming } from '../api/responsible-gaming.js';
import { serverCallOptions, settle } from '../features/cashier/server-calls.js';
import { ResponsibleGamingStatus } from '../features/responsible-gaming/responsible-gaming-tools.js';
import { useI18n } from '../i18n/hooks.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/responsible-game';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.responsibleGame);
}

export async function loader(args: Route.LoaderArgs) {
  return { tools: await settle(getResponsibleGaming(serverCallOptions(args))) };
}

/** /responsible-game: the player's tools and their status (guests are sent home by the auth guard). */
export default function ResponsibleGame({ loaderData }: Route.ComponentProps) {
  const page = useI18n().t.pages.responsibleGame;
  return (
    <div className="page">
      <PageHeader title={page.title} description={page.description} breadcrumb={[{ label: page.title }]} />
      <ResponsibleGamingStatus loaded={loaderData.tools} />
    </div>
  );
}
