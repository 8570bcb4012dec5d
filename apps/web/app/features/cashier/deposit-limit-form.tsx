import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimit,
  type DepositLimitPeriod,
  setDepositLimit,
} from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { useMoney } from './cashier-format.js';
import { CashierNotice, ErrorNotice } from './cashier-notice.js';
import { amountToSend, sumError } from './deposit-amount.js';
import { PendingLimit } from './deposit-limit-summary.js';
import { type CashierErrorData, errorData, type Settled } from './server-calls.js';
import './cashier.css';

/** The largest limit the form takes (the server has its own bound and says so). */
const FORM_MAX = 1_000_000_000;

/**
 * The deposit limit setting (issue 4): a daily, weekly or monthly amount, or none. The server applies
 * a stricter limit at once and a looser one after 24 hours; the form says which happened.
 */
export function DepositLimitForm({ limit, currency }: { limit: Settled<DepositLimit>; currency: string }) {
  const { t, locale, format } = useI18n();
  const revalidator = useRevalidator();
  const texts = t.cashier.limit;
  const ids = { period: useId(), amount: useId(), error: useId() };
  const current = limit.ok ? limit.data : null;
  const [period, setPeriod] = useState<DepositLimitPeriod>(current?.period ?? 'none');
  const [amount, setAmount] = useState(current?.limit_amount ? String(current.limit_amount) : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<CashierErrorData | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!limit.ok) return <ErrorNotice error={limit.error} retry={() => revalidator.revalidate()} />;
  const state = limit.data;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setError(null);
    if (period !== 'none') {
      const failure = sumError(amount, { min: 1, max: FORM_MAX }, locale);
      setFieldError(failure);
      if (failure) return;
    } else {
      setFieldError(null);
    }
    setSaving(true);
    try {
      const next = await setDepositLimit(
        { period, amount: period === 'none' ? '' : amountToSend(amount) },
        { locale },
      );
      setSaved(next.pending ? texts.savedLater : texts.saved);
      revalidator.revalidate();
    } catch (failure) {
      const data = errorData(failure);
      if (data.fields?.amount) setFieldError(data.fields.amount);
      else setError(data);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="panel cashier-form limit-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids.period}-title`}
    >
      <h3 id={`${ids.period}-title`} className="cashier-subheading">
        {texts.formTitle}
      </h3>
      <p className="cashier-hint">{texts.formLead}</p>
      <LimitSummary state={state} currency={currency} />
      {!state.can_edit && <CashierNotice tone="info">{texts.cannotEdit}</CashierNotice>}
      {saved && <CashierNotice tone="success">{saved}</CashierNotice>}
      {error && <ErrorNotice error={error} />}
      <div className="cashier-field">
        <label htmlFor={ids.period} className="cashier-label">
          {texts.period}
        </label>
        <select
          id={ids.period}
          className="cashier-input cashier-select"
          value={period}
          disabled={!state.can_edit}
          onChange={(event) => setPeriod(event.target.value as DepositLimitPeriod)}
        >
          {DEPOSIT_LIMIT_PERIODS.map((value) => (
            <option key={value} value={value}>
              {value === 'none' ? texts.periods.none : capitalize(texts.periods[value])}
            </option>
          ))}
        </select>
      </div>
      {period !== 'none' && (
        <div className={fieldError ? 'cashier-field cashier-field-invalid' : 'cashier-field'}>
          <label htmlFor={ids.amount} className="cashier-label">
            {format(texts.amount, { currency })}
          </label>
          <input
            id={ids.amount}
            className="cashier-input"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            disabled={!state.can_edit}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ids.error : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          {fieldError && (
            <p id={ids.error} className="cashier-field-error" role="alert">
              {fieldError}
            </p>
          )}
        </div>
      )}
      <button
        type="submit"
        className="button button-primary cashier-submit"
        disabled={saving || !state.can_edit}
      >
        {saving ? texts.saving : texts.save}
      </button>
    </form>
  );
}

/** The limit in force and what is left of it, and a looser limit waiting its 24 hours. */
function LimitSummary({ state, currency }: { state: DepositLimit; currency: string }) {
  const { t, format } = useI18n();
  const money = useMoney();
  const texts = t.cashier.limit;
  return (
    <div className="limit-summary" data-testid="deposit-limit-state">
      <p>
        {state.period === 'none' || state.limit_amount === null
          ? texts.none
          : format(texts.summary, {
              period: texts.periods[state.period],
              limit: money(state.limit_amount, currency),
              available: money(state.available_amount ?? 0, currency),
            })}
      </p>
      <PendingLimit limit={state} currency={currency} />
    </div>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
