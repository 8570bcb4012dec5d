import { useId } from 'react';
import type { Bank, WithdrawMethod } from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { useMoney } from './cashier-format.js';
import { amountToSend } from './deposit-amount.js';

/** The fill-profile prompt (spec section 2) with the fields a withdrawal needs, coming back here. */
export function promptFillProfile(fields: readonly string[]) {
  openDialog('fillProfile', { props: { missing: fields, from: '/cashier/withdraw' } });
}

export function fieldClass(error: string | undefined): string {
  return error ? 'cashier-field cashier-field-invalid' : 'cashier-field';
}

/** A field's refusal, read out when it appears. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="cashier-field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The bank of an IBAN withdrawal, from the cashier's list. */
export function BankField({
  id,
  banks,
  bankId,
  onBank,
  error,
}: {
  id: string;
  banks: readonly Bank[];
  bankId: string;
  onBank: (bankId: string) => void;
  error: string | undefined;
}) {
  const { t } = useI18n();
  const texts = t.cashier.withdraw;
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={id} className="cashier-label">
        {texts.bank}
      </label>
      {banks.length === 0 ? (
        <p className="cashier-hint">{texts.noBanks}</p>
      ) : (
        <select
          id={id}
          className="cashier-input cashier-select"
          value={bankId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onBank(event.target.value)}
        >
          <option value="">{texts.chooseBank}</option>
          {banks.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name} ({bank.bic})
            </option>
          ))}
        </select>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Where the money goes: an IBAN, a wallet's email or a card number, as the method asks. */
export function RequisitesField({
  id,
  kind,
  value,
  onValue,
  error,
}: {
  id: string;
  kind: Exclude<WithdrawMethod['requisites'], 'none'>;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={id} className="cashier-label">
        {t.cashier.withdraw.requisites[kind]}
      </label>
      <input
        id={id}
        className="cashier-input"
        type={kind === 'wallet_email' ? 'email' : 'text'}
        autoComplete={kind === 'wallet_email' ? 'email' : 'off'}
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The withdrawal method; one that pays back to the card used says so. */
export function MethodField({
  id,
  methods,
  method,
  onMethod,
}: {
  id: string;
  methods: readonly WithdrawMethod[];
  method: WithdrawMethod;
  onMethod: (name: string) => void;
}) {
  const { t } = useI18n();
  const texts = t.cashier.withdraw;
  return (
    <div className="cashier-field">
      <label htmlFor={id} className="cashier-label">
        {texts.method}
      </label>
      <select
        id={id}
        className="cashier-input cashier-select"
        value={method.method}
        onChange={(event) => onMethod(event.target.value)}
      >
        {methods.map((item) => (
          <option key={item.method} value={item.method}>
            {item.name}
          </option>
        ))}
      </select>
      {method.requisites === 'none' && <p className="cashier-hint">{texts.paidBackToCard}</p>}
    </div>
  );
}

/** The amount, with the method's limits below it. */
export function AmountField({
  ids,
  currency,
  method,
  value,
  onValue,
  error,
}: {
  ids: { amount: string; hint: string; error: string };
  currency: string;
  method: WithdrawMethod;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}) {
  const { t, format } = useI18n();
  const money = useMoney();
  const texts = t.cashier.withdraw;
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={ids.amount} className="cashier-label">
        {format(texts.amount, { currency })}
      </label>
      <input
        id={ids.amount}
        className="cashier-input"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
        onChange={(event) => onValue(event.target.value)}
      />
      <p id={ids.hint} className="cashier-hint">
        {format(texts.amountHint, { min: money(method.min, currency), max: money(method.max, currency) })}
      </p>
      <FieldError id={ids.error} error={error} />
    </div>
  );
}

/** The ids that tie the form's labels, hints and errors to their fields. */
export function useWithdrawIds() {
  return {
    method: useId(),
    amount: useId(),
    hint: useId(),
    error: useId(),
    requisites: useId(),
    bank: useId(),
  };
}

/** The method's required fields left empty, by the name the API gives them. */
export function requiredFields(
  method: WithdrawMethod,
  { requisites, bankId }: { requisites: string; bankId: string },
  required: string,
): Record<string, string> {
  const failures: Record<string, string> = {};
  if (method.requisites !== 'none' && requisites.trim() === '') failures.requisites = required;
  if (method.requisites === 'iban' && bankId === '') failures.bank_id = required;
  return failures;
}

/** The withdrawal as the API takes it: the amount without separators, only the fields the method uses. */
export function withdrawalRequest(
  method: WithdrawMethod,
  { amount, requisites, bankId }: { amount: string; requisites: string; bankId: string },
) {
  return {
    method: method.method,
    amount: amountToSend(amount),
    requisites: method.requisites === 'none' ? '' : requisites,
    bank_id: method.requisites === 'iban' ? bankId : '',
  };
}
