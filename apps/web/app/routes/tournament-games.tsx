import { formatMessage } from '../i18n/format.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { FeaturePage } from '../ui/feature-page.js';
import type { Route } from './+types/tournament-games';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.tournamentGames;
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: formatMessage(page.title, { id: args.params.id }, locale),
    description: page.description,
  });
}

export default function TournamentGames({ params }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const page = t.pages.tournamentGames;
  const tournamentTitle = format(t.pages.tournament.title, { id: params.id });
  return (
    <FeaturePage
      title={format(page.title, { id: params.id })}
      description={page.description}
      breadcrumb={[
        { label: t.pages.tournaments.title, to: PATHS.tournaments },
        { label: tournamentTitle, to: `${PATHS.tournaments}/${encodeURIComponent(params.id)}` },
        { label: t.pages.tournament.gamesLink },
      ]}
      empty={page.empty}
      icon="casino"
    />
  );
}
