import { AppError, formatAmount, SPORTS_MULTIPLE_LIMITS, SPORTS_STAKE_LIMITS } from '@jeton/domain';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { PlayerBettingBonus } from '../../api/betting-bonuses.js';
import { placeSportsBet, placeSportsMultiple } from '../../api/sportsbook.js';
import { useI18n } from '../../i18n/hooks.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { formatMoney } from '../../ui/money.js';
import {
  clashingEvents,
  combinedOdds,
  freeBetWinnings,
  legsForApi,
  potentialReturn,
  type SlipItem,
  stakeForApi,
  stakeMinor,
} from './slip-item.js';
import type { SlipChoices, SlipMode } from './slip-storage.js';

type Step = 'edit' | 'confirm' | 'placing';
type Mode = SlipMode;
/** The multiple's own state (its stake and refusal), kept apart from the singles'. */
const MULTIPLE = 0;

interface ItemState {
  stake: string;
  error: string | null;
  /** The new price the server answered; the player may accept it. */
  newOdds: number | null;
}

/**
 * The bet slip: each selection is a single with its own stake and potential return, or, with two
 * selections or more, all of them one multiple (decision 0067) with one stake at the combined
 * odds; two selections of one match are marked and cannot be combined. Placing asks for a
 * confirmation first (money moves only then). A moved price is shown old → new, with a button to
 * accept it (a multiple's moved legs are accepted together); other refusals in plain words. With
 * an active free bet (decision 0070), one single may use it: staked whole, at its lowest odds or
 * more, showing the winnings without the stake; or the multiple (decision 0077), when every leg and
 * the combined odds meet them. A selection restored from the browser whose market closed is shown
 * as no longer available and must go before placing. Loaded when the first selection is added.
 */
