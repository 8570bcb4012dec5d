import type { JackpotAdminRow } from '@jeton/domain/backoffice';
import { boCall } from '../../api/client.js';
import { formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { Column } from '../../ui/data-table.js';
import { useRowAction } from '../../ui/use-row-action.js';

interface JackpotRowHandlers {
  /** The jackpot whose rounds are shown. */
  shownId: number | null;
  onEdit: (jackpot: JackpotAdminRow) => void;
  onShow: (id: number) => void;
}

/** The jackpots table's columns: terms, pool, wins, and edit, pause or resume, rounds. */
export function useJackpotColumns({
  shownId,
  onEdit,
  onShow,
}: JackpotRowHandlers): Column<JackpotAdminRow>[] {
  const { t, format, locale } = useI18n();
  const texts = t.jackpots;
  const runAction = useRowAction();

  function toggle(jackpot: JackpotAdminRow) {
    const status = jackpot.status === 'active' ? 'paused' : 'active';
    return runAction(
      () => boCall('jackpots/setStatus', { id: jackpot.id, status }),
      format(status === 'paused' ? texts.paused_done : texts.resumed_done, { name: jackpot.nameEn }),
    );
  }

  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const money = (jackpot: JackpotAdminRow, minor: number) => formatMinor(minor, jackpot.currency, locale);
  return [
    {
      key: 'name',
      header: texts.columns.name,
      render: (j) => (
        <>
          {j.nameEn}
          <br />
          <code>{j.sysname}</code> <small>v{j.version}</small>
        </>
      ),
    },
    {
      key: 'status',
      header: texts.columns.status,
      render: (j) => (j.status === 'active' ? texts.active : texts.paused),
    },
    { key: 'pool', header: texts.columns.pool, align: 'end', render: (j) => money(j, j.poolMinor) },
    {
      key: 'rate',
      header: texts.columns.rate,
      align: 'end',
      render: (j) => percent.format(j.rateBp / 10_000),
    },
    {
      key: 'range',
      header: texts.columns.range,
      render: (j) => `${money(j, j.dropMinMinor)} – ${money(j, j.dropMaxMinor)}`,
    },
    { key: 'round', header: texts.columns.round, align: 'end', render: (j) => j.cycles[0]?.number ?? '—' },
    { key: 'wins', header: texts.columns.wins, align: 'end', render: (j) => j.wins },
    { key: 'paid', header: texts.columns.paid, align: 'end', render: (j) => money(j, j.paidMinor) },
    {
      key: 'actions',
      header: texts.columns.actions,
      render: (j) => (
        <div className="row-actions jackpot-actions">
          <button
            type="button"
            className="button"
            aria-label={format(texts.editLabel, { name: j.nameEn })}
            onClick={() => onEdit(j)}
          >
            {texts.edit}
          </button>
          <button
            type="button"
            className="button"
            aria-label={format(j.status === 'active' ? texts.pauseLabel : texts.resumeLabel, {
              name: j.nameEn,
            })}
            onClick={() => void toggle(j)}
          >
            {j.status === 'active' ? texts.pause : texts.resume}
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={shownId === j.id}
            aria-label={format(texts.cyclesLabel, { name: j.nameEn })}
            onClick={() => onShow(j.id)}
          >
            {texts.cycles}
          </button>
        </div>
      ),
    },
  ];
}
