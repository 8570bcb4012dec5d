import type { CatalogueGameRow } from '@jeton/domain/backoffice';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { Column } from '../../ui/data-table.js';
import type { GameChange } from './use-game-changes.js';

// The catalogue's columns; the last one holds a row's buttons.

interface GameActions {
  busyId: number | null;
  change: GameChange;
  moveFirst: (game: CatalogueGameRow) => Promise<unknown>;
  onEdit: (game: CatalogueGameRow) => void;
}

export function useGameColumns(actions: GameActions): Column<CatalogueGameRow>[] {
  const { t } = useI18n();
  return [
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
      render: (g) => <GameRowActions game={g} {...actions} />,
    },
  ];
}

function GameRowActions({
  game: g,
  busyId,
  change,
  moveFirst,
  onEdit,
}: GameActions & { game: CatalogueGameRow }) {
  const { t, format } = useI18n();
  const onFailure = useFailureHandler();
  return (
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
        onClick={() => onEdit(g)}
      >
        {t.games.edit}
      </button>
    </div>
  );
}
