import { useMemo } from 'react';
import { redirect, useLocation } from 'react-router';
import { initialDataContext } from '../context.js';
import { notFound } from '../errors/not-found.js';
import { categoryRedirect, parseGameHallQuery } from '../features/gamehall/gamehall-query.js';
import { FAVOURITES, loadHall } from '../features/gamehall/hall-data.js';
import { HallView } from '../features/gamehall/hall-view.js';
import { packHall, unpackHall } from '../features/gamehall/packed-cards.js';
import { formatMessage } from '../i18n/format.js';
import { localeFromPath } from '../i18n/locale.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { isPlayer } from '../session/initial-data.js';
import { useRootData } from '../session/root-data.js';
import type { Route } from './+types/gamehall';

// /gamehall and /gamehall/{id}: the hall, by category (the path), providers (a comma list in the
// query), search and sort; favourites at /gamehall/favourites for players (spec sections 2 and 6).

/** The category middleware (spec section 2): `/gamehall?category=slots` is `/gamehall/slots`. */
function categoryMiddleware({ request }: { request: Request }) {
  const url = new URL(request.url);
  const target = categoryRedirect(url, url.pathname.replace(/\/gamehall(\/[^/]*)?$/, '/gamehall'));
  if (target) throw redirect(target);
}

export const middleware: Route.MiddlewareFunction[] = [categoryMiddleware];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [categoryMiddleware];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const player = isPlayer(context.get(initialDataContext));
  const categoryId = params.id?.toLowerCase() ?? null;
  const result = await loadHall(parseGameHallQuery(url.searchParams), categoryId, player, {
    request,
    origin: context.apiOrigin,
    fetch: context.apiFetch,
    locale,
  });
  if (result.kind === 'unknown-category') throw notFound(request.url);
  return packHall(result.data);
}

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).gamehall;
  const locale = localeFromPath(args.location.pathname);
  const id = args.params.id;
  const name =
    id === FAVOURITES ? page.favourites : args.loaderData?.categories.find((c) => c.id === id)?.name;
  const title = name ? formatMessage(page.categoryTitle, { category: name }, locale) : page.title;
  return pageMeta(args, { title, description: page.description });
}

export default function GameHall({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const player = isPlayer(useRootData());
  const filter = parseGameHallQuery(new URLSearchParams(location.search));
  const data = useMemo(() => unpackHall(loaderData), [loaderData]);
  return <HallView data={data} filter={filter} player={player} />;
}
