import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { Column } from '../../ui/data-table.js';
import { MarketActions, type MarketActionsProps } from './market-actions.js';
import { CURRENCY, type MarketRow } from './market-row.js';

// The trading table's columns; the last one holds a market's buttons.

export function useMarketColumns(actions: Omit<MarketActionsProps, 'row'>): Column<MarketRow>[] {
  const { t, format, locale } = useI18n();
  const texts = t.sportsbook;
  const money = (minor: number) => formatMinor(minor, CURRENCY, locale);
  return [
    {
      key: 'event',
      header: texts.columns.event,
      render: ({ event }) => (
        <>
          {event.name}
          <br />
          <small>
            #{event.id} · {event.competition} · {texts.eventStatuses[event.status]}
            {event.score ? ` · ${event.score}` : ` · ${formatDateTime(event.startsAt, locale)}`}
          </small>
        </>
      ),
    },
    {
      key: 'market',
      header: texts.columns.market,
      render: ({ market }) => `${market.name} · ${texts.marketStatuses[market.status]}`,
    },
    {
      key: 'prices',
      header: texts.columns.prices,
      render: ({ market }) =>
        market.selections
          .map((s) => `${s.id === market.winningSelectionId ? '✓ ' : ''}${s.name} ${s.odds.toFixed(2)}`)
          .join(' · '),
    },
    {
      key: 'bets',
      header: texts.columns.bets,
      align: 'end',
      render: ({ market }) => (
        <>
          {market.openBets}
          {market.openMultiples > 0 ? (
            <>
              <br />
              <small>{format(texts.multiplesOn, { count: String(market.openMultiples) })}</small>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'stakes',
      header: texts.columns.stakes,
      align: 'end',
      render: ({ market }) => money(market.stakeMinor),
    },
    {
      key: 'liability',
      header: texts.columns.liability,
      align: 'end',
      render: ({ market }) => money(market.liabilityMinor),
    },
    {
      key: 'actions',
      header: texts.columns.actions,
      render: (row) => <MarketActions row={row} {...actions} />,
    },
  ];
}
