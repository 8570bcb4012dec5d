import { PAYMENT_STATUSES, reasonField, type WithdrawalListItem } from '@jeton/domain/backoffice';
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
import { failureKind } from '../../api/errors.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure, useFailureHandler } from '../../api/use-failure-handler.js';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { ExportButton } from '../../ui/export-button.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { usePermission } from '../auth/operator.js';
import { FraudHoldCell } from './fraud-hold-cell.js';
import { ALL_STATUSES, QUEUE_TABLE, readQueue, readQueueFilters } from './queue-params.js';

// The withdrawal queue: pending withdrawals oldest first; approve pays out (the existing withdrawal
// service, a two-phase ledger transfer), decline returns the amount with a reason.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = readQueue(new URL(request.url).searchParams);
  return loadWithSession(request, () => boCall('withdrawals/list', query));
}

type Decision = { kind: 'approve' | 'decline'; withdrawal: WithdrawalListItem };

export default function WithdrawalQueueRoute() {
  const { t, format, locale } = useI18n();
  const answer = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const onFailure = useFailureHandler();
  const mayDecide = usePermission('withdrawals.decide');
  const [decision, setDecision] = useState<Decision | null>(null);
  const query = readQueue(params);
  const filters = readQueueFilters(params);
  const state = { ...query, sort: QUEUE_TABLE.sort, order: QUEUE_TABLE.order };
  const amountOf = (w: WithdrawalListItem) => formatMinor(w.amountMinor, w.currency, locale);
  const playerOf = (w: WithdrawalListItem) => w.playerEmail ?? `#${w.playerId}`;

  const columns: Column<WithdrawalListItem>[] = [
    { key: 'id', header: t.withdrawals.columns.id, render: (w) => w.id },
    {
      key: 'player',
      header: t.withdrawals.columns.player,
      render: (w) => <Link to={`/players/${w.playerId}`}>{playerOf(w)}</Link>,
    },
    { key: 'amount', header: t.withdrawals.columns.amount, align: 'end', render: amountOf },
    { key: 'method', header: t.withdrawals.columns.method, render: (w) => w.method },
    {
      key: 'status',
      header: t.withdrawals.columns.status,
      render: (w) => <span className={`badge badge-${w.status}`}>{t.withdrawals.statuses[w.status]}</span>,
    },
    {
      key: 'createdAt',
      header: t.withdrawals.columns.createdAt,
      render: (w) => formatDateTime(w.createdAt, locale),
    },
  ];
  columns.push({
    key: 'fraud',
    header: t.withdrawals.columns.fraud,
    render: (w) => <FraudHoldCell withdrawal={w} />,
  });
  if (mayDecide) {
    columns.push({
      key: 'actions',
      header: t.withdrawals.columns.actions,
      render: (w) =>
        w.status === 'pending' ? (
          <div className="row-actions">
            <button
              type="button"
              className="button button-primary button-small"
              onClick={() => setDecision({ kind: 'approve', withdrawal: w })}
              aria-label={`${t.withdrawals.approve} ${w.id}`}
            >
              {t.withdrawals.approve}
            </button>
            <button
              type="button"
              className="button button-small"
              onClick={() => setDecision({ kind: 'decline', withdrawal: w })}
              aria-label={`${t.withdrawals.decline} ${w.id}`}
            >
              {t.withdrawals.decline}
            </button>
          </div>
        ) : null,
    });
  }

  async function decide(change: () => Promise<unknown>, done: string) {
    try {
      await change();
    } catch (error) {
      if (failureKind(error) === 'unauthenticated') {
        setDecision(null);
        onFailure(error);
        return;
      }
      throw error;
    }
    setDecision(null);
    toast(done);
    await revalidator.revalidate();
  }

  const exportFilters = { ...filters };
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.withdrawals.title}</h1>
        <ExportButton method="withdrawals/export" input={exportFilters} />
      </div>
      <Form method="get" className="filters">
        <div className="field">
          <label htmlFor="withdrawal-status">{t.withdrawals.status}</label>
          <select id="withdrawal-status" name="status" defaultValue={params.get('status') ?? 'pending'}>
            <option value={ALL_STATUSES}>{t.withdrawals.anyStatus}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.withdrawals.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="withdrawal-player">{t.withdrawals.player}</label>
          <input
            id="withdrawal-player"
            name="playerId"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={filters.playerId ?? ''}
          />
        </div>
        <button type="submit" className="button button-primary">
          {t.withdrawals.filter}
        </button>
      </Form>
      <DataTable
        caption={t.withdrawals.title}
        columns={columns}
        rows={answer.items}
        rowKey={(w) => w.id}
        busy={navigation.state === 'loading'}
        testId="withdrawals-table"
      />
      <UrlPager state={state} defaults={QUEUE_TABLE} answer={answer} />
      {decision?.kind === 'approve' ? (
        <ActionDialog
          title={format(t.withdrawals.approveTitle, { id: decision.withdrawal.id })}
          text={format(t.withdrawals.approveText, {
            amount: amountOf(decision.withdrawal),
            player: playerOf(decision.withdrawal),
          })}
          confirmLabel={t.withdrawals.approve}
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setDecision(null)}
          onConfirm={() =>
            decide(
              () => boCall('withdrawals/approve', { id: decision.withdrawal.id }),
              format(t.withdrawals.approved, { id: decision.withdrawal.id }),
            )
          }
        />
      ) : null}
      {decision?.kind === 'decline' ? (
        <ActionDialog
          title={format(t.withdrawals.declineTitle, { id: decision.withdrawal.id })}
          text={format(t.withdrawals.declineText, {
            amount: amountOf(decision.withdrawal),
            player: playerOf(decision.withdrawal),
          })}
          confirmLabel={t.withdrawals.decline}
          tone="danger"
          field={{
            label: t.withdrawals.reason,
            hint: t.player.reasonHint,
            rule: reasonField,
            maxLength: 500,
          }}
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setDecision(null)}
          onConfirm={(reason) =>
            decide(
              () => boCall('withdrawals/decline', { id: decision.withdrawal.id, reason }),
              format(t.withdrawals.declined, { id: decision.withdrawal.id }),
            )
          }
        />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
