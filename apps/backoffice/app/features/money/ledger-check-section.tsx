import type { BackofficeAnswer } from '@jeton/domain/backoffice';
import { useRevalidator } from 'react-router';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** The ledger's invariant check, run again on demand. */
export function LedgerCheckSection({ check }: { check: BackofficeAnswer<'money/ledgerCheck'> }) {
  const { t, format, locale } = useI18n();
  const revalidator = useRevalidator();
  return (
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
  );
}
