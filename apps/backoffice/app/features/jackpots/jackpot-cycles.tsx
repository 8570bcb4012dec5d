import type { JackpotAdminRow, JackpotCycleRow } from '@jeton/domain/backoffice';
import { Link } from 'react-router';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';

/** A jackpot's latest rounds: range, commitment, and once dropped the amount, winner and game. */
export function JackpotCycles({ jackpot }: { jackpot: JackpotAdminRow }) {
  const { t, format, locale } = useI18n();
  const texts = t.jackpots.cycleColumns;
  const money = (minor: number | null) =>
    minor === null ? '—' : formatMinor(minor, jackpot.currency, locale);
  const columns: Column<JackpotCycleRow>[] = [
    { key: 'round', header: texts.round, render: (c) => c.number },
    { key: 'version', header: texts.version, render: (c) => `v${c.version}` },
    {
      key: 'range',
      header: texts.range,
      render: (c) => `${money(c.dropMinMinor)} – ${money(c.dropMaxMinor)}`,
    },
    {
      key: 'drop',
      header: texts.drop,
      render: (c) => (c.dropAmountMinor === null ? <em>{t.jackpots.secret}</em> : money(c.dropAmountMinor)),
    },
    {
      key: 'commitment',
      header: texts.commitment,
      render: (c) => <code title={c.commitment}>{c.commitment.slice(0, 12)}…</code>,
    },
    { key: 'started', header: texts.started, render: (c) => formatDateTime(c.startedAt, locale) },
    {
      key: 'won',
      header: texts.won,
      render: (c) => (c.wonAt ? formatDateTime(c.wonAt, locale) : t.jackpots.running),
    },
    {
      key: 'winner',
      header: texts.winner,
      render: (c) => (c.winnerId === null ? '—' : <Link to={`/players/${c.winnerId}`}>{c.winner}</Link>),
    },
    { key: 'amount', header: texts.amount, align: 'end', render: (c) => money(c.winAmountMinor) },
    { key: 'game', header: texts.game, render: (c) => c.game ?? '—' },
  ];
  return (
    <DataTable
      caption={format(t.jackpots.cyclesLabel, { name: jackpot.nameEn })}
      columns={columns}
      rows={jackpot.cycles}
      rowKey={(c) => c.number}
      testId="jackpot-cycles"
    />
  );
}