export default function BetSlip({
  items,
  currency,
  player,
  freeBet,
  choices,
  onChoices,
  onRemove,
  onReprice,
  onPlaced,
}: {
  items: readonly SlipItem[];
  currency: string;
  player: boolean;
  /** The player's active free bet, if any. */
  freeBet: PlayerBettingBonus | null;
  /** Singles or multiple and where the free bet is ticked: the layout's, kept with the slip (decision 0080). */
  choices: SlipChoices;
  onChoices: Dispatch<SetStateAction<SlipChoices>>;
  onRemove: (selectionId: number) => void;
  onReprice: (selectionId: number, odds: number) => void;
  onPlaced: (selectionIds: readonly number[]) => void;
}) {
  const { t, locale, format } = useI18n();
  const slip = t.pages.betting.slip;
  const revalidator = useRevalidator();
  const [step, setStep] = useState<Step>('edit');
  const [states, setStates] = useState<Record<number, ItemState>>({});
  const [placed, setPlaced] = useState(false);
  const setMode = (value: Mode) => onChoices((current) => ({ ...current, mode: value }));
  const mode: Mode = items.length >= SPORTS_MULTIPLE_LIMITS.minLegs ? choices.mode : 'singles';
  /** A multiple's moved prices, by selection: accepted together. */
  const [movedLegs, setMovedLegs] = useState<Record<number, number>>({});
  /** Where the player's active free bet is ticked (a choice of another free bet counts for nothing). */
  const freeBetPlace = freeBet !== null && choices.freeBet?.id === freeBet.id ? choices.freeBet.on : null;
  const tickFreeBet = (on: number | 'multiple' | null) =>
    onChoices((current) => ({ ...current, freeBet: on !== null && freeBet ? { id: freeBet.id, on } : null }));
  /** The single that uses the free bet, by selection. */
  const freeBetOn = typeof freeBetPlace === 'number' ? freeBetPlace : null;
  const setFreeBetOn = (selectionId: number | null) => tickFreeBet(selectionId);
  const usesFreeBet = (id: number) =>
    mode === 'singles' && freeBet !== null && freeBetOn === id && items.some((i) => i.selectionId === id);
  /** Whether the multiple uses the free bet (decision 0077). */
  const freeBetOnMultiple = freeBetPlace === 'multiple';
  const setFreeBetOnMultiple = (on: boolean) => tickFreeBet(on ? 'multiple' : null);
  const stateOf = (id: number): ItemState => states[id] ?? { stake: '', error: null, newOdds: null };
  const update = (id: number, change: Partial<ItemState>) =>
    setStates((all) => ({ ...all, [id]: { ...stateOf(id), ...change } }));
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const odds = (value: number) => formatAmount(value, locale, 2);
  const limits = {
    min: money(SPORTS_STAKE_LIMITS.minMinor / 100),
    max: money(SPORTS_STAKE_LIMITS.maxMinor / 100),
    maxOdds: odds(SPORTS_MULTIPLE_LIMITS.maxOddsHundredths / 100),
    maxReturn: money(
      (mode === 'multiple' ? SPORTS_MULTIPLE_LIMITS.maxReturnMinor : SPORTS_STAKE_LIMITS.maxReturnMinor) /
        100,
    ),
  };
  const clashes = clashingEvents(items);
  const multipleOdds = combinedOdds(items.map((item) => item.odds));
  const tooManyLegs = items.length > SPORTS_MULTIPLE_LIMITS.maxLegs;
  const multipleBlocked =
    clashes.size > 0 ||
    tooManyLegs ||
    Object.keys(movedLegs).length > 0 ||
    Math.round(multipleOdds * 100) > SPORTS_MULTIPLE_LIMITS.maxOddsHundredths;
  const kind = items.length === 2 ? slip.kinds[2] : items.length === 3 ? slip.kinds[3] : slip.kinds.more;
  const unavailable = items.some((item) => item.unavailable);
  /** Why the free bet cannot go on this multiple: the combined odds, or a leg, below its lowest odds. */
  const freeMultipleRefusal =
    freeBet === null
      ? null
      : Math.round(multipleOdds * 100) < Math.round(freeBet.min_odds * 100)
        ? 'odds'
        : items.some((item) => Math.round(item.odds * 100) < Math.round(freeBet.min_odds * 100))
          ? 'legs'
          : null;
  const multipleFree =
    mode === 'multiple' && freeBet !== null && freeBetOnMultiple && freeMultipleRefusal === null
      ? freeBet
      : null;

  const ready =
    !unavailable &&
    (mode === 'multiple'
      ? !multipleBlocked && (multipleFree !== null || stakeMinor(stateOf(MULTIPLE).stake) !== null)
      : items.length > 0 &&
        items.every(
          (item) => usesFreeBet(item.selectionId) || stakeMinor(stateOf(item.selectionId).stake) !== null,
        ));

  const review = () => {
    setPlaced(false);
    if (unavailable) return;
    if (mode === 'multiple') {
      if (multipleFree === null && stakeMinor(stateOf(MULTIPLE).stake) === null)
        update(MULTIPLE, { error: slip.errors.stake });
      else if (!multipleBlocked) setStep('confirm');
      return;
    }
    let valid = true;
    for (const item of items) {
      if (!usesFreeBet(item.selectionId) && stakeMinor(stateOf(item.selectionId).stake) === null) {
        update(item.selectionId, { error: slip.errors.stake });
        valid = false;
      }
    }
    if (valid) setStep('confirm');
  };

  const placeMultiple = async () => {
    setStep('placing');
    try {
      const free = multipleFree;
      await placeSportsMultiple(
        {
          legs: legsForApi(items),
          stake: free ? free.amount.amount.toFixed(2) : stakeForApi(stateOf(MULTIPLE).stake),
          requestId: requestId(),
          ...(free ? { bettingBonusId: free.id } : {}),
        },
        { locale },
      );
      update(MULTIPLE, { stake: '', error: null });
      if (free) setFreeBetOnMultiple(false);
      onPlaced(items.map((item) => item.selectionId));
      setPlaced(true);
    } catch (error) {
      const prices = error instanceof AppError && error.code === 'PRICE_CHANGED' ? error.data?.prices : null;
      if (Array.isArray(prices)) {
        const moved: Record<number, number> = {};
        for (const price of prices as { selection_id?: unknown; odds?: unknown }[]) {
          if (typeof price.selection_id === 'number' && typeof price.odds === 'number')
            moved[price.selection_id] = price.odds;
        }
        setMovedLegs(moved);
        update(MULTIPLE, { error: null });
      } else {
        update(MULTIPLE, refusal(error));
      }
    }
    setStep('edit');
    void revalidator.revalidate();
  };

  const acceptMovedLegs = () => {
    for (const [selectionId, newOdds] of Object.entries(movedLegs)) onReprice(Number(selectionId), newOdds);
    setMovedLegs({});
  };

  const place = async () => {
    if (mode === 'multiple') return placeMultiple();
    setStep('placing');
    for (const item of items) {
      const state = stateOf(item.selectionId);
      const free = usesFreeBet(item.selectionId) ? freeBet : null;
      try {
        await placeSportsBet(
          {
            selectionId: item.selectionId,
            stake: free ? free.amount.amount.toFixed(2) : stakeForApi(state.stake),
            odds: item.odds,
            requestId: requestId(),
            ...(free ? { bettingBonusId: free.id } : {}),
          },
          { locale },
        );
        if (free) setFreeBetOn(null);
        onPlaced([item.selectionId]);
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

  const stakeField = (id: number, label: string) => {
    const state = stateOf(id);
    const stakeId = `slip-stake-${id}`;
    const errorId = `slip-error-${id}`;
    return (
      <>
        <label htmlFor={stakeId}>{label}</label>
        <input
          id={stakeId}
          className="bet-slip-input"
          inputMode="decimal"
          autoComplete="off"
          value={state.stake}
          disabled={step !== 'edit'}
          aria-invalid={state.error !== null}
          aria-describedby={state.error ? errorId : undefined}
          onChange={(change) => update(id, { stake: change.target.value, error: null })}
        />
        <p className="sports-muted">{format(slip.stakeHint, limits)}</p>
      </>
    );
  };
  const errorOf = (id: number) => {
    const state = stateOf(id);
    return state.error ? (
      <p id={`slip-error-${id}`} className="bet-slip-error" role="alert">
        {state.error}
      </p>
    ) : null;
  };
  const multipleStake = stateOf(MULTIPLE).stake;
  /** "Use my free bet" on a single: one single at a time, at the free bet's lowest odds or more. */
  const freeBetChoice = (item: SlipItem) => {
    if (!freeBet) return null;
    const tooLow = Math.round(item.odds * 100) < Math.round(freeBet.min_odds * 100);
    const taken =
      freeBetOn !== null && freeBetOn !== item.selectionId && items.some((i) => i.selectionId === freeBetOn);
    const id = `slip-free-bet-${item.selectionId}`;
    return (
      <div className="bet-slip-free-bet">
        <label htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={usesFreeBet(item.selectionId)}
            disabled={step !== 'edit' || tooLow || taken}
            onChange={(change) => {
              setFreeBetOn(change.target.checked ? item.selectionId : null);
              update(item.selectionId, { error: null });
            }}
          />{' '}
          {format(slip.useFreeBet, { amount: money(freeBet.amount.amount) })}
        </label>
        {tooLow ? (
          <p className="sports-muted">{format(slip.freeBetOdds, { odds: odds(freeBet.min_odds) })}</p>
        ) : taken ? (
          <p className="sports-muted">{slip.freeBetTaken}</p>
        ) : null}
      </div>
    );
  };

  /** "Use my free bet" on the multiple (decision 0077): every leg and the combined odds at its lowest odds. */
  const freeMultipleChoice = (free: PlayerBettingBonus) => {
    const id = 'slip-free-bet-multiple';
    return (
      <div className="bet-slip-free-bet">
        <label htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={multipleFree !== null}
            disabled={step !== 'edit' || freeMultipleRefusal !== null}
            aria-describedby={freeMultipleRefusal === null ? undefined : `${id}-why`}
            onChange={(change) => {
              setFreeBetOnMultiple(change.target.checked);
              update(MULTIPLE, { error: null });
            }}
          />{' '}
          {format(slip.useFreeBet, { amount: money(free.amount.amount) })}
        </label>
        {freeMultipleRefusal === null ? null : (
          <p className="sports-muted" id={`${id}-why`}>
            {format(freeMultipleRefusal === 'odds' ? slip.freeBetOdds : slip.freeBetLegOdds, {
              odds: odds(free.min_odds),
            })}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="bet-slip-body">
      {placed ? (
        <p className="bet-slip-success" role="status">
          {slip.placed}
        </p>
      ) : null}
      {items.length === 0 ? <p className="sports-muted">{slip.empty}</p> : null}
      {items.length >= SPORTS_MULTIPLE_LIMITS.minLegs ? (
        <fieldset className="sports-filter bet-slip-mode">
          <legend className="visually-hidden">{slip.modeLabel}</legend>
          {(['singles', 'multiple'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="sports-chip"
              aria-pressed={mode === value}
              disabled={step !== 'edit'}
              onClick={() => {
                setMode(value);
                setMovedLegs({});
              }}
            >
              {slip[value]}
            </button>
          ))}
        </fieldset>
      ) : null}
      {mode === 'multiple' ? (
        <h3 className="bet-slip-kind">{format(slip.multipleTitle, { kind, count: String(items.length) })}</h3>
      ) : null}
      <ul className="bet-slip-items">
        {items.map((item) => {
          const state = stateOf(item.selectionId);
          const back = potentialReturn(state.stake, item.odds);
          const moved = mode === 'multiple' ? movedLegs[item.selectionId] : undefined;
          const clash = mode === 'multiple' && clashes.has(item.eventId);
          return (
            <li key={item.selectionId} className={`bet-slip-item${clash ? ' is-clashing' : ''}`}>
              <div className="bet-slip-item-head">
                <div>
                  <p className="bet-slip-selection">
                    {item.selection}{' '}
                    <span className="bet-slip-odds">
                      {moved === undefined ? odds(item.odds) : `${odds(item.odds)} → ${odds(moved)}`}
                    </span>
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
                  onClick={() => {
                    setMovedLegs({});
                    onRemove(item.selectionId);
                  }}
                >
                  ×
                </button>
              </div>
              {clash ? (
                <p className="bet-slip-error" role="alert">
                  {slip.sameEvent}
                </p>
              ) : null}
              {item.unavailable ? (
                <p className="bet-slip-error" role="alert">
                  {slip.unavailable}
                </p>
              ) : null}
              {mode === 'singles' && !item.unavailable ? (
                <>
                  {freeBet && player ? freeBetChoice(item) : null}
                  {usesFreeBet(item.selectionId) && freeBet ? (
                    <p className="bet-slip-return">
                      {slip.winnings}:{' '}
                      <strong>{money(freeBetWinnings(freeBet.amount.amount, item.odds))}</strong>
                    </p>
                  ) : (
                    <>
                      {stakeField(item.selectionId, format(slip.stake, { currency }))}
                      <p className="bet-slip-return">
                        {slip.potentialReturn}: <strong>{back === null ? '—' : money(back)}</strong>
                      </p>
                    </>
                  )}
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
                  {errorOf(item.selectionId)}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {mode === 'multiple' ? (
        <div className="bet-slip-item bet-slip-multiple">
          <p className="bet-slip-return">
            {slip.combinedOdds}: <strong>{odds(multipleOdds)}</strong>
          </p>
          {freeBet && player ? freeMultipleChoice(freeBet) : null}
          {multipleFree ? (
            <p className="bet-slip-return">
              {slip.winnings}:{' '}
              <strong>{money(freeBetWinnings(multipleFree.amount.amount, multipleOdds))}</strong>
            </p>
          ) : (
            <>
              {stakeField(MULTIPLE, format(slip.stake, { currency }))}
              <p className="bet-slip-return">
                {slip.potentialReturn}:{' '}
                <strong>
                  {potentialReturn(multipleStake, multipleOdds) === null
                    ? '—'
                    : money(potentialReturn(multipleStake, multipleOdds)!)}
                </strong>
              </p>
            </>
          )}
          {tooManyLegs ? (
            <p className="bet-slip-error" role="alert">
              {format(slip.tooManyLegs, { max: String(SPORTS_MULTIPLE_LIMITS.maxLegs) })}
            </p>
          ) : Math.round(multipleOdds * 100) > SPORTS_MULTIPLE_LIMITS.maxOddsHundredths ? (
            <p className="bet-slip-error" role="alert">
              {format(slip.errors.ODDS_TOO_HIGH, limits)}
            </p>
          ) : null}
          {Object.keys(movedLegs).length > 0 ? (
            <div className="bet-slip-price" role="alert">
              <p>{slip.pricesChanged}</p>
              <button type="button" className="button button-secondary" onClick={acceptMovedLegs}>
                {slip.acceptPrices}
              </button>
            </div>
          ) : null}
          {errorOf(MULTIPLE)}
        </div>
      ) : null}
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
          {mode === 'multiple' ? (
            <>
              <p>
                {multipleFree
                  ? format(slip.confirmFreeMultiple, {
                      stake: money(multipleFree.amount.amount),
                      kind: kind.toLowerCase(),
                      odds: odds(multipleOdds),
                      return: money(freeBetWinnings(multipleFree.amount.amount, multipleOdds)),
                    })
                  : format(slip.confirmMultiple, {
                      stake: money((stakeMinor(multipleStake) ?? 0) / 100),
                      kind: kind.toLowerCase(),
                      odds: odds(multipleOdds),
                      return: money(potentialReturn(multipleStake, multipleOdds) ?? 0),
                    })}
              </p>
              <ul>
                {items.map((item) => (
                  <li key={item.selectionId}>
                    {item.selection} ({odds(item.odds)}) · {item.event}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <ul>
              {items.map((item) => {
                const state = stateOf(item.selectionId);
                if (usesFreeBet(item.selectionId) && freeBet) {
                  return (
                    <li key={item.selectionId}>
                      {format(slip.confirmFreeBet, {
                        stake: money(freeBet.amount.amount),
                        selection: item.selection,
                        odds: odds(item.odds),
                        return: money(freeBetWinnings(freeBet.amount.amount, item.odds)),
                      })}
                    </li>
                  );
                }
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
          )}
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
