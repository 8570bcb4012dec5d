import { type ClientLoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { RouteErrorView } from '../../ui/states.js';
import { DailyReportSection } from './daily-report-section.js';
import { DepositsSection } from './deposits-section.js';
import { LedgerCheckSection } from './ledger-check-section.js';
import { queryOf } from './money-query.js';

// Money: the ledger's invariant check, the daily report (deposits, withdrawals, GGR, NGR per
// currency) with its CSV, and the deposits with the provider events behind each.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = queryOf(new URL(request.url).searchParams);
  return loadWithSession(request, async () => {
    const [check, report, deposits] = await Promise.all([
      boCall('money/ledgerCheck', {}),
      boCall('money/report', query.range),
      boCall('money/deposits', query.deposits),
    ]);
    return { check, report, deposits };
  });
}

export default function MoneyRoute() {
  const { t } = useI18n();
  const { check, report, deposits } = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const query = queryOf(params);
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.money.title}</h1>
      </div>
      <LedgerCheckSection check={check} />
      <DailyReportSection report={report} range={query.range} />
      <DepositsSection deposits={deposits} query={query} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
