import { Link, useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { EmptyState } from '../../ui/empty-state.js';
import { Icon } from '../../ui/icons.js';
import { LoadError } from '../../ui/load-error.js';
import { PageHeader } from '../../ui/page-header.js';
import { useFavourites } from '../games/use-favourites.js';
import { GameGrid } from './game-grid.js';
import { type GameHallFilter, hasFilter } from './gamehall-query.js';
import { FAVOURITES, type HallData, type HallFreeSpins } from './hall-data.js';
import { HallFilters } from './hall-filters.js';
import './gamehall.css';

interface HallViewProps {
  data: HallData;
  filter: GameHallFilter;
  player: boolean;
}

/** The game hall page: heading, free-spin packs, filters and the games (spec section 2). */
export function HallView({ data, filter, player }: HallViewProps) {
  const { t, format, locale } = useI18n();
  const page = t.gamehall;
  const revalidator = useRevalidator();
  const favouritesView = data.categoryId === FAVOURITES;
  // On the favourites tab a removed game leaves the list: the page's data is loaded again.
  const favourites = useFavourites(
    data.likes,
    favouritesView ? () => void revalidator.revalidate() : undefined,
  );
  const category = data.categories.find((c) => c.id === data.categoryId);
  const categoryName = favouritesView ? page.favourites : category?.name;
  const title = categoryName ? format(page.categoryTitle, { category: categoryName }) : page.title;
  const breadcrumb = categoryName
    ? [{ label: page.title, to: PATHS.gamehall }, { label: categoryName }]
    : [{ label: page.title }];
  const filtered = hasFilter(filter) || data.categoryId !== null;
  const here = localizePath(
    data.categoryId ? `${PATHS.gamehall}/${data.categoryId}` : PATHS.gamehall,
    locale,
  );

  return (
    <div className="page gamehall">
      <PageHeader title={title} description={page.description} breadcrumb={breadcrumb} />
      {data.freeSpins.length > 0 && <FreeSpinPacks packs={data.freeSpins} />}
      <HallFilters
        key={`${filter.sort}|${filter.providers.join(',')}`}
        categories={data.categories}
        providers={data.providers}
        categoryId={data.categoryId}
        filter={filter}
        player={player}
      />
      <p className="visually-hidden" role="status">
        {filter.search && data.games
          ? format(page.searchResults, { count: data.games.total, text: filter.search })
          : ''}
      </p>
      {(filter.providers.length > 0 || filter.search) && (
        <section className="filter-bar" aria-label={page.filters}>
          <ul className="chips">
            {filter.search && <li className="chip">{format(page.search, { text: filter.search })}</li>}
            {filter.providers.length > 0 && (
              <li className="chip">
                {format(page.providers, {
                  count: filter.providers.length,
                  names: filter.providers
                    .map((sysname) => data.providers.find((p) => p.sysname === sysname)?.name ?? sysname)
                    .join(', '),
                })}
              </li>
            )}
          </ul>
          <Link to={here} className="text-link">
            {page.clearFilters}
          </Link>
        </section>
      )}
      {favouritesView && !player ? (
        <div className="hall-guest-favourites">
          <EmptyState text={page.favouritesGuest} icon="user" />
          <button type="button" className="button button-primary" onClick={() => openDialog('authorization')}>
            {page.logIn}
          </button>
        </div>
      ) : data.games === null ? (
        <LoadError text={page.loadError} retryLabel={page.retry} />
      ) : data.games.total === 0 ? (
        <EmptyState
          text={favouritesView ? page.emptyFavourites : filtered ? page.emptyFiltered : page.empty}
          icon="casino"
        />
      ) : (
        <GameGrid
          key={JSON.stringify(data.query)}
          first={data.games}
          query={data.query}
          favourites={favourites}
          label={categoryName ?? page.list}
        />
      )}
    </div>
  );
}

function FreeSpinPacks({ packs }: { packs: HallFreeSpins[] }) {
  const { t, format, locale } = useI18n();
  return (
    <section className="hall-free-spins" aria-labelledby="hall-free-spins-title">
      <h2 id="hall-free-spins-title">
        <Icon name="gift" size={18} /> {t.gamehall.freeSpinsTitle}
      </h2>
      <ul>
        {packs.map((pack) => (
          <li key={pack.sysname}>
            <Link to={localizePath(PATHS.game(pack.sysname), locale)} className="hall-free-spin">
              {pack.image && (
                <img className="hall-free-spin-image" src={pack.image} alt="" width="72" height="48" />
              )}
              <span className="hall-free-spin-game">{pack.name}</span>
              <span className="hall-free-spin-count">
                {format(t.gamehall.freeSpins, { count: pack.remaining_count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
