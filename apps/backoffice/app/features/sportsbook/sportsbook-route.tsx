import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { DataTable } from '../../ui/data-table.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { CashOutSettingsForm } from './cash-out-settings-form.js';
import { useMarketColumns } from './market-columns.js';
import { type MarketRow, namesOf, type Pending } from './market-row.js';
import { PendingDialog } from './pending-dialog.js';
import { SportsBetsTable } from './sports-bets-table.js';

// Sportsbook trading (decision 0065): each market of each event with its open stakes and liability;
// suspend or reopen a market, settle it with a result, void an event; the cash-out switch and
// margin (decision 0074). Every change is audited.

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

export default function SportsbookRoute() {
  const { t, format } = useI18n();
  const texts = t.sportsbook;
  const { status, events, bets, cashOut } = useLoaderData<typeof clientLoader>();
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [winners, setWinners] = useState<Record<number, number>>({});
  const [pending, setPending] = useState<Pending>(null);
  const rows: MarketRow[] = events.flatMap((event) => event.markets.map((market) => ({ event, market })));

  const setStatus = async (row: MarketRow, next: 'open' | 'suspended') => {
    try {
      await boCall('sportsbook/marketStatus', { marketId: row.market.id, status: next });
      toast(format(texts.changed, { ...namesOf(row), status: texts.marketStatuses[next] }));
      await revalidator.revalidate();
    } catch (error) {
      toast(describeFailure(error, t));
    }
  };

  const columns = useMarketColumns({
    winners,
    onWinner: (marketId, selectionId) => setWinners((all) => ({ ...all, [marketId]: selectionId })),
    setStatus,
    setPending,
  });

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
      <PendingDialog pending={pending} setPending={setPending} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
