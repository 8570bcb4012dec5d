import { PLAYER_STATUSES, type PlayerListItem } from '@jeton/domain/backoffice';
import {
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { ExportButton } from '../../ui/export-button.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { toggleSort, writeTableState } from '../../ui/table-state.js';
import { usePermission } from '../auth/operator.js';
import { PLAYER_TABLE, type PlayerSort, readPlayerFilters, readPlayerSearch } from './search-params.js';

// The player search: filters in the URL, sorted and paged by the server.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const search = readPlayerSearch(new URL(request.url).searchParams);
  return loadWithSession(request, () => boCall('players/search', search));
}

export default function PlayerSearchRoute() {
  const { t, locale } = useI18n();
  const answer = useLoaderData<typeof clientLoader>();
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const mayExport = usePermission('players.export');
  const state = readPlayerSearch(params);
  const filters = readPlayerFilters(params);

  const columns: Column<PlayerListItem>[] = [
    {
      key: 'id',
      header: t.players.columns.id,
      sortKey: 'id',
      render: (player) => (
        <Link to={`/players/${player.id}`} aria-label={t.players.open.replace('{id}', String(player.id))}>
          {player.id}
        </Link>
      ),
    },
    {
      key: 'email',
      header: t.players.columns.email,
      sortKey: 'email',
      render: (player) => player.email ?? '',
    },
    { key: 'phone', header: t.players.columns.phone, render: (player) => player.phone ?? '' },
    { key: 'name', header: t.players.columns.name, render: (player) => player.name },
    {
      key: 'status',
      header: t.players.columns.status,
      render: (player) => (
        <span className={`badge badge-${player.status}`}>{t.players.statuses[player.status]}</span>
      ),
    },
    { key: 'currency', header: t.players.columns.currency, render: (player) => player.currency },
    {
      key: 'createdAt',
      header: t.players.columns.createdAt,
      sortKey: 'createdAt',
      render: (player) => formatDateTime(player.createdAt, locale),
    },
    {
      key: 'verified',
      header: t.players.columns.verified,
      render: (player) => (player.isVerified ? t.players.yes : t.players.no),
    },
  ];

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.players.title}</h1>
        {mayExport ? (
          <ExportButton
            method="players/export"
            input={{ ...filters, sort: state.sort, order: state.order }}
          />
        ) : null}
      </div>
      <Form method="get" className="filters" role="search">
        <div className="field field-grow">
          <label htmlFor="player-query">{t.players.search}</label>
          <input
            id="player-query"
            name="query"
            type="search"
            defaultValue={filters.query ?? ''}
            maxLength={100}
            aria-describedby="player-query-hint"
          />
          <p className="field-hint" id="player-query-hint">
            {t.players.searchHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor="player-status">{t.players.status}</label>
          <select id="player-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t.players.anyStatus}</option>
            {PLAYER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.players.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        {state.sort !== PLAYER_TABLE.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
        {state.order !== PLAYER_TABLE.order ? <input type="hidden" name="order" value={state.order} /> : null}
        <button type="submit" className="button button-primary">
          {t.players.searchButton}
        </button>
      </Form>
      <DataTable
        caption={t.players.title}
        columns={columns}
        rows={answer.items}
        rowKey={(player) => player.id}
        busy={navigation.state === 'loading'}
        testId="players-table"
        sort={{
          sort: state.sort,
          order: state.order,
          onSort: (column) =>
            setParams(writeTableState(params, toggleSort(state, column as PlayerSort), PLAYER_TABLE)),
        }}
      />
      <UrlPager state={state} defaults={PLAYER_TABLE} answer={answer} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
