import { gameNameFromSysname } from '../features/games/game-name.js';
import { formatMessage } from '../i18n/format.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { SystemPageView } from '../ui/system-page-view.js';
import type { Route } from './+types/game';
import './game.css';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.game;
  const locale = localeFromPath(args.location.pathname);
  const game = gameNameFromSysname(args.params.sysname);
  return pageMeta(args, {
    title: formatMessage(page.title, { game }, locale),
    description: formatMessage(page.description, { game }, locale),
  });
}

/**
 * The game page (game layout). Games are launched from the studio at /platform/game/{sysname}/{mode};
 * until it is connected the stage says the game cannot start (the error-in-slot page). Guests who
 * arrive with #real get the registration popup (ui/use-guest-dialogs.ts).
 */
export default function Game({ params }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="game-page">
      <h1 className="game-title">{gameNameFromSysname(params.sysname)}</h1>
      <div className="game-stage">
        <SystemPageView kind="slotError" description={t.pages.game.unavailable} headingLevel="h2" />
      </div>
    </div>
  );
}
