import type { PlayerDetail } from '@jeton/domain/backoffice';
import { formatMinor } from '../../i18n/format.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { AdjustmentsTable } from './adjustments-table.js';
import type { PlayerPageData } from './player-page-data.js';
import { Section } from './player-sections.js';
import { usePlayerFormat } from './use-player-format.js';

type Payment = PlayerDetail['withdrawals'][number];

/** The player's ledger, adjustments, deposits and withdrawals. */
export function PlayerMoneySections({ player }: { player: PlayerPageData }) {
  const { t, locale, when, word } = usePlayerFormat();
  const f = t.player.fields;
  const c = t.player.columns;
  const paymentColumns: Column<Payment>[] = [
    { key: 'id', header: c.id, render: (p) => p.id },
    { key: 'at', header: c.at, render: (p) => when(p.createdAt) },
    { key: 'method', header: c.method, render: (p) => p.method },
    {
      key: 'amount',
      header: c.amount,
      align: 'end',
      render: (p) => formatMinor(p.amountMinor, p.currency, locale),
    },
    {
      key: 'status',
      header: c.status,
      render: (p) => <span className={`badge badge-${p.status}`}>{t.withdrawals.statuses[p.status]}</span>,
    },
  ];
  return (
    <>
      <Section title={t.player.sections.ledger}>
        <DataTable
          caption={t.player.sections.ledger}
          rows={player.ledgerEntries}
          rowKey={(entry) => `${entry.transactionId}-${entry.accountKind}-${entry.currency}`}
          emptyText={t.player.none}
          columns={[
            { key: 'at', header: c.at, render: (e) => when(e.createdAt) },
            { key: 'kind', header: c.code, render: (e) => word(t.codes.transfers, e.kind) },
            { key: 'account', header: f.account, render: (e) => word(t.codes.balances, e.accountKind) },
            {
              key: 'amount',
              header: c.amount,
              align: 'end',
              render: (e) => formatMinor(e.amountMinor, e.currency, locale),
            },
            {
              key: 'after',
              header: f.balanceAfter,
              align: 'end',
              render: (e) => formatMinor(e.balanceAfterMinor, e.currency, locale),
            },
            { key: 'reference', header: f.reference, render: (e) => e.reference },
          ]}
        />
      </Section>
      <Section title={t.adjust.section}>
        <AdjustmentsTable rows={player.adjustments} showPlayer={false} />
      </Section>
      <Section title={t.player.sections.deposits}>
        <DataTable
          caption={t.player.sections.deposits}
          rows={player.deposits}
          rowKey={(p) => p.id}
          columns={paymentColumns}
          emptyText={t.player.none}
        />
      </Section>
      <Section title={t.player.sections.withdrawals}>
        <DataTable
          caption={t.player.sections.withdrawals}
          rows={player.withdrawals}
          rowKey={(p) => p.id}
          columns={paymentColumns}
          emptyText={t.player.none}
          testId="player-withdrawals"
        />
      </Section>
    </>
  );
}
