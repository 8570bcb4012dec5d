import { type BackofficeAnswer, type DepositListItem, PAYMENT_STATUSES } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { boCall } from '../../api/client.js';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { ExportButton } from '../../ui/export-button.js';
import { UrlPager } from '../../ui/pager.js';
import { type DepositEventList, DepositEvents } from './deposit-events.js';
import { ANY_STATUS, LIST_TABLE } from './list-params.js';
import type { MoneyQuery } from './money-query.js';

interface DepositsSectionProps {
  deposits: BackofficeAnswer<'money/deposits'>;
  query: MoneyQuery;
}

/** The deposits, filtered by status, and the provider events behind the one asked for. */
export function DepositsSection({ deposits, query }: DepositsSectionProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const [events, setEvents] = useState<DepositEventList | null>(null);
  const d = t.money.depositColumns;
  const state = {
    page: query.deposits.page,
    perPage: query.deposits.perPage,
    sort: LIST_TABLE.sort,
    order: LIST_TABLE.order,
  };
  const depositColumns = useDepositColumns(setEvents);
  return (
    <section className="section" aria-labelledby="deposits">
      <div className="page-head">
        <h2 id="deposits">{t.money.deposits}</h2>
        <ExportButton
          method="money/depositsExport"
          input={query.deposits.status ? { status: query.deposits.status } : {}}
        />
      </div>
      <Form method="get" className="filters">
        <input type="hidden" name="from" value={query.range.from} />
        <input type="hidden" name="to" value={query.range.to} />
        <div className="field">
          <label htmlFor="deposit-status">{d.status}</label>
          <select id="deposit-status" name="status" defaultValue={params.get('status') ?? ANY_STATUS}>
            <option value={ANY_STATUS}>{t.withdrawals.anyStatus}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.withdrawals.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t.withdrawals.filter}
        </button>
      </Form>
      <DataTable
        caption={t.money.deposits}
        rows={deposits.items}
        rowKey={(p) => p.id}
        columns={depositColumns}
        busy={navigation.state === 'loading'}
        emptyText={t.player.none}
        testId="deposits-table"
      />
      <UrlPager state={state} defaults={LIST_TABLE} answer={deposits} />
      {events ? <DepositEvents events={events} /> : null}
    </section>
  );
}

function useDepositColumns(setEvents: (events: DepositEventList) => void): Column<DepositListItem>[] {
  const { t, format, locale } = useI18n();
  const onFailure = useFailureHandler();
  const money = (minor: number, currency: string) => formatMinor(minor, currency, locale);
  const d = t.money.depositColumns;

  async function showEvents(id: number) {
    try {
      setEvents({ id, items: (await boCall('money/depositEvents', { id })).items });
    } catch (error) {
      onFailure(error);
    }
  }

  return [
    { key: 'id', header: d.id, render: (p) => p.id },
    {
      key: 'player',
      header: d.player,
      render: (p) => <Link to={`/players/${p.playerId}`}>{p.playerEmail ?? `#${p.playerId}`}</Link>,
    },
    { key: 'amount', header: d.amount, align: 'end', render: (p) => money(p.amountMinor, p.currency) },
    { key: 'method', header: d.method, render: (p) => p.method },
    {
      key: 'reference',
      header: d.reference,
      render: (p) => <span className="clip">{p.providerReference}</span>,
    },
    {
      key: 'status',
      header: d.status,
      render: (p) => <span className={`badge badge-${p.status}`}>{t.withdrawals.statuses[p.status]}</span>,
    },
    { key: 'at', header: d.at, render: (p) => formatDateTime(p.createdAt, locale) },
    {
      key: 'events',
      header: d.events,
      render: (p) => (
        <button type="button" className="button" onClick={() => showEvents(p.id)}>
          {format(t.money.showEvents, { id: p.id })}
        </button>
      ),
    },
  ];
}
