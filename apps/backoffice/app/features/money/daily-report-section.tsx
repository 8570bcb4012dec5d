import type { BackofficeAnswer } from '@jeton/domain/backoffice';
import { Form } from 'react-router';
import { formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { DataTable } from '../../ui/data-table.js';
import { ExportButton } from '../../ui/export-button.js';
import type { MoneyQuery } from './money-query.js';

interface DailyReportSectionProps {
  report: BackofficeAnswer<'money/report'>;
  range: MoneyQuery['range'];
}

/** The daily report per currency (deposits, withdrawals, GGR, NGR) over the chosen days, with its CSV. */
export function DailyReportSection({ report, range }: DailyReportSectionProps) {
  const { t, locale } = useI18n();
  const money = (minor: number, currency: string) => formatMinor(minor, currency, locale);
  const r = t.money.reportColumns;
  return (
    <section className="section" aria-labelledby="daily-report">
      <div className="page-head">
        <h2 id="daily-report">{t.money.report}</h2>
        <ExportButton method="money/reportExport" input={range} />
      </div>
      <Form method="get" className="filters">
        <div className="field">
          <label htmlFor="report-from">{t.money.from}</label>
          <input id="report-from" name="from" type="date" defaultValue={range.from} />
        </div>
        <div className="field">
          <label htmlFor="report-to">{t.money.to}</label>
          <input id="report-to" name="to" type="date" defaultValue={range.to} />
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
  );
}
