import type { DepositMethod, Offer } from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { useMoney } from './cashier-format.js';
import { CashierNotice } from './cashier-notice.js';
import { amountToSend } from './deposit-amount.js';
import { chosenOfferId, grantsBonusMoney } from './deposit-offers.js';

// The deposit form's amount, its preset sums, and the deposit offer.

interface AmountFieldProps {
  ids: { amount: string; hint: string; error: string };
  amount: string;
  error: string | null;
  currency: string;
  method: DepositMethod;
  onChange: (amount: string) => void;
}

export function AmountField({ ids, amount, error, currency, method, onChange }: AmountFieldProps) {
  const { t, format } = useI18n();
  const money = useMoney();
  return (
    <div className={error ? 'cashier-field cashier-field-invalid' : 'cashier-field'}>
      <label htmlFor={ids.amount} className="cashier-label">
        {format(t.cashier.deposit.amount, { currency })}
      </label>
      <input
        id={ids.amount}
        name="amount"
        className="cashier-input"
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={ids.hint} className="cashier-hint">
        {format(t.cashier.deposit.amountHint, {
          min: money(method.min, currency),
          max: money(method.max, currency),
        })}
      </p>
      {error && (
        <p id={ids.error} className="cashier-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface AmountPresetsProps {
  presets: number[];
  amount: string;
  currency: string;
  onChoose: (amount: string) => void;
}

export function AmountPresets({ presets, amount, currency, onChoose }: AmountPresetsProps) {
  const { t } = useI18n();
  const money = useMoney();
  if (presets.length === 0) return null;
  return (
    <fieldset className="cashier-presets">
      <legend className="cashier-label">{t.cashier.deposit.presets}</legend>
      {presets.map((value) => (
        <button
          key={value}
          type="button"
          className={amountToSend(amount) === String(value) ? 'preset preset-current' : 'preset'}
          aria-pressed={amountToSend(amount) === String(value)}
          onClick={() => onChoose(String(value))}
        >
          {money(value, currency)}
        </button>
      ))}
    </fieldset>
  );
}

interface DepositOfferChoiceProps {
  /** The offers the method allows. */
  offers: Offer[];
  offerId: number;
  onChoose: (offerId: number) => void;
  /** The bonus the player is wagering: a chosen offer's bonus money will wait until it ends. */
  runningBonus: string | null;
}

export function DepositOfferChoice({ offers, offerId, onChoose, runningBonus }: DepositOfferChoiceProps) {
  const { t, format } = useI18n();
  if (offers.length === 0) return null;
  const chosen = offers.find((offer) => offer.id === offerId);
  const waits = runningBonus !== null && chosen !== undefined && grantsBonusMoney(chosen);
  return (
    <fieldset className="cashier-offers">
      <legend className="cashier-label">{t.cashier.offers.title}</legend>
      <label className="offer-choice">
        <input
          type="radio"
          name="campaign_offer_id"
          value="-1"
          checked={chosenOfferId(offerId, offers) === -1}
          onChange={() => onChoose(-1)}
        />
        <span>
          <span className="offer-title">{t.cashier.offers.none}</span>
          <span className="offer-text">{t.cashier.offers.noneHint}</span>
        </span>
      </label>
      {offers.map((offer) => (
        <label className="offer-choice" key={offer.id}>
          <input
            type="radio"
            name="campaign_offer_id"
            value={offer.id}
            checked={offerId === offer.id}
            onChange={() => onChoose(offer.id)}
          />
          <span>
            <span className="offer-title">{offerTitle(offer)}</span>
            {typeof offer.description.text === 'string' && (
              <span className="offer-text">{offer.description.text}</span>
            )}
          </span>
        </label>
      ))}
      {waits && (
        <CashierNotice tone="warning">
          <p data-testid="offer-waits">{format(t.cashier.offers.waits, { bonus: runningBonus })}</p>
        </CashierNotice>
      )}
    </fieldset>
  );
}

export function offerTitle(offer: Offer): string {
  const { title, name } = offer.description as { title?: unknown; name?: unknown };
  if (typeof title === 'string' && title) return title;
  if (typeof name === 'string' && name) return name;
  return `#${offer.id}`;
}
