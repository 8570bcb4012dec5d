import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { placeSportsBet, placeSportsMultiple } from '../../api/sportsbook.js';
import type { MultipleCheck } from './multiple-check.js';
import { amountForApi, legsForApi, type SlipItem, stakeForApi, stakeMinor } from './slip-item.js';
import { movedPrices, refusal, requestId } from './slip-refusal.js';
import { type ItemStates, MULTIPLE, type Step } from './slip-state.js';
import type { SlipMode } from './slip-storage.js';
import type { SlipFormat } from './use-slip-format.js';
import type { SlipFreeBet } from './use-slip-free-bet.js';

interface PlacingInput {
  items: readonly SlipItem[];
  currency: string;
  mode: SlipMode;
  states: ItemStates;
  free: SlipFreeBet;
  multiple: MultipleCheck;
  setMovedLegs: (moved: Record<number, number>) => void;
  onPlaced: (selectionIds: readonly number[]) => void;
  fmt: SlipFormat;
}

/**
 * Placing what the slip holds: review (every stake valid) asks for a confirmation, and only the
 * confirmation places the bets; then the balance in the header and the prices are read again.
 */
export function useSlipPlacing(input: PlacingInput) {
  const { items, currency, mode, states, free, multiple } = input;
  const revalidator = useRevalidator();
  const [step, setStep] = useState<Step>('edit');
  const [placed, setPlaced] = useState(false);
  const validStake = (id: number) => stakeMinor(states.stateOf(id).stake, currency) !== null;
  const unavailable = items.some((item) => item.unavailable);
  const ready =
    !unavailable &&
    (mode === 'multiple'
      ? !multiple.blocked && (free.multipleFree !== null || validStake(MULTIPLE))
      : items.length > 0 &&
        items.every((item) => free.usesFreeBet(item.selectionId) || validStake(item.selectionId)));

  const review = () => {
    setPlaced(false);
    if (unavailable) return;
    if (mode === 'multiple') {
      if (free.multipleFree === null && !validStake(MULTIPLE))
        states.update(MULTIPLE, { error: input.fmt.texts.errors.stake });
      else if (!multiple.blocked) setStep('confirm');
      return;
    }
    let valid = true;
    for (const item of items) {
      if (!free.usesFreeBet(item.selectionId) && !validStake(item.selectionId)) {
        states.update(item.selectionId, { error: input.fmt.texts.errors.stake });
        valid = false;
      }
    }
    if (valid) setStep('confirm');
  };

  const place = async () => {
    setStep('placing');
    const done = () => setPlaced(true);
    await (mode === 'multiple' ? placeTheMultiple(input, done) : placeTheSingles(input, done));
    setStep('edit');
    // The balance in the header and the prices are read again.
    void revalidator.revalidate();
  };

  return { step, setStep, placed, ready, review, place };
}

export type SlipPlacing = ReturnType<typeof useSlipPlacing>;

async function placeTheMultiple(input: PlacingInput, done: () => void): Promise<void> {
  const { items, states, free, fmt } = input;
  const { locale } = fmt;
  try {
    const freeBet = free.multipleFree;
    await placeSportsMultiple(
      {
        legs: legsForApi(items),
        stake: freeBet ? amountForApi(freeBet.amount) : stakeForApi(states.stateOf(MULTIPLE).stake),
        requestId: requestId(),
        ...(freeBet ? { bettingBonusId: freeBet.id } : {}),
      },
      { locale },
    );
    states.update(MULTIPLE, { stake: '', error: null });
    if (freeBet) free.setFreeBetOnMultiple(false);
    input.onPlaced(items.map((item) => item.selectionId));
    done();
  } catch (error) {
    const moved = movedPrices(error);
    if (moved) {
      input.setMovedLegs(moved);
      states.update(MULTIPLE, { error: null });
    } else {
      states.update(MULTIPLE, refusal(error, fmt));
    }
  }
}

async function placeTheSingles(input: PlacingInput, done: () => void): Promise<void> {
  const { items, states, free, fmt } = input;
  for (const item of items) {
    const freeBet = free.usesFreeBet(item.selectionId) ? free.freeBet : null;
    try {
      await placeSportsBet(
        {
          selectionId: item.selectionId,
          stake: freeBet ? amountForApi(freeBet.amount) : stakeForApi(states.stateOf(item.selectionId).stake),
          odds: item.odds,
          requestId: requestId(),
          ...(freeBet ? { bettingBonusId: freeBet.id } : {}),
        },
        { locale: fmt.locale },
      );
      if (freeBet) free.setFreeBetOn(null);
      input.onPlaced([item.selectionId]);
      done();
    } catch (error) {
      states.update(item.selectionId, refusal(error, fmt));
    }
  }
}
