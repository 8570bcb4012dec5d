import type { TournamentAdminRow } from '@jeton/domain/backoffice';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { Column } from '../../ui/data-table.js';

interface TournamentRowHandlers {
  /** The tournament whose leaderboard is shown. */
  shownId: number | null;
  onEdit: (tournament: TournamentAdminRow) => void;
  onCancel: (tournament: TournamentAdminRow) => void;
  onShow: (id: number) => void;
}

/** The tournaments table's columns: title, times, prizes, and edit, cancel, leaderboard. */
export function useTournamentColumns(handlers: TournamentRowHandlers): Column<TournamentAdminRow>[] {
  const { shownId, onEdit, onCancel, onShow } = handlers;
  const { t, format, locale } = useI18n();
  const texts = t.tournaments;
  const money = (row: TournamentAdminRow, minor: number) => formatMinor(minor, row.currency, locale);
  return [
    {
      key: 'title',
      header: texts.columns.title,
      render: (row) => (
        <>
          {row.titleEn}
          <br />
          <code>{row.sysname}</code>
        </>
      ),
    },
    { key: 'status', header: texts.columns.status, render: (row) => texts.statuses[row.status] },
    {
      key: 'times',
      header: texts.columns.times,
      render: (row) => `${formatDateTime(row.startsAt, locale)} – ${formatDateTime(row.endsAt, locale)}`,
    },
    {
      key: 'prize',
      header: texts.columns.prize,
      align: 'end',
      render: (row) => money(row, row.totalPrizeMinor),
    },
    {
      key: 'participants',
      header: texts.columns.participants,
      align: 'end',
      render: (row) => row.participants,
    },
    { key: 'paid', header: texts.columns.paid, align: 'end', render: (row) => money(row, row.paidMinor) },
    {
      key: 'actions',
      header: texts.columns.actions,
      render: (row) => (
        <div className="row-actions">
          {row.status === 'future' ? (
            <button
              type="button"
              className="button"
              aria-label={format(texts.editLabel, { name: row.titleEn })}
              onClick={() => onEdit(row)}
            >
              {texts.edit}
            </button>
          ) : null}
          {row.status === 'future' || row.status === 'active' || row.status === 'finishing' ? (
            <button
              type="button"
              className="button"
              aria-label={format(texts.cancelLabel, { name: row.titleEn })}
              onClick={() => onCancel(row)}
            >
              {texts.cancel}
            </button>
          ) : null}
          <button
            type="button"
            className="button"
            aria-pressed={shownId === row.id}
            aria-label={format(texts.leaderboardLabel, { name: row.titleEn })}
            onClick={() => onShow(row.id)}
          >
            {texts.leaderboard}
          </button>
        </div>
      ),
    },
  ];
}
