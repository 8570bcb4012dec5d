import { GAME_TYPES } from '@jeton/domain';
import {
  type BackofficeInput,
  CATALOGUE_STATES,
  type CatalogueGameRow,
  POPULARITY_MAX,
} from '@jeton/domain/backoffice';
import { useState } from 'react';
import {
  type ClientLoaderFunctionArgs,
  Form,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { ExportButton } from '../../ui/export-button.js';
import { readFilters, readList } from '../../ui/list-params.js';
import { Pager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { toggleSort, withPerPage, writeTableState } from '../../ui/table-state.js';
import { useToast } from '../../ui/toast.js';
import { CategoriesPanel } from './categories-panel.js';
import { GameEditDialog } from './game-edit-dialog.js';
import { GAMES_LIST } from './games-params.js';

// The game catalogue (issue 15 item 5): every game, enabled or not, paged, sorted and filtered by
// the server; enable or disable one, move it to the top of the hall, edit its categories and item
// config; and the hall's categories below. The hall shows a change at once.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = readList(new URL(request.url).searchParams, GAMES_LIST);
  return loadWithSession(request, async () => {
    const [list, filters] = await Promise.all([
      boCall('catalogue/list', query),
      boCall('catalogue/filters', {}),
    ]);
    return { list, filters };
  });
}

export default function GamesRoute() {
  const { t, format } = useI18n();
  const { list, filters: options } = useLoaderData<typeof clientLoader>();
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const onFailure = useFailureHandler();
  const [editing, setEditing] = useState<CatalogueGameRow | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const state = readList(params, GAMES_LIST);
  const filters = readFilters(params, GAMES_LIST);
  const setState = (next: typeof state) => setParams(writeTableState(params, next, GAMES_LIST.table));

  async function change(
    game: CatalogueGameRow,
    input: Omit<BackofficeInput<'catalogue/updateGame'>, 'id'>,
    done: string,
  ) {
    setBusyId(game.id);
    try {
      await boCall('catalogue/updateGame', { id: game.id, ...input });
      toast(done);
      await revalidator.revalidate();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusyId(null);
    }
  }

  async function moveFirst(game: CatalogueGameRow) {
    // Above the most popular game of the whole catalogue, enabled or not.
    const top = await boCall('catalogue/list', { sort: 'popularity', order: 'desc', page: 1, perPage: 10 });
    const highest = top.items[0]?.popularity ?? 0;
    if (top.items[0]?.id === game.id) return toast(format(t.games.moved, { name: game.name }));
    await change(
      game,
      { popularity: Math.min(highest + 1, POPULARITY_MAX) },
      format(t.games.moved, { name: game.name }),
    );
  }

  const columns: Column<CatalogueGameRow>[] = [
    {
      key: 'name',
      header: t.games.columns.name,
      sortKey: 'name',
      render: (g) => (
        <>
          <strong>{g.name}</strong>
          <br />
          <span className="muted">{g.sysname}</span>
        </>
      ),
    },
    { key: 'provider', header: t.games.columns.provider, render: (g) => g.providerName },
    { key: 'type', header: t.games.columns.type, render: (g) => t.games.types[g.type] },
    { key: 'categories', header: t.games.columns.categories, render: (g) => g.categories.join(', ') },
    {
      key: 'popularity',
      header: t.games.columns.popularity,
      sortKey: 'popularity',
      align: 'end',
      render: (g) => g.popularity,
    },
    {
      key: 'releasedAt',
      header: t.games.columns.releasedAt,
      sortKey: 'releasedAt',
      render: (g) => g.releasedAt,
    },
    {
      key: 'state',
      header: t.games.columns.state,
      render: (g) => (
        <span className={`badge ${g.enabled ? 'badge-active' : 'badge-banned'}`}>
          {g.enabled ? t.games.states.enabled : t.games.states.disabled}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t.games.columns.actions,
      render: (g) => (
        <div className="row-actions">
          <button
            type="button"
            className="button button-small"
            disabled={busyId === g.id}
            aria-label={format(g.enabled ? t.games.disableLabel : t.games.enableLabel, { name: g.name })}
            onClick={() =>
              change(
                g,
                { enabled: !g.enabled },
                format(g.enabled ? t.games.disabled : t.games.enabled, { name: g.name }),
              )
            }
          >
            {g.enabled ? t.games.disable : t.games.enable}
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={busyId === g.id}
            aria-label={format(t.games.moveFirstLabel, { name: g.name })}
            onClick={() => moveFirst(g).catch(onFailure)}
          >
            {t.games.moveFirst}
          </button>
          <button
            type="button"
            className="button button-small"
            aria-label={format(t.games.editLabel, { name: g.name })}
            onClick={() => setEditing(g)}
          >
            {t.games.edit}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.games.title}</h1>
        <ExportButton
          method="catalogue/export"
          input={{ ...filters, sort: state.sort, order: state.order }}
        />
      </div>
      <p className="muted">{t.games.intro}</p>
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
      <DataTable
        caption={t.games.title}
        columns={columns}
        rows={list.items}
        rowKey={(g) => g.id}
        sort={{
          sort: state.sort,
          order: state.order,
          onSort: (key) => setState(toggleSort(state, key as typeof state.sort)),
        }}
        busy={navigation.state === 'loading'}
        testId="games-table"
      />
      <Pager
        page={state.page}
        perPage={state.perPage}
        total={list.total}
        totalCapped={list.totalCapped}
        shown={list.items.length}
        onPage={(page) => setState({ ...state, page })}
        onPerPage={(perPage) => setState(withPerPage(state, perPage))}
      />
      <CategoriesPanel categories={options.categories} />
      {editing ? (
        <GameEditDialog
          game={editing}
          categories={options.categories}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            setEditing(null);
            toast(format(t.games.saved, { name: saved.name }));
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
