import { Link, useSearchParams } from 'react-router';
import { hasFilter, parseGameHallQuery } from '../features/gamehall/gamehall-query.js';
import { formatMessage } from '../i18n/format.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath, localizePath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/gamehall';

// /gamehall and /gamehall/{id}: the hall, filtered by the query's category or providers.

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.gamehall;
  const { id } = args.params;
  const title = id
    ? formatMessage(page.categoryTitle, { category: id }, localeFromPath(args.location.pathname))
    : page.title;
  return pageMeta(args, { title, description: page.description });
}

export default function GameHall({ params }: Route.ComponentProps) {
  const { t, format, locale } = useI18n();
  const [query] = useSearchParams();
  const page = t.pages.gamehall;
  const filter = parseGameHallQuery(query);
  const title = params.id ? format(page.categoryTitle, { category: params.id }) : page.title;
  const breadcrumb = params.id
    ? [{ label: page.title, to: PATHS.gamehall }, { label: params.id }]
    : [{ label: page.title }];
  return (
    <div className="page">
      <PageHeader title={title} description={page.description} breadcrumb={breadcrumb} />
      {hasFilter(filter) && (
        <section className="filter-bar" aria-label={page.filters}>
          <ul className="chips">
            {filter.category && (
              <li className="chip">{format(page.category, { category: filter.category })}</li>
            )}
            {filter.providers.length > 0 && (
              <li className="chip">
                {format(page.providers, {
                  count: filter.providers.length,
                  names: filter.providers.join(', '),
                })}
              </li>
            )}
          </ul>
          <Link to={localizePath(PATHS.gamehall, locale)} className="text-link">
            {page.clearFilters}
          </Link>
        </section>
      )}
      <EmptyState text={hasFilter(filter) ? page.emptyFiltered : page.empty} icon="casino" />
    </div>
  );
}
