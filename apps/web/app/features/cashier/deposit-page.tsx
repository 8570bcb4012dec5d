import { AppError } from '@jeton/domain';
import { useId, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { type DepositMethod, makeDeposit } from '../../api/cashier.js';
import { useContentConfig } from '../../config/use-content-config.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { EmptyState } from '../../ui/empty-state.js';
import { DepositPromoCode } from '../promo-codes/deposit-promo-code.js';
import { useMoney } from './cashier-format.js';
import { CashierNotice, ErrorNotice } from './cashier-notice.js';
import { confirmMoney } from './confirm-money.js';
import { amountToSend, presetsFor, sumError } from './deposit-amount.js';
import { AmountField, AmountPresets, DepositOfferChoice, offerTitle } from './deposit-choices.js';
import { DepositLimitSummary } from './deposit-limit-summary.js';
import type { DepositPageData } from './deposit-loader.js';
import { chosenOfferId, grantsBonusMoney, offersForMethod } from './deposit-offers.js';
import { MethodList } from './method-list.js';
import { type CashierErrorData, errorData } from './server-calls.js';
import './cashier.css';

/**
 * The deposit page (spec section 2, cashier deposit): the methods, then the chosen one's form with its
 * amount presets, the sum rule, the deposit offers and the deposit limit. The deposit is confirmed,
 * then the player goes to the provider's payment page.
 */
export function DepositPage({ data, sysname }: { data: DepositPageData; sysname: string | null }) {
  const { t, locale, format } = useI18n();
  const money = useMoney();
  const config = useContentConfig().cashier;
  const revalidator = useRevalidator();
  // An offer's page sends the player here with `?offer=`: it stays chosen from method to method.
  const [params] = useSearchParams();
  const preselected = offerParam(params);
  if (!data.settings.ok) {
    return (
      <section aria-labelledby="tab-heading">
        <h2 id="tab-heading" className="section-heading">
          {t.pages.deposit.title}
        </h2>
        <ErrorNotice error={data.settings.error} retry={() => revalidator.revalidate()} />
      </section>
    );
  }
  const settings = data.settings.data;
  const chosen =
    sysname === null
      ? (settings.methods[0] ?? null)
      : (settings.methods.find((m) => m.method === sysname) ?? null);
  return (
    <section aria-labelledby="tab-heading" className="cashier-section">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.deposit.title}
      </h2>
      <DepositLimitSummary limit={data.limit} currency={settings.currency} />
      {sysname !== null && !chosen && (
        <CashierNotice tone="warning">{format(t.cashier.methods.unknown, { method: sysname })}</CashierNotice>
      )}
      {settings.methods.length === 0 ? (
        <EmptyState text={t.cashier.methods.none} icon="deposit" />
      ) : (
        <div className="cashier-columns">
          <div>
            <h3 className="cashier-subheading">{t.cashier.methods.title}</h3>
            <MethodList
              methods={settings.methods}
              selected={chosen?.method ?? null}
              hrefOf={(method) =>
                localizePath(`${PATHS.deposit}/${encodeURIComponent(method)}`, locale) +
                (preselected > 0 ? `?offer=${preselected}` : '')
              }
              info={config.paymentMethods}
              currency={settings.currency}
              money={money}
            />
          </div>
          {chosen && (
            <DepositForm
              key={chosen.method}
              method={chosen}
              currency={settings.currency}
              presets={presetsFor(settings.presets, settings.currency)}
              offers={data.offers}
              runningBonus={data.runningBonus}
              initialOfferId={preselected}
            />
          )}
        </div>
      )}
      <DepositPromoCode />
    </section>
  );
}

interface DepositFormProps {
  method: DepositMethod;
  currency: string;
  presets: number[];
  offers: DepositPageData['offers'];
  runningBonus: string | null;
  /** The offer chosen when the form opens (-1: none); one the method does not allow is not chosen. */
  initialOfferId: number;
}

/** The `offer` of the address: a positive id, or -1. */
function offerParam(params: URLSearchParams): number {
  const id = Number(params.get('offer'));
  return Number.isSafeInteger(id) && id > 0 ? id : -1;
}

function DepositForm({ method, currency, presets, offers, runningBonus, initialOfferId }: DepositFormProps) {
  const { t, locale, format } = useI18n();
  const money = useMoney();
  const config = useContentConfig();
  const ids = { amount: useId(), hint: useId(), error: useId(), offers: useId() };
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pageError, setPageError] = useState<CashierErrorData | null>(null);
  const [sending, setSending] = useState(false);
  const [offerId, setOfferId] = useState(initialOfferId);
  const shownOffers = offers.ok ? offersForMethod(offers.data, method.method) : [];
  const limits = { min: method.min, max: method.max };
  const eager = config.site.validator.strategy === 'eager';

  const check = (value: string) => {
    const failure = sumError(value, limits, locale);
    setFieldError(failure);
    return failure;
  };

  const send = async () => {
    setSending(true);
    setPageError(null);
    try {
      const created = await makeDeposit(
        {
          method: method.method,
          amount: amountToSend(amount),
          campaign_offer_id: chosenOfferId(offerId, shownOffers),
        },
        { locale },
      );
      // The provider's page is another site's page: a full load, never a client navigation.
      window.location.assign(created.redirect_url);
    } catch (error) {
      setSending(false);
      const data = errorData(error);
      if (error instanceof AppError && data.fields?.amount) setFieldError(data.fields.amount);
      else setPageError(data);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (check(amount)) return;
    const offer = shownOffers.find((item) => item.id === offerId);
    confirmMoney({
      title: t.cashier.confirm.depositTitle,
      text: format(t.cashier.confirm.depositText, {
        amount: money(Number(amountToSend(amount)), currency),
        method: method.name,
      }),
      details: offer
        ? [
            format(t.cashier.confirm.offer, { offer: offerTitle(offer) }),
            ...(runningBonus && grantsBonusMoney(offer)
              ? [format(t.cashier.offers.waits, { bonus: runningBonus })]
              : []),
          ]
        : [],
      yes: t.cashier.confirm.yesDeposit,
      no: t.cashier.confirm.no,
      onConfirm: () => void send(),
    });
  };

  return (
    <form className="panel cashier-form" onSubmit={submit} noValidate aria-labelledby={`${ids.amount}-title`}>
      <h3 className="cashier-subheading" id={`${ids.amount}-title`}>
        {format(t.cashier.deposit.formTitle, { method: method.name })}
      </h3>
      {pageError && <ErrorNotice error={pageError} formatAvailable={(value) => money(value, currency)} />}
      <AmountField
        ids={ids}
        amount={amount}
        error={fieldError}
        currency={currency}
        method={method}
        onChange={(value) => {
          setAmount(value);
          if (checked || eager) check(value);
        }}
      />
      <AmountPresets
        presets={presets}
        amount={amount}
        currency={currency}
        onChoose={(value) => {
          setAmount(value);
          if (checked || eager) check(value);
        }}
      />

      {!offers.ok && <CashierNotice tone="info">{t.cashier.offers.loadFailed}</CashierNotice>}
      <DepositOfferChoice
        offers={shownOffers}
        offerId={offerId}
        onChoose={setOfferId}
        runningBonus={runningBonus}
      />

      <button type="submit" className="button button-primary button-large cashier-submit" disabled={sending}>
        {sending ? t.cashier.deposit.submitting : t.cashier.deposit.submit}
      </button>
      <p className="cashier-hint">{t.cashier.deposit.providerNote}</p>
    </form>
  );
}
