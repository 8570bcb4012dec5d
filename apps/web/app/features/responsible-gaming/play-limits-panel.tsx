import {
  type LocaleCode,
  MAX_PLAY_MONEY_LIMIT,
  MAX_SESSION_MINUTES,
  PLAY_LIMIT_PERIODS,
  type PlayLimitKind,
  type PlayLimitPeriod,
  type PlayLimitState,
  type ResponsibleGamingState,
} from '@jeton/domain';
import { useId, useState } from 'react';
import { setPlayLimit } from '../../api/responsible-gaming.js';
import { useI18n } from '../../i18n/hooks.js';
import { DateTime, useMoney } from '../cashier/cashier-format.js';
import { CashierNotice } from '../cashier/cashier-notice.js';
import { amountToSend, sumError } from '../cashier/deposit-amount.js';
import { errorData } from '../cashier/server-calls.js';

/** How a limit's value reads: money in the player's currency, session time in minutes. */
export function useLimitValue(): (kind: PlayLimitKind, value: number, currency: string) => string {
  const { t, format } = useI18n();
  const money = useMoney();
  return (kind, value, currency) =>
    kind === 'session_time' ? format(t.responsibleGaming.minutes, { count: value }) : money(value, currency);
}

function maxFor(kind: PlayLimitKind, period: PlayLimitPeriod): number {
  return kind === 'session_time' ? MAX_SESSION_MINUTES[period] : MAX_PLAY_MONEY_LIMIT;
}

/** One limit in force, with what is used and a looser change that waits. */
export function LimitLine({ limit, currency }: { limit: PlayLimitState; currency: string }) {
  const { t, format } = useI18n();
  const texts = t.responsibleGaming;
  const value = useLimitValue();
  const show = (amount: number) => value(limit.kind, amount, currency);
  return (
    <li className="rg-limit-line" data-testid={`rg-limit-${limit.kind}-${limit.period}`}>
      <span>
        {format(texts.limitLine, {
          period: texts.periods[limit.period],
          limit: show(limit.limit),
          used: show(limit.used),
          remaining: show(limit.remaining),
        })}{' '}
        {texts.renewsOn} <DateTime value={limit.renews_at} />.
      </span>
      {limit.pending && (
        <span className="rg-pending">
          {limit.pending.limit === null
            ? texts.pendingRemoval
            : format(texts.pendingLine, { limit: show(limit.pending.limit) })}{' '}
          <DateTime value={limit.pending.effective_at} />.
        </span>
      )}
    </li>
  );
}

/** The period a limit counts over: a day, a week or a month. */
function PeriodField({
  id,
  period,
  onPeriod,
}: {
  id: string;
  period: PlayLimitPeriod;
  onPeriod: (period: PlayLimitPeriod) => void;
}) {
  const { t } = useI18n();
  const texts = t.responsibleGaming;
  return (
    <div className="cashier-field">
      <label htmlFor={id} className="cashier-label">
        {texts.periodLabel}
      </label>
      <select
        id={id}
        className="cashier-input cashier-select"
        value={period}
        onChange={(event) => onPeriod(event.target.value as PlayLimitPeriod)}
      >
        {PLAY_LIMIT_PERIODS.map((option) => (
          <option key={option} value={option}>
            {texts.periods[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The form of one kind of limit (loss, wager or session time): a period and a value, or removal. */
function LimitForm({
  kind,
  state,
  onSaved,
}: {
  kind: PlayLimitKind;
  state: ResponsibleGamingState;
  onSaved: (next: ResponsibleGamingState) => void;
}) {
  const { t, locale, format } = useI18n();
  const texts = t.responsibleGaming;
  const ids = { title: useId(), period: useId(), value: useId(), error: useId() };
  const limits = state.limits.filter((limit) => limit.kind === kind);
  const [period, setPeriod] = useState<PlayLimitPeriod>(limits[0]?.period ?? 'day');
  const current = limits.find((limit) => limit.period === period);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const send = async (raw: string) => {
    setNotice(null);
    setSaving(true);
    try {
      const next = await setPlayLimit({ kind, period, value: raw }, { locale });
      const after = next.limits.find((limit) => limit.kind === kind && limit.period === period);
      setNotice(
        after?.pending
          ? { tone: 'info', text: after.pending.limit === null ? texts.removedLater : texts.savedLater }
          : { tone: 'success', text: texts.savedNow },
      );
      setValue('');
      onSaved(next);
    } catch (failure) {
      const data = errorData(failure);
      if (data.fields?.value) setFieldError(data.fields.value);
      else setNotice({ tone: 'error', text: texts.errors.generic });
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const failure = sumError(value, { min: 1, max: maxFor(kind, period) }, locale as LocaleCode);
    setFieldError(failure);
    if (!failure) void send(amountToSend(value));
  };

  return (
    <form className="panel cashier-form rg-card" onSubmit={submit} noValidate aria-labelledby={ids.title}>
      <h3 id={ids.title} className="cashier-subheading">
        {texts.kinds[kind]}
      </h3>
      <p className="cashier-hint">{texts.kindHelp[kind]}</p>
      {limits.length === 0 ? (
        <p className="rg-muted">{texts.none}</p>
      ) : (
        <ul className="rg-limit-list">
          {limits.map((limit) => (
            <LimitLine key={limit.period} limit={limit} currency={state.currency} />
          ))}
        </ul>
      )}
      {notice && <CashierNotice tone={notice.tone}>{notice.text}</CashierNotice>}
      <div className="rg-row">
        <PeriodField
          id={ids.period}
          period={period}
          onPeriod={(next) => {
            setPeriod(next);
            setFieldError(null);
          }}
        />
        <div className={fieldError ? 'cashier-field cashier-field-invalid' : 'cashier-field'}>
          <label htmlFor={ids.value} className="cashier-label">
            {kind === 'session_time'
              ? texts.valueMinutes
              : format(texts.valueMoney, { currency: state.currency })}
          </label>
          <input
            id={ids.value}
            className="cashier-input"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            placeholder={current ? String(current.limit) : ''}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ids.error : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          {fieldError && (
            <p id={ids.error} className="cashier-field-error" role="alert">
              {fieldError}
            </p>
          )}
        </div>
      </div>
      <div className="rg-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? texts.saving : texts.save}
        </button>
        {current && !(current.pending && current.pending.limit === null) && (
          <button
            type="button"
            className="button button-secondary"
            disabled={saving}
            onClick={() => void send('')}
          >
            {texts.remove}
          </button>
        )}
      </div>
    </form>
  );
}

/** The loss, wager and session-time limits (issue 12); each saves on its own. */
export function PlayLimitsPanel({
  state,
  onSaved,
}: {
  state: ResponsibleGamingState;
  onSaved: (next: ResponsibleGamingState) => void;
}) {
  return (
    <div className="rg-grid">
      {(['loss', 'wager', 'session_time'] as const).map((kind) => (
        <LimitForm key={kind} kind={kind} state={state} onSaved={onSaved} />
      ))}
    </div>
  );
}
