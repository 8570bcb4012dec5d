import { type Adjustment, reasonField } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { useToast } from '../../ui/toast.js';
import { usePermission } from '../auth/operator.js';
import { describeAdjustmentFailure } from './adjustment-failures.js';

// Balance adjustments, on a player's page and in the approval queue: a pending one can be approved
// or declined by an operator holding balance.approve (the server refuses the one who asked).

export function AdjustmentsTable({ rows, showPlayer }: { rows: readonly Adjustment[]; showPlayer: boolean }) {
  const { t, format, locale } = useI18n();
  const toast = useToast();
  const revalidator = useRevalidator();
  const mayApprove = usePermission('balance.approve');
  const [open, setOpen] = useState<{ action: 'approve' | 'decline'; row: Adjustment } | null>(null);
  const c = t.adjust.columns;
  const amount = (a: Adjustment) => formatMinor(a.amountMinor, a.currency, locale);

  const columns: Column<Adjustment>[] = [
    { key: 'id', header: c.id, render: (a) => a.id },
    ...(showPlayer
      ? [
          {
            key: 'player',
            header: c.player,
            render: (a: Adjustment) => (
              <Link to={`/players/${a.playerId}`}>{a.playerEmail ?? a.playerId}</Link>
            ),
          },
        ]
      : []),
    { key: 'amount', header: c.amount, align: 'end', render: amount },
    { key: 'reason', header: c.reason, render: (a) => a.reason },
    {
      key: 'status',
      header: c.status,
      render: (a) => <span className={`badge badge-${a.status}`}>{t.codes.adjustments[a.status]}</span>,
    },
    { key: 'requestedBy', header: c.requestedBy, render: (a) => a.requestedByEmail },
    { key: 'at', header: c.at, render: (a) => formatDateTime(a.requestedAt, locale) },
    { key: 'decidedBy', header: c.decidedBy, render: (a) => a.decidedByEmail ?? '' },
  ];
  if (mayApprove) {
    columns.push({
      key: 'actions',
      header: c.actions,
      render: (a) =>
        a.status === 'pending' ? (
          <span className="row-actions">
            <button type="button" className="button" onClick={() => setOpen({ action: 'approve', row: a })}>
              {t.adjust.approve}
            </button>
            <button type="button" className="button" onClick={() => setOpen({ action: 'decline', row: a })}>
              {t.adjust.decline}
            </button>
          </span>
        ) : null,
    });
  }

  async function decided(message: string) {
    setOpen(null);
    toast(message);
    await revalidator.revalidate();
  }

  const row = open?.row;
  return (
    <>
      <DataTable
        caption={t.adjust.section}
        rows={rows}
        rowKey={(a) => a.id}
        columns={columns}
        emptyText={t.player.none}
        testId="adjustments"
      />
      {open?.action === 'approve' && row ? (
        <ActionDialog
          title={format(t.adjust.approveTitle, { id: row.id })}
          text={format(t.adjust.approveText, {
            amount: amount(row),
            player: row.playerEmail ?? row.playerId,
          })}
          confirmLabel={t.adjust.approve}
          describeError={(error) => describeAdjustmentFailure(error, t)}
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await boCall('adjustments/approve', { id: row.id });
            await decided(format(t.adjust.approved, { id: row.id }));
          }}
        />
      ) : null}
      {open?.action === 'decline' && row ? (
        <ActionDialog
          title={format(t.adjust.declineTitle, { id: row.id })}
          confirmLabel={t.adjust.decline}
          tone="danger"
          field={{ label: t.player.reason, hint: t.player.reasonHint, rule: reasonField, maxLength: 500 }}
          describeError={(error) => describeAdjustmentFailure(error, t)}
          onClose={() => setOpen(null)}
          onConfirm={async (reason) => {
            await boCall('adjustments/decline', { id: row.id, reason });
            await decided(format(t.adjust.declined, { id: row.id }));
          }}
        />
      ) : null}
    </>
  );
}
