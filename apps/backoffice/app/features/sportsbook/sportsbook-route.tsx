import type { SportsEventAdmin, SportsMarketAdmin } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { CashOutSettingsForm } from './cash-out-settings-form.js';
import { SportsBetsTable } from './sports-bets-table.js';

// Sportsbook trading (decision 0065): each market of each event with its open stakes and liability;
// suspend or reopen a market, settle it with a result, void an event; the cash-out switch and
// margin (decision 0074). Every change is audited.

/** The demo book and the tests trade in euros. */
const CURRENCY = 'EUR';

interface MarketRow {
  event: SportsEventAdmin;
  market: SportsMarketAdmin;
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const status = new URL(request.url).searchParams.get('status') === 'all' ? 'all' : 'open';
  return loadWithSession(request, async () => {
    const [events, bets, cashOut] = await Promise.all([
      boCall('sportsbook/events', { status }),
      boCall('sportsbook/bets', {}),
      boCall('sportsbook/cashOutSettings', {}),
    ]);
    return { status, events: events.items, bets: bets.items, cashOut };
  });
}

type Pending =
  | { kind: 'settle'; row: MarketRow; selectionId: number }
  | { kind: 'void'; event: SportsEventAdmin }
  | null;

export default function SportsbookRoute() {
  const { t, format, locale } = useI18n();
  const texts = t.sportsbook;
  const { status, events, bets, cashOut } = useLoaderData<typeof clientLoader>();
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [winners, setWinners] = useState<Record<number, number>>({});
  const [pending, setPending] = useState<Pending>(null);
  const money = (minor: number) => formatMinor(minor, CURRENCY, locale);
  const rows: MarketRow[] = events.flatMap((event) => event.markets.map((market) => ({ event, market })));
  const names = (row: MarketRow) => ({ market: row.market.name, event: row.event.name });

  const setStatus = async (row: MarketRow, next: 'open' | 'suspended') => {
    try {
      await boCall('sportsbook/marketStatus', { marketId: row.market.id, status: next });
      toast(format(texts.changed, { ...names(row), status: texts.marketStatuses[next] }));
      await revalidator.revalidate();
    } catch (error) {
      toast(describeFailure(error, t));
    }
  };

  const columns: Column<MarketRow>[] = [
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
      render: (row) => {
        const { market, event } = row;
        const open = market.status === 'open' || market.status === 'suspended';
        const winner = winners[market.id] ?? market.selections[0]?.id;
        return (
          <div className="row-actions">
            {market.status === 'open' ? (
              <button
                type="button"
                className="button"
                aria-label={format(texts.suspendLabel, names(row))}
                onClick={() => void setStatus(row, 'suspended')}
              >
                {texts.suspend}
              </button>
            ) : null}
            {market.status === 'suspended' ? (
              <button
                type="button"
                className="button"
                aria-label={format(texts.reopenLabel, names(row))}
                onClick={() => void setStatus(row, 'open')}
              >
                {texts.reopen}
              </button>
            ) : null}
            {open ? (
              <>
                {/* Named by aria-label: a visually hidden label would sit outside the table's scrolling frame. */}
                <select
                  aria-label={format(texts.winner, names(row))}
                  value={winner}
                  onChange={(change) =>
                    setWinners((all) => ({ ...all, [market.id]: Number(change.target.value) }))
                  }
                >
                  {market.selections.map((selection) => (
                    <option key={selection.id} value={selection.id}>
                      {selection.name}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button"
                  aria-label={format(texts.settleLabel, names(row))}
                  onClick={() =>
                    winner !== undefined && setPending({ kind: 'settle', row, selectionId: winner })
                  }
                >
                  {texts.settle}
                </button>
              </>
            ) : null}
            {market === event.markets[0] && event.status !== 'cancelled' && event.status !== 'finished' ? (
              <button
                type="button"
                className="button"
                aria-label={format(texts.voidLabel, { event: event.name })}
                onClick={() => setPending({ kind: 'void', event })}
              >
                {texts.voidEvent}
              </button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <section className="page">
      <div className="page-head">
        <h1>{texts.title}</h1>
        <button
          type="button"
          className="button"
          onClick={() => setParams(status === 'all' ? {} : { status: 'all' })}
        >
          {status === 'all' ? texts.showOpen : texts.showAll}
        </button>
      </div>
      <p>{texts.intro}</p>
      <CashOutSettingsForm key={JSON.stringify(cashOut)} settings={cashOut} />
      <DataTable
        caption={texts.title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.market.id}
        testId="sportsbook-markets"
        emptyText={texts.empty}
      />
      <h2>{texts.betsTitle}</h2>
      <SportsBetsTable bets={bets} />
      {pending?.kind === 'settle' ? (
        <ActionDialog
          title={format(texts.settleLabel, names(pending.row))}
          text={format(texts.settleText, {
            selection: pending.row.market.selections.find((s) => s.id === pending.selectionId)?.name ?? '',
          })}
          confirmLabel={texts.settleConfirm}
          tone="danger"
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await boCall('sportsbook/settleMarket', {
              marketId: pending.row.market.id,
              winningSelectionId: pending.selectionId,
            });
            setPending(null);
            toast(format(texts.settled, names(pending.row)));
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {pending?.kind === 'void' ? (
        <ActionDialog
          title={format(texts.voidLabel, { event: pending.event.name })}
          text={texts.voidText}
          confirmLabel={texts.voidConfirm}
          tone="danger"
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await boCall('sportsbook/voidEvent', { eventId: pending.event.id });
            setPending(null);
            toast(format(texts.voided, { event: pending.event.name }));
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
