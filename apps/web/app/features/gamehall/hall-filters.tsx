import type { GameCategory, GameProvider } from '@jeton/domain';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { Icon } from '../../ui/icons.js';
import { type GameHallFilter, hallSearch, MAX_SEARCH_LENGTH } from './gamehall-query.js';
import { FAVOURITES } from './hall-data.js';

/** How long the player pauses in the search box before the hall follows what they typed. */
const SEARCH_DEBOUNCE_MS = 300;

interface HallFiltersProps {
  categories: GameCategory[];
  providers: GameProvider[];
  categoryId: string | null;
  filter: GameHallFilter;
  /** The favourites tab shows for players only. */
  player: boolean;
}

/**
 * The hall's filters: category tabs (links, so each category has its page), and one form for the
 * search, the sort and the providers. Without scripts the form sends repeated `providers`; with
 * them it sends the spec's comma list.
 */
export function HallFilters({ categories, providers, categoryId, filter, player }: HallFiltersProps) {
  const { t, format, locale } = useI18n();
  const page = t.gamehall;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const hall = localizePath(PATHS.gamehall, locale);
  const here = categoryId ? `${hall}/${categoryId}` : hall;
  const keep = hallSearch(new URLSearchParams(), {
    providers: filter.providers.join(',') || null,
    query: filter.search || null,
    sort: filter.sort === 'popularity' ? null : filter.sort,
  });

  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(typing.current), []);
  // The address changed elsewhere (clear filters, back): the box shows it unless the player types.
  useEffect(() => {
    const input = searchRef.current;
    if (input && document.activeElement !== input) input.value = filter.search;
  }, [filter.search]);

  const go = (form: HTMLFormElement, replace: boolean) => {
    const data = new FormData(form);
    const chosen = data.getAll('providers').map(String);
    const search = hallSearch(new URLSearchParams(), {
      providers: chosen.join(',') || null,
      query: String(data.get('query') ?? '').trim() || null,
      sort: data.get('sort') === 'popularity' ? null : String(data.get('sort') ?? '') || null,
    });
    // Typing replaces the history entry: Back leaves the hall, not each letter.
    void navigate(`${here}${search}`, { replace, preventScrollReset: true });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(typing.current);
    go(event.currentTarget, false);
  };

  /** Searches as the player types, once they pause (issue 17); Enter still searches at once. */
  const typed = (form: HTMLFormElement | null) => {
    clearTimeout(typing.current);
    if (!form) return;
    typing.current = setTimeout(() => go(form, true), SEARCH_DEBOUNCE_MS);
  };

  const tabs = [
    { id: null, name: page.allGames },
    ...categories.map((c) => ({ id: c.id, name: c.name })),
    ...(player ? [{ id: FAVOURITES, name: page.favourites }] : []),
  ];

  return (
    <div className="hall-filters">
      <CategoryTabs tabs={tabs} hall={hall} keep={keep} categoryId={categoryId} />
      <form ref={formRef} className="hall-search" method="get" action={here} onSubmit={submit}>
        <label className="hall-search-field">
          <span className="visually-hidden">{page.searchLabel}</span>
          <Icon name="search" size={18} />
          <input
            type="search"
            name="query"
            ref={searchRef}
            defaultValue={filter.search}
            onChange={(event) => typed(event.currentTarget.form)}
            placeholder={page.searchPlaceholder}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
          />
        </label>
        <label className="hall-sort">
          <span>{page.sortLabel}</span>
          <select name="sort" defaultValue={filter.sort} onChange={() => formRef.current?.requestSubmit()}>
            <option value="popularity">{page.sortPopularity}</option>
            <option value="name">{page.sortName}</option>
            <option value="release_date">{page.sortReleaseDate}</option>
          </select>
        </label>
        {providers.length > 0 && (
          <details className="hall-providers">
            <summary>
              {filter.providers.length > 0
                ? format(page.providersChosen, { count: filter.providers.length })
                : page.allProviders}
            </summary>
            <fieldset>
              <legend className="visually-hidden">{page.providersFilter}</legend>
              {providers.map((provider) => (
                <label key={provider.sysname} className="hall-provider-option">
                  <input
                    type="checkbox"
                    name="providers"
                    value={provider.sysname}
                    defaultChecked={filter.providers.includes(provider.sysname)}
                  />
                  <span>{provider.name}</span>
                </label>
              ))}
              <button type="submit" className="button button-primary">
                {page.applyProviders}
              </button>
            </fieldset>
          </details>
        )}
        <button type="submit" className="button button-primary hall-search-button">
          {page.searchButton}
        </button>
      </form>
    </div>
  );
}

/** The hall's categories (all games, each category, the player's favourites), keeping the filters. */
function CategoryTabs({
  tabs,
  hall,
  keep,
  categoryId,
}: {
  tabs: readonly { id: string | null; name: string }[];
  hall: string;
  keep: string;
  categoryId: string | null;
}) {
  const { t } = useI18n();
  return (
    <nav className="hall-categories" aria-label={t.gamehall.categories}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id ?? 'all'}>
            <Link
              to={`${tab.id ? `${hall}/${tab.id}` : hall}${keep}`}
              className={tab.id === categoryId ? 'hall-category is-active' : 'hall-category'}
              aria-current={tab.id === categoryId ? 'page' : undefined}
            >
              {tab.id === FAVOURITES && <Icon name="heart" size={16} />}
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
