import type { BackofficeAnswer } from '@jeton/domain/backoffice';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { DataTable } from '../../ui/data-table.js';

/** The provider events of one deposit. */
export interface DepositEventList {
  id: number;
  items: BackofficeAnswer<'money/depositEvents'>['items'];
}

export function DepositEvents({ events }: { events: DepositEventList }) {
  const { t, format, locale } = useI18n();
  return (
    <section className="section" aria-live="polite">
      <h3>{format(t.money.events, { id: events.id })}</h3>
      <DataTable
        caption={format(t.money.events, { id: events.id })}
        rows={events.items}
        rowKey={(e) => e.eventId}
        emptyText={t.player.none}
        columns={[
          { key: 'id', header: t.money.eventColumns.id, render: (e) => e.eventId },
          { key: 'status', header: t.money.eventColumns.status, render: (e) => e.status },
          {
            key: 'outcome',
            header: t.money.eventColumns.outcome,
            render: (e) => (t.money.outcomes as Record<string, string>)[e.outcome] ?? e.outcome,
          },
          {
            key: 'at',
            header: t.money.eventColumns.at,
            render: (e) => formatDateTime(e.receivedAt, locale),
          },
        ]}
      />
    </section>
  );
}
