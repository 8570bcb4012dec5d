import type { CatalogueGameRow } from '@jeton/domain/backoffice';
import { useState } from 'react';
import {
  type ClientLoaderFunctionArgs,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { DataTable } from '../../ui/data-table.js';
import { ExportButton } from '../../ui/export-button.js';
import { readFilters, readList } from '../../ui/list-params.js';
import { Pager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { toggleSort, withPerPage, writeTableState } from '../../ui/table-state.js';
import { useToast } from '../../ui/toast.js';
import { CategoriesPanel } from './categories-panel.js';
import { useGameColumns } from './game-columns.js';
import { GameEditDialog } from './game-edit-dialog.js';
import { GamesFilters } from './games-filters.js';
import { GAMES_LIST } from './games-params.js';
import { useGameChanges } from './use-game-changes.js';

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
  const [editing, setEditing] = useState<CatalogueGameRow | null>(null);
  const state = readList(params, GAMES_LIST);
  const filters = readFilters(params, GAMES_LIST);
  const setState = (next: typeof state) => setParams(writeTableState(params, next, GAMES_LIST.table));
  const { busyId, change, moveFirst } = useGameChanges();
  const columns = useGameColumns({ busyId, change, moveFirst, onEdit: setEditing });

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
      <GamesFilters filters={filters} options={options} />
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
