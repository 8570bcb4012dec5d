import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { SystemPageView } from '../ui/system-page-view.js';
import type { Route } from './+types/game-error';

// The error-in-slot page (spec section 2, system pages): where the game frame sends the player when
// an outside studio cannot start the game (decision 0095). Its button leads to the game hall.

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).system.slotError;
  return pageMeta(args, { title: page.title, description: page.description });
}

export default function GameError() {
  return <SystemPageView kind="slotError" />;
}
