import { CASHBACK_STATUSES } from '@jeton/domain';
import type { CashbackAdmin } from '@jeton/domain/backoffice';
import { useState } from 'react';
import {
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { LIST_TABLE, readPage } from '../money/list-params.js';
import { CashbackRuleForm } from './cashback-rule-form.js';

// Cashback for operators (decision 0064): the rule, computing the last closed period now, and
// every computed cashback with its player and status.

const FILTERS = ['all', ...CASHBACK_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

function queryOf(params: URLSearchParams) {
  const status = params.get('status');
  return {
    ...readPage(params),
    status: FILTERS.includes(status as Filter) ? (status as Filter) : 'all',
  };
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, () => boCall('cashback/get', queryOf(new URL(request.url).searchParams)));
}

const BADGES: Record<CashbackAdmin['status'], string> = {
  active: 'pending',
  paid_out: 'active',
  expired: 'declined',
  removed: 'declined',
};

export default function CashbackRoute() {
  const { t, locale } = useI18n();
  const answer = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { page, perPage, status } = queryOf(params);
  const c = t.cashback;
  const columns: Column<CashbackAdmin>[] = [
    { key: 'created', header: c.columns.created, render: (row) => formatDateTime(row.createdAt, locale) },
    {
      key: 'player',
      header: c.columns.player,
      render: (row) => <Link to={`/players/${row.playerId}`}>{row.login}</Link>,
    },
    { key: 'period', header: c.columns.period, render: (row) => row.periodKey },
    {
      key: 'loss',
      header: c.columns.loss,
      render: (row) => formatMinor(row.lossMinor, row.currency, locale),
    },
    {
      key: 'amount',
      header: c.columns.amount,
      render: (row) =>
        `${formatMinor(row.amountMinor, row.currency, locale)} (${(row.percentBp / 100).toLocaleString(locale)} %)`,
    },
    {
      key: 'status',
      header: c.columns.status,
      render: (row) => <span className={`badge badge-${BADGES[row.status]}`}>{c.statuses[row.status]}</span>,
    },
    {
      key: 'deadline',
      header: c.columns.deadline,
      render: (row) => formatDateTime(row.paidOutAt ?? row.receivingExpiredAt, locale),
    },
  ];
  return (
    <section className="page">
      <div className="page-head">
        <h1>{c.title}</h1>
        <ComputeButton />
      </div>
      <p className="muted">{c.intro}</p>
      <CashbackRuleForm key={JSON.stringify(answer.rule)} rule={answer.rule} />
      <Form method="get" className="filters">
        <div className="field">
          <label htmlFor="cashback-status">{c.filter}</label>
          <select id="cashback-status" name="status" defaultValue={status}>
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {c.statuses[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {c.apply}
        </button>
      </Form>
      <DataTable
        caption={c.title}
        rows={answer.items}
        rowKey={(row) => row.id}
        columns={columns}
        busy={navigation.state === 'loading'}
        emptyText={c.none}
        testId="cashback-list"
      />
      <UrlPager
        state={{ page, perPage, sort: LIST_TABLE.sort, order: LIST_TABLE.order }}
        defaults={LIST_TABLE}
        answer={answer}
      />
    </section>
  );
}

/** Computes the last closed period now: the job's own work, idempotent; the list is re-read after. */
function ComputeButton() {
  const { t } = useI18n();
  const c = t.cashback;
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const result = await boCall('cashback/compute', {});
          toast(
            (result.computed ? c.computed : c.alreadyComputed)
              .replace('{period}', result.periodKey)
              .replace('{count}', String(result.created)),
          );
          await revalidator.revalidate();
        } catch (error) {
          toast(describeFailure(error, t), 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? c.computing : c.compute}
    </button>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
