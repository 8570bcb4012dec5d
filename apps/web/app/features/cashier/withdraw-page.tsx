import { type RefObject, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  type Bank,
  cancelWithdrawal,
  makeWithdrawal,
  type PaymentInfo,
  type WithdrawMethod,
} from '../../api/cashier.js';
import { useContentConfig } from '../../config/use-content-config.js';
import { useI18n } from '../../i18n/hooks.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { WithdrawalGap } from '../profile/profile-form.js';
import { useWithdrawalGaps, WithdrawalGapsNotice } from '../profile/withdrawal-gaps.js';
import { DateTime, useMoney } from './cashier-format.js';
import { CashierNotice, ErrorNotice } from './cashier-notice.js';
import { confirmMoney } from './confirm-money.js';
import { amountToSend, sumError } from './deposit-amount.js';
import { refreshBalance } from './refresh-balance.js';
import { type CashierErrorData, errorData } from './server-calls.js';
import {
  AmountField,
  BankField,
  MethodField,
  promptFillProfile,
  RequisitesField,
  requiredFields,
  useWithdrawIds,
  withdrawalRequest,
} from './withdraw-fields.js';
import type { WithdrawPageData } from './withdraw-loader.js';
import './cashier.css';

type Flash = { tone: 'success'; text: string } | null;

/**
 * The withdrawal page (issue 4): what can be withdrawn, the request form (method, where to pay,
 * amount), and the pending requests the player may cancel. Refusals of spec section 8 show on the
 * page, with the config's button where there is one.
 */
export function WithdrawPage({ data }: { data: WithdrawPageData }) {
  const { t, format } = useI18n();
  const money = useMoney();
  const revalidator = useRevalidator();
  const [flash, setFlash] = useState<Flash>(null);
  const gaps = useWithdrawalGaps(data.profile.ok ? data.profile.data : null);
  const gapsRef = useRef<HTMLDivElement>(null);
  const texts = t.cashier.withdraw;
  if (!data.settings.ok) {
    return (
      <section aria-labelledby="tab-heading">
        <h2 id="tab-heading" className="section-heading">
          {t.pages.withdraw.title}
        </h2>
        <ErrorNotice error={data.settings.error} retry={() => revalidator.revalidate()} />
      </section>
    );
  }
  const settings = data.settings.data;
  const daily = settings.daily_limits;
  return (
    <section aria-labelledby="tab-heading" className="cashier-section">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.withdraw.title}
      </h2>
      <div className="limit-summary">
        <p>
          <strong>
            {format(texts.available, { amount: money(settings.balance.amount, settings.balance.currency) })}
          </strong>
        </p>
        <p>
          {format(texts.daily, {
            used: daily.used_count,
            count: daily.count,
            usedAmount: money(daily.used_amount, settings.currency),
            amount: money(daily.amount, settings.currency),
          })}{' '}
          {!settings.is_verified &&
            format(texts.kyc, { amount: money(settings.kyc_threshold, settings.currency) })}
        </p>
      </div>
      {flash && <CashierNotice tone={flash.tone}>{flash.text}</CashierNotice>}
      <WithdrawalGapsNotice ref={gapsRef} gaps={gaps} onChanged={() => revalidator.revalidate()} />
      <div className="cashier-columns">
        {settings.methods.length === 0 ? (
          <EmptyState text={texts.noMethods} icon="wallet" />
        ) : (
          <WithdrawForm
            methods={settings.methods}
            currency={settings.currency}
            banks={data.banks.ok ? data.banks.data : []}
            gaps={gaps}
            gapsRef={gapsRef}
            onDone={(text) => {
              setFlash({ tone: 'success', text });
              revalidator.revalidate();
            }}
          />
        )}
        <PendingWithdrawals
          data={data.pending}
          onCancelled={() => {
            setFlash({ tone: 'success', text: texts.cancelled });
            revalidator.revalidate();
          }}
        />
      </div>
    </section>
  );
}

