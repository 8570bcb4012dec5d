import type { GameProvider } from '@jeton/domain';
import { Link } from 'react-router';
import { getProviders } from '../api/games.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath, localizePath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/providers';
import './providers.css';

// /providers: the studios of the catalogue, each a way into the hall filtered by it.

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    return {
      providers: await getProviders({ request, origin: context.apiOrigin, fetch: context.apiFetch, locale }),
    };
  } catch (error) {
    console.error('games/getProviders failed', error);
    return { providers: null };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.providers);
}

export default function Providers({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const page = t.pages.providers;
  const { providers } = loaderData;
  return (
    <div className="page">
      <PageHeader title={page.title} description={page.description} breadcrumb={[{ label: page.title }]} />
      {providers === null ? (
        <LoadError text={page.loadError} retryLabel={t.gamehall.retry} />
      ) : providers.length === 0 ? (
        <EmptyState text={page.empty} icon="providers" />
      ) : (
        <ul className="provider-list">
          {providers.map((provider) => (
            <ProviderCard key={provider.sysname} provider={provider} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ProviderCard({ provider }: { provider: GameProvider }) {
  const { t, format, locale } = useI18n();
  const page = t.pages.providers;
  const count = provider.game_params?.games_count ?? 0;
  return (
    <li className="provider-card">
      <Link
        to={`${localizePath(PATHS.gamehall, locale)}?providers=${encodeURIComponent(provider.sysname)}`}
        className="provider-card-link"
      >
        {provider.image_url ? (
          <img src={provider.image_url} alt="" width={56} height={56} className="provider-logo" />
        ) : (
          <span className="provider-monogram" aria-hidden="true">
            {provider.name.charAt(0)}
          </span>
        )}
        <span className="provider-name">{provider.name}</span>
        <span className="provider-count">{format(page.gamesCount, { count })}</span>
      </Link>
    </li>
  );
}
