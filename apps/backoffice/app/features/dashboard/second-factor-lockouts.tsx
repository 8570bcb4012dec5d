import type { DashboardLockout } from '@jeton/domain/backoffice';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { lockoutRows } from './lockout-rows.js';

/**
 * Operators whose code step was locked after wrong codes in the last 24 hours (decision 0084), for
 * administrators: whoever sent them knew the operator's password.
 */
export function SecondFactorLockouts({
  lockouts,
  generatedAt,
}: {
  lockouts: DashboardLockout[];
  generatedAt: string;
}) {
  const { t, format, locale } = useI18n();
  const l = t.dashboard.lockouts;
  const rows = lockoutRows(lockouts, generatedAt);
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-lockouts">
      <h2 id="dashboard-lockouts">{l.title}</h2>
      <p className="muted">{l.intro}</p>
      <div className="table-frame">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{l.operator}</th>
              <th scope="col">{l.lockedAt}</th>
              <th scope="col">{l.lockedUntil}</th>
              <th scope="col" className="align-end">
                {l.inARow}
              </th>
              <th scope="col" className="align-end">
                {l.refused}
              </th>
              <th scope="col">
                <span className="visually-hidden">{l.audit}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="muted">
                  {l.none}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.operatorId}>
                  <th scope="row">
                    {row.operatorName} <span className="muted">{row.operatorEmail}</span>
                  </th>
                  <td>{formatDateTime(row.lockedAt, locale)}</td>
                  <td>
                    {format(row.inForce ? l.inForce : l.ended, {
                      time: formatDateTime(row.lockedUntil, locale),
                    })}
                  </td>
                  <td className="align-end">{row.lockoutsInARow}</td>
                  <td className="align-end">{row.refusedWhileLocked}</td>
                  <td>
                    <Link to={row.auditPath}>{l.audit}</Link>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
