import { type DepositListItem, PAYMENT_STATUSES } from '@jeton/domain/backoffice';
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
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { ExportButton } from '../../ui/export-button.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { ANY_STATUS, LIST_TABLE, readPage, readReportRange, readStatus } from './list-params.js';

// Money: the ledger's invariant check, the daily report (deposits, withdrawals, GGR, NGR per
// currency) with its CSV, and the deposits with the provider events behind each.

function queryOf(params: URLSearchParams) {
  const status = readStatus(params, PAYMENT_STATUSES, undefined);
  return {
    range: readReportRange(params, new Date()),
    deposits: { ...readPage(params), ...(status ? { status } : {}) },
  };
}

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

type Events = Awaited<ReturnType<typeof boCall<'money/depositEvents'>>>['items'];

export default function MoneyRoute() {
  const { t, format, locale } = useI18n();
  const { check, report, deposits } = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const onFailure = useFailureHandler();
  const [events, setEvents] = useState<{ id: number; items: Events } | null>(null);
  const query = queryOf(params);
  const state = {
    page: query.deposits.page,
    perPage: query.deposits.perPage,
    sort: LIST_TABLE.sort,
    order: LIST_TABLE.order,
  };
  const money = (minor: number, currency: string) => formatMinor(minor, currency, locale);
  const r = t.money.reportColumns;
  const d = t.money.depositColumns;

  async function showEvents(id: number) {
    try {
      setEvents({ id, items: (await boCall('money/depositEvents', { id })).items });
    } catch (error) {
      onFailure(error);
    }
  }

  const depositColumns: Column<DepositListItem>[] = [
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

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.money.title}</h1>
      </div>
      <section className="section" aria-labelledby="ledger-check">
        <h2 id="ledger-check">{t.money.ledger}</h2>
        <p className={check.healthy ? 'status-ok' : 'form-error'} role="status" data-testid="ledger-check">
          {check.healthy ? t.money.healthy : format(t.money.unhealthy, { count: check.violations.length })}
        </p>
        {check.violations.length > 0 ? (
          <ul>
            {check.violations.map((v) => (
              <li key={`${v.rule}-${v.detail}`}>
                {t.money.rules[v.rule]}: {v.detail}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="muted">
          {format(t.money.checkedAt, { at: formatDateTime(check.checkedAt, locale) })}{' '}
          <button type="button" className="button" onClick={() => revalidator.revalidate()}>
            {t.money.recheck}
          </button>
        </p>
      </section>
      <section className="section" aria-labelledby="daily-report">
        <div className="page-head">
          <h2 id="daily-report">{t.money.report}</h2>
          <ExportButton method="money/reportExport" input={query.range} />
        </div>
        <Form method="get" className="filters">
          <div className="field">
            <label htmlFor="report-from">{t.money.from}</label>
            <input id="report-from" name="from" type="date" defaultValue={query.range.from} />
          </div>
          <div className="field">
            <label htmlFor="report-to">{t.money.to}</label>
            <input id="report-to" name="to" type="date" defaultValue={query.range.to} />
          </div>
          <button type="submit" className="button button-primary">
            {t.money.show}
          </button>
        </Form>
        <p className="muted">{t.money.reportNote}</p>
        <DataTable
          caption={t.money.report}
          rows={report.rows}
          rowKey={(row) => `${row.day}-${row.currency}`}
          emptyText={t.player.none}
          testId="daily-report"
          columns={[
            { key: 'day', header: r.day, render: (row) => row.day },
            { key: 'currency', header: r.currency, render: (row) => row.currency },
            {
              key: 'deposits',
              header: r.deposits,
              align: 'end',
              render: (row) => money(row.depositsMinor, row.currency),
            },
            {
              key: 'withdrawals',
              header: r.withdrawals,
              align: 'end',
              render: (row) => money(row.withdrawalsMinor, row.currency),
            },
            {
              key: 'stakes',
              header: r.stakes,
              align: 'end',
              render: (row) => money(row.stakesMinor, row.currency),
            },
            {
              key: 'wins',
              header: r.wins,
              align: 'end',
              render: (row) => money(row.winsMinor, row.currency),
            },
            { key: 'ggr', header: r.ggr, align: 'end', render: (row) => money(row.ggrMinor, row.currency) },
            {
              key: 'bonuses',
              header: r.bonuses,
              align: 'end',
              render: (row) => money(row.bonusesMinor, row.currency),
            },
            { key: 'ngr', header: r.ngr, align: 'end', render: (row) => money(row.ngrMinor, row.currency) },
          ]}
        />
      </section>
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
        {events ? (
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
        ) : null}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