interface WithdrawFormProps {
  methods: WithdrawMethod[];
  currency: string;
  banks: Bank[];
  /** What the account still needs: the form says so instead of asking to confirm the amount. */
  gaps: WithdrawalGap[];
  gapsRef: RefObject<HTMLDivElement | null>;
  onDone: (text: string) => void;
}

/** Shows what the account still needs; the fill-profile prompt opens when the profile comes first. */
function pointToGaps(gaps: readonly WithdrawalGap[], gapsRef: RefObject<HTMLDivElement | null>) {
  gapsRef.current?.focus();
  const profileGap = gaps.find((gap) => gap.kind === 'profile');
  if (gaps[0]!.kind === 'profile' && profileGap?.kind === 'profile') promptFillProfile(profileGap.fields);
}

/**
 * A refused withdrawal: the fields to mark, or the refusal for the page (then, when the profile
 * lacks what a withdrawal needs, the fill-profile prompt opens).
 */
function withdrawalRefusal(
  error: unknown,
): { fields: Record<string, string>; page?: never } | { fields?: never; page: CashierErrorData } {
  const data = errorData(error);
  const fieldErrors = data.fields ?? (data.data?.fields as Record<string, string> | undefined);
  if (
    fieldErrors &&
    Object.keys(fieldErrors).some((key) => ['amount', 'requisites', 'bank_id'].includes(key))
  ) {
    return { fields: fieldErrors };
  }
  if (data.type === 'KycUserProfileException' && Array.isArray(data.data?.missing)) {
    promptFillProfile(data.data.missing as string[]);
  }
  return { page: data };
}

