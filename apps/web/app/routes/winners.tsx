import { useCallback } from 'react';
import { Link, useRevalidator } from 'react-router';
import { getBigWins } from '../api/winners.js';
import { BigWinList } from '../features/winners/big-win-list.js';
import { useWinnersStream } from '../features/winners/use-winners-stream.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/winners';
import '../features/winners/winners.css';

// /winners: the latest big wins, newest first, kept current by the server's signals on the first page.

/** Wins per page (spec section 9's page size of 12). */
const PAGE_SIZE = 12;
/** The API lists up to an offset of 10,000. */
const LAST_PAGE = Math.floor(10_000 / PAGE_SIZE);

/** The page number of `?page=`, 1 when absent or not a page. */
function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= LAST_PAGE ? page : 1;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageOf(url);
  try {
    const wins = await getBigWins(
      { offset: (page - 1) * PAGE_SIZE, count: PAGE_SIZE },
      { request, origin: context.apiOrigin, fetch: context.apiFetch, locale: localeFromPath(url.pathname) },
    );
    return { page, wins };
  } catch (error) {
    console.error('winners/get failed', error);
    return { page, wins: null };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.winners);
}

export default function Winners({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const page = t.pages.winners;
  const revalidator = useRevalidator();
  const { wins } = loaderData;
  const reread = useCallback(() => void revalidator.revalidate(), [revalidator]);
  // Only the first page moves with new wins; older pages stay put while they are read.
  const live = useWinnersStream(loaderData.page === 1 && wins !== null, reread);
  const hasOlder = wins !== null && loaderData.page * PAGE_SIZE < wins.total && loaderData.page < LAST_PAGE;
  return (
    <div className="page">
      <PageHeader title={page.title} description={page.description} breadcrumb={[{ label: page.title }]} />
      {wins === null ? (
        <div className="winners-error" role="alert">
          <EmptyState text={page.loadError} icon="warning" />
          <button type="button" className="button button-primary" onClick={reread}>
            {t.gamehall.retry}
          </button>
        </div>
      ) : wins.items.length === 0 ? (
        <EmptyState text={page.empty} icon="winners" />
      ) : (
        <>
          {loaderData.page === 1 ? (
            <div className="winners-bar">
              <span className="winners-live" data-open={live}>
                {page.live}
              </span>
            </div>
          ) : null}
          <BigWinList wins={wins.items} />
          {loaderData.page > 1 || hasOlder ? (
            <nav className="winners-pager" aria-label={page.pages}>
              {loaderData.page > 1 ? (
                <Link className="button button-secondary" to={`?page=${loaderData.page - 1}`}>
                  {page.newer}
                </Link>
              ) : null}
              <span aria-current="page">{format(page.pageOf, { page: loaderData.page })}</span>
              {hasOlder ? (
                <Link className="button button-secondary" to={`?page=${loaderData.page + 1}`}>
                  {page.older}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
