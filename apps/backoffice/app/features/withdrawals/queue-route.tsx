import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { DataTable } from '../../ui/data-table.js';
import { ExportButton } from '../../ui/export-button.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { usePermission } from '../auth/operator.js';
import type { Decision } from './decision.js';
import { DecisionDialog } from './decision-dialog.js';
import { useQueueColumns } from './queue-columns.js';
import { QueueFilters } from './queue-filters.js';
import { QUEUE_TABLE, readQueue, readQueueFilters } from './queue-params.js';

// The withdrawal queue: pending withdrawals oldest first; approve pays out (the existing withdrawal
// service, a two-phase ledger transfer), decline returns the amount with a reason.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = readQueue(new URL(request.url).searchParams);
  return loadWithSession(request, () => boCall('withdrawals/list', query));
}

export default function WithdrawalQueueRoute() {
  const { t } = useI18n();
  const answer = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const mayDecide = usePermission('withdrawals.decide');
  const [decision, setDecision] = useState<Decision | null>(null);
  const query = readQueue(params);
  const filters = readQueueFilters(params);
  const state = { ...query, sort: QUEUE_TABLE.sort, order: QUEUE_TABLE.order };
  const columns = useQueueColumns(mayDecide, setDecision);

  const exportFilters = { ...filters };
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.withdrawals.title}</h1>
        <ExportButton method="withdrawals/export" input={exportFilters} />
      </div>
      <QueueFilters filters={filters} />
      <DataTable
        caption={t.withdrawals.title}
        columns={columns}
        rows={answer.items}
        rowKey={(w) => w.id}
        busy={navigation.state === 'loading'}
        testId="withdrawals-table"
      />
      <UrlPager state={state} defaults={QUEUE_TABLE} answer={answer} />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
