import type { WithdrawalListItem } from '@jeton/domain/backoffice';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { Column } from '../../ui/data-table.js';
import { type Decision, useWithdrawalWords } from './decision.js';
import { FraudHoldCell } from './fraud-hold-cell.js';

/** The queue's columns; approve and decline only for a role that may decide. */
export function useQueueColumns(mayDecide: boolean, setDecision: (decision: Decision) => void) {
  const { t, locale } = useI18n();
  const { amountOf, playerOf } = useWithdrawalWords();
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
  return columns;
}
