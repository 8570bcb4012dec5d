import { AppError, formatAmount, SPORTS_STAKE_LIMITS } from '@jeton/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { placeSportsBet } from '../../api/sportsbook.js';
import { useI18n } from '../../i18n/hooks.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { formatMoney } from '../../ui/money.js';
import { potentialReturn, type SlipItem, stakeForApi, stakeMinor } from './slip-item.js';

type Step = 'edit' | 'confirm' | 'placing';

interface ItemState {
  stake: string;
  error: string | null;
  /** The new price the server answered; the player may accept it. */
  newOdds: number | null;
}

/**
 * The bet slip: each selection is a single with its own stake and potential return; placing asks
 * for a confirmation first (money moves only then). A moved price is shown old → new, with a
 * button to accept it; other refusals in plain words. Loaded when the first selection is added.
 */
export default function BetSlip({
  items,
  currency,
  player,
  onRemove,
  onReprice,
  onPlaced,
}: {
  items: readonly SlipItem[];
  currency: string;
  player: boolean;
  onRemove: (selectionId: number) => void;
  onReprice: (selectionId: number, odds: number) => void;
  onPlaced: (selectionId: number) => void;
}) {
  const { t, locale, format } = useI18n();
  const slip = t.pages.betting.slip;
  const revalidator = useRevalidator();
  const [step, setStep] = useState<Step>('edit');
  const [states, setStates] = useState<Record<number, ItemState>>({});
  const [placed, setPlaced] = useState(false);
  const stateOf = (id: number): ItemState => states[id] ?? { stake: '', error: null, newOdds: null };
  const update = (id: number, change: Partial<ItemState>) =>
    setStates((all) => ({ ...all, [id]: { ...stateOf(id), ...change } }));
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const odds = (value: number) => formatAmount(value, locale, 2);
  const limits = {
    min: money(SPORTS_STAKE_LIMITS.minMinor / 100),
    max: money(SPORTS_STAKE_LIMITS.maxMinor / 100),
  };

  const ready =
    items.length > 0 && items.every((item) => stakeMinor(stateOf(item.selectionId).stake) !== null);

  const review = () => {
    setPlaced(false);
    let valid = true;
    for (const item of items) {
      if (stakeMinor(stateOf(item.selectionId).stake) === null) {
        update(item.selectionId, { error: slip.errors.stake });
        valid = false;
      }
    }
    if (valid) setStep('confirm');
  };

  const place = async () => {
    setStep('placing');
    for (const item of items) {
      const state = stateOf(item.selectionId);
      try {
        await placeSportsBet(
          {
            selectionId: item.selectionId,
            stake: stakeForApi(state.stake),
            odds: item.odds,
            requestId: requestId(),
          },
          { locale },
        );
        onPlaced(item.selectionId);
        setPlaced(true);
      } catch (error) {
        update(item.selectionId, refusal(error));
      }
    }
    setStep('edit');
    // The balance in the header and the prices are read again.
    void revalidator.revalidate();
  };

  const refusal = (error: unknown): Partial<ItemState> => {
    if (!(error instanceof AppError)) return { error: slip.errors.unknown };
    if (error.code === 'PRICE_CHANGED' && typeof error.data?.odds === 'number') {
      return { error: null, newOdds: error.data.odds };
    }
    if (error.type === 'UserNeedDepositException') return { error: slip.errors.funds };
    if (error.type === 'AccessDeniedException') return { error: slip.errors.limits };
    const known = error.code && error.code in slip.errors ? (error.code as keyof typeof slip.errors) : null;
    return { error: known ? format(slip.errors[known], limits) : slip.errors.unknown };
  };

  return (
    <div className="bet-slip-body">
      {placed ? (
        <p className="bet-slip-success" role="status">
          {slip.placed}
        </p>
      ) : null}
      {items.length === 0 ? <p className="sports-muted">{slip.empty}</p> : null}
      <ul className="bet-slip-items">
        {items.map((item) => {
          const state = stateOf(item.selectionId);
          const stakeId = `slip-stake-${item.selectionId}`;
          const errorId = `slip-error-${item.selectionId}`;
          const back = potentialReturn(state.stake, item.odds);
          return (
            <li key={item.selectionId} className="bet-slip-item">
              <div className="bet-slip-item-head">
                <div>
                  <p className="bet-slip-selection">
                    {item.selection} <span className="bet-slip-odds">{odds(item.odds)}</span>
                  </p>
                  <p className="sports-muted">
                    {item.market} · {item.event}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button-ghost bet-slip-remove"
                  aria-label={format(slip.remove, { selection: item.selection })}
                  disabled={step !== 'edit'}
                  onClick={() => onRemove(item.selectionId)}
                >
                  ×
                </button>
              </div>
              <label htmlFor={stakeId}>{format(slip.stake, { currency })}</label>
              <input
                id={stakeId}
                className="bet-slip-input"
                inputMode="decimal"
                autoComplete="off"
                value={state.stake}
                disabled={step !== 'edit'}
                aria-invalid={state.error !== null}
                aria-describedby={state.error ? errorId : undefined}
                onChange={(change) => update(item.selectionId, { stake: change.target.value, error: null })}
              />
              <p className="sports-muted">{format(slip.stakeHint, limits)}</p>
              <p className="bet-slip-return">
                {slip.potentialReturn}: <strong>{back === null ? '—' : money(back)}</strong>
              </p>
              {state.newOdds !== null ? (
                <div className="bet-slip-price" role="alert">
                  <p>{format(slip.priceChanged, { old: odds(item.odds), new: odds(state.newOdds) })}</p>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => {
                      onReprice(item.selectionId, state.newOdds!);
                      update(item.selectionId, { newOdds: null });
                    }}
                  >
                    {format(slip.acceptPrice, { odds: odds(state.newOdds) })}
                  </button>
                </div>
              ) : null}
              {state.error ? (
                <p id={errorId} className="bet-slip-error" role="alert">
                  {state.error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {items.length === 0 ? null : !player ? (
        <button
          type="button"
          className="button button-primary bet-slip-action"
          onClick={() => openDialog('authorization')}
        >
          {slip.loginToBet}
        </button>
      ) : step === 'edit' ? (
        <button
          type="button"
          className="button button-primary bet-slip-action"
          disabled={!ready}
          onClick={review}
        >
          {slip.place}
        </button>
      ) : (
        <section className="bet-slip-confirm" aria-labelledby="bet-slip-confirm-title">
          <h3 id="bet-slip-confirm-title">{slip.confirmTitle}</h3>
          <ul>
            {items.map((item) => {
              const state = stateOf(item.selectionId);
              return (
                <li key={item.selectionId}>
                  {format(slip.confirmText, {
                    stake: money((stakeMinor(state.stake) ?? 0) / 100),
                    selection: item.selection,
                    odds: odds(item.odds),
                    return: money(potentialReturn(state.stake, item.odds) ?? 0),
                  })}
                </li>
              );
            })}
          </ul>
          <div className="bet-slip-confirm-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={step === 'placing'}
              onClick={() => setStep('edit')}
            >
              {slip.cancel}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={step === 'placing'}
              onClick={() => void place()}
            >
              {step === 'placing' ? slip.placing : slip.confirm}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

function requestId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `slip-${random}`.slice(0, 64);
}
