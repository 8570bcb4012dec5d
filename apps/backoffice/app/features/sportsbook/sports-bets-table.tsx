import type { SportsBetAdmin } from '@jeton/domain/backoffice';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';

/** The latest bets, newest first, with their outcome; a multiple's legs each with its result. */
export function SportsBetsTable({ bets }: { bets: readonly SportsBetAdmin[] }) {
  const { t, locale, format } = useI18n();
  const texts = t.sportsbook;
  const columns: Column<SportsBetAdmin>[] = [
    { key: 'id', header: texts.betsColumns.id, render: (bet) => bet.id },
    { key: 'player', header: texts.betsColumns.player, render: (bet) => bet.login },
    {
      key: 'selection',
      header: texts.betsColumns.selection,
      render: (bet) =>
        bet.kind === 'multiple' ? (
          <>
            {bet.market}
            <ol aria-label={format(texts.legsLabel, { id: String(bet.id) })}>
              {bet.legs.map((leg) => (
                <li key={leg.eventId}>
                  {leg.selection} {leg.odds.toFixed(2)} — {texts.legResults[leg.result]}
                  <br />
                  <small>
                    {leg.market} · {leg.event}
                  </small>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <>
            {bet.selection}
            <br />
            <small>
              {bet.market} · {bet.event}
            </small>
          </>
        ),
    },
    {
      key: 'stake',
      header: texts.betsColumns.stake,
      align: 'end',
      render: (bet) => formatMinor(bet.stakeMinor, bet.currency, locale),
    },
    { key: 'odds', header: texts.betsColumns.odds, align: 'end', render: (bet) => bet.odds.toFixed(2) },
    { key: 'status', header: texts.betsColumns.status, render: (bet) => texts.betStatuses[bet.status] },
    {
      key: 'payout',
      header: texts.betsColumns.payout,
      align: 'end',
      render: (bet) => formatMinor(bet.payoutMinor, bet.currency, locale),
    },
    {
      key: 'placed',
      header: texts.betsColumns.placed,
      render: (bet) => formatDateTime(bet.placedAt, locale),
    },
  ];
  return (
    <DataTable
      caption={texts.betsTitle}
      columns={columns}
      rows={bets}
      rowKey={(bet) => bet.id}
      testId="sportsbook-bets"
      emptyText={texts.noBets}
    />
  );
}
