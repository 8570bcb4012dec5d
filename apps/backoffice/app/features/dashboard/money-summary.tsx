import type { DashboardMoney } from '@jeton/domain/backoffice';
import { Link } from 'react-router';
import { formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** Deposits, withdrawals, GGR and NGR per currency, today and over the last seven days (UTC). */
export function MoneySummary({ money }: { money: { today: DashboardMoney[]; week: DashboardMoney[] } }) {
  const { t } = useI18n();
  const m = t.dashboard.money;
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-money">
      <div className="dashboard-section-head">
        <h2 id="dashboard-money">{m.title}</h2>
        <Link to="/money">{m.report}</Link>
      </div>
      <div className="dashboard-money">
        <MoneyTable caption={m.today} rows={money.today} />
        <MoneyTable caption={m.week} rows={money.week} />
      </div>
    </section>
  );
}

function MoneyTable({ caption, rows }: { caption: string; rows: DashboardMoney[] }) {
  const { t, locale } = useI18n();
  const m = t.dashboard.money;
  return (
    <div className="table-frame">
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.currency}</th>
            <th scope="col" className="align-end">
              {m.deposits}
            </th>
            <th scope="col" className="align-end">
              {m.withdrawals}
            </th>
            <th scope="col" className="align-end">
              {m.ggr}
            </th>
            <th scope="col" className="align-end">
              {m.ngr}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="muted">
                {m.none}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.currency}>
                <th scope="row">{row.currency}</th>
                <td className="align-end">{formatMinor(row.depositsMinor, row.currency, locale)}</td>
                <td className="align-end">{formatMinor(row.withdrawalsMinor, row.currency, locale)}</td>
                <td className="align-end">{formatMinor(row.ggrMinor, row.currency, locale)}</td>
                <td className="align-end">{formatMinor(row.ngrMinor, row.currency, locale)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
