import { GAME_TYPES } from '@jeton/domain';
import { type BackofficeAnswer, CATALOGUE_STATES } from '@jeton/domain/backoffice';
import { Form } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';
import type { GameFilters } from './games-params.js';

// The catalogue's filters, sent as the page's query.

interface GamesFiltersProps {
  filters: GameFilters;
  options: BackofficeAnswer<'catalogue/filters'>;
}

export function GamesFilters({ filters, options }: GamesFiltersProps) {
  const { t } = useI18n();
  return (
    <Form method="get" className="filters">
      <div className="field field-grow">
        <label htmlFor="games-query">{t.games.search}</label>
        <input
          id="games-query"
          name="query"
          type="search"
          maxLength={64}
          defaultValue={filters.query ?? ''}
          aria-describedby="games-query-hint"
        />
        <p className="field-hint" id="games-query-hint">
          {t.games.searchHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="games-provider">{t.games.provider}</label>
        <select id="games-provider" name="provider" defaultValue={filters.provider ?? ''}>
          <option value="">{t.games.anyProvider}</option>
          {options.providers.map((p) => (
            <option key={p.sysname} value={p.sysname}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="games-category">{t.games.category}</label>
        <select id="games-category" name="category" defaultValue={filters.category ?? ''}>
          <option value="">{t.games.anyCategory}</option>
          {options.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.id}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="games-type">{t.games.type}</label>
        <select id="games-type" name="type" defaultValue={filters.type ?? ''}>
          <option value="">{t.games.anyType}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.games.types[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="games-state">{t.games.state}</label>
        <select id="games-state" name="state" defaultValue={filters.state ?? ''}>
          <option value="">{t.games.anyState}</option>
          {CATALOGUE_STATES.map((s) => (
            <option key={s} value={s}>
              {t.games.states[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary">
        {t.games.filter}
      </button>
    </Form>
  );
}