function WithdrawForm({ methods, currency, banks, gaps, gapsRef, onDone }: WithdrawFormProps) {
  const { t, locale, format } = useI18n();
  const money = useMoney();
  const root = useRootData();
  const account = isPlayer(root) ? root.account : null;
  const eager = useContentConfig().site.validator.strategy === 'eager';
  const ids = useWithdrawIds();
  const [methodName, setMethodName] = useState(methods[0]!.method);
  const [amount, setAmount] = useState('');
  const [requisites, setRequisites] = useState('');
  const [bankId, setBankId] = useState('');
  const [checked, setChecked] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [pageError, setPageError] = useState<CashierErrorData | null>(null);
  const [sending, setSending] = useState(false);
  const texts = t.cashier.withdraw;
  const method = methods.find((m) => m.method === methodName) ?? methods[0]!;
  const limits = { min: method.min, max: method.max };

  const checkAmount = (value: string) => {
    const failure = sumError(value, limits, locale);
    setFields((current) => {
      const { amount: _dropped, ...rest } = current;
      return failure ? { ...rest, amount: failure } : rest;
    });
    return failure;
  };

  const send = async () => {
    setSending(true);
    setPageError(null);
    try {
      await makeWithdrawal(withdrawalRequest(method, { amount, requisites, bankId }), { locale });
      const requested = money(Number(amountToSend(amount)), currency);
      setAmount('');
      setChecked(false);
      await refreshBalance(account, locale);
      onDone(format(texts.requested, { amount: requested }));
    } catch (error) {
      const refused = withdrawalRefusal(error);
      if (refused.fields) setFields(refused.fields);
      else setPageError(refused.page);
    } finally {
      setSending(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const amountFailure = sumError(amount, limits, locale);
    const failures = {
      ...requiredFields(method, { requisites, bankId }, t.cashier.fieldRequired),
      ...(amountFailure ? { amount: amountFailure } : {}),
    };
    setFields(failures);
    if (Object.keys(failures).length > 0) return;
    // Say what is missing now rather than after the player has confirmed the amount.
    if (gaps.length > 0) {
      pointToGaps(gaps, gapsRef);
      return;
    }
    confirmMoney({
      title: t.cashier.confirm.withdrawTitle,
      text: format(t.cashier.confirm.withdrawText, {
        amount: money(Number(amountToSend(amount)), currency),
        method: method.name,
      }),
      yes: t.cashier.confirm.yesWithdraw,
      no: t.cashier.confirm.no,
      onConfirm: () => void send(),
    });
  };

  return (
    <form className="panel cashier-form" onSubmit={submit} noValidate aria-labelledby={`${ids.method}-title`}>
      <h3 className="cashier-subheading" id={`${ids.method}-title`}>
        {texts.formTitle}
      </h3>
      {pageError && <ErrorNotice error={pageError} />}
      <MethodField
        id={ids.method}
        methods={methods}
        method={method}
        onMethod={(name) => {
          setMethodName(name);
          setFields({});
          setRequisites('');
        }}
      />
      {method.requisites === 'iban' && (
        <BankField id={ids.bank} banks={banks} bankId={bankId} onBank={setBankId} error={fields.bank_id} />
      )}
      {method.requisites !== 'none' && (
        <RequisitesField
          id={ids.requisites}
          kind={method.requisites}
          value={requisites}
          onValue={setRequisites}
          error={fields.requisites}
        />
      )}
      <AmountField
        ids={ids}
        currency={currency}
        method={method}
        value={amount}
        onValue={(value) => {
          setAmount(value);
          if (checked || eager) checkAmount(value);
        }}
        error={fields.amount}
      />
      <button type="submit" className="button button-primary button-large cashier-submit" disabled={sending}>
        {sending ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}

function PendingWithdrawals({
  data,
  onCancelled,
}: {
  data: WithdrawPageData['pending'];
  onCancelled: () => void;
}) {
  const { t, locale, format } = useI18n();
  const money = useMoney();
  const root = useRootData();
  const account = isPlayer(root) ? root.account : null;
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<CashierErrorData | null>(null);
  const texts = t.cashier.withdraw;

  const cancel = (item: PaymentInfo) =>
    confirmMoney({
      title: t.cashier.confirm.cancelTitle,
      text: format(t.cashier.confirm.cancelText, { amount: money(item.amount.amount, item.amount.currency) }),
      yes: t.cashier.confirm.yesCancel,
      no: t.cashier.confirm.no,
      onConfirm: async () => {
        setBusy(item.id);
        setError(null);
        try {
          await cancelWithdrawal(item.id, { locale });
          await refreshBalance(account, locale);
          onCancelled();
        } catch (failure) {
          setError(errorData(failure));
        } finally {
          setBusy(null);
        }
      },
    });

  return (
    <section aria-labelledby="pending-heading">
      <h3 id="pending-heading" className="cashier-subheading">
        {texts.pendingTitle}
      </h3>
      {error && <ErrorNotice error={error} />}
      {!data.ok ? (
        <CashierNotice tone="error">{texts.pendingLoadFailed}</CashierNotice>
      ) : data.data.items.length === 0 ? (
        <p className="cashier-hint">{texts.pendingNone}</p>
      ) : (
        <table className="payment-table">
          <thead>
            <tr>
              <th scope="col">{t.cashier.history.date}</th>
              <th scope="col">{t.cashier.history.method}</th>
              <th scope="col">{t.cashier.history.amount}</th>
              <th scope="col">
                <span className="visually-hidden">{texts.cancel}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.items.map((item) => (
              <tr key={item.id} data-testid="pending-withdrawal">
                <td data-label={t.cashier.history.date}>
                  <DateTime value={item.created_at} />
                </td>
                <td data-label={t.cashier.history.method}>
                  {t.cashier.methodNames[item.method as keyof typeof t.cashier.methodNames] ?? item.method}
                </td>
                <td className="amount">{money(item.amount.amount, item.amount.currency)}</td>
                <td>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy !== null}
                    aria-label={`${texts.cancel} ${money(item.amount.amount, item.amount.currency)}`}
                    onClick={() => cancel(item)}
                  >
                    {busy === item.id ? texts.cancelling : texts.cancel}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
