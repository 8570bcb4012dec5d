import { Link } from 'react-router';
import { formatMessage } from '../i18n/format.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath, localizePath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { FeaturePage } from '../ui/feature-page.js';
import { Icon } from '../ui/icons.js';
import type { Route } from './+types/tournament';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.tournament;
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: formatMessage(page.title, { id: args.params.id }, locale),
    description: page.description,
  });
}

export default function Tournament({ params }: Route.ComponentProps) {
  const { t, format, locale } = useI18n();
  const page = t.pages.tournament;
  const title = format(page.title, { id: params.id });
  return (
    <FeaturePage
      title={title}
      description={page.description}
      breadcrumb={[{ label: t.pages.tournaments.title, to: PATHS.tournaments }, { label: title }]}
      empty={page.empty}
      icon="tournaments"
    >
      <p className="page-actions">
        <Link
          to={localizePath(`${PATHS.tournaments}/${encodeURIComponent(params.id)}/gamehall`, locale)}
          className="button button-secondary"
        >
          <Icon name="casino" size={18} />
          {page.gamesLink}
        </Link>
      </p>
    </FeaturePage>
  );
}
