import { SPORTS_MULTIPLE_LIMITS } from '@jeton/domain';
import { type Dispatch, type SetStateAction, useState } from 'react';
import type { PlayerBettingBonus } from '../../api/betting-bonuses.js';
import { checkMultiple } from './multiple-check.js';
import type { SlipItem } from './slip-item.js';
import { useItemStates } from './slip-state.js';
import type { SlipChoices, SlipMode } from './slip-storage.js';
import { useSlipFormat } from './use-slip-format.js';
import { useSlipFreeBet } from './use-slip-free-bet.js';
import { useSlipPlacing } from './use-slip-placing.js';

export interface BetSlipProps {
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
}

/** Everything the slip's parts show and do, from the slip's props and its own state. */
export function useBetSlip(props: BetSlipProps) {
  const { items, currency, choices, onChoices } = props;
  const mode: SlipMode = items.length >= SPORTS_MULTIPLE_LIMITS.minLegs ? choices.mode : 'singles';
  const setMode = (value: SlipMode) => onChoices((current) => ({ ...current, mode: value }));
  const fmt = useSlipFormat(currency, mode);
  const states = useItemStates();
  /** A multiple's moved prices, by selection: accepted together. */
  const [movedLegs, setMovedLegs] = useState<Record<number, number>>({});
  const multiple = checkMultiple(items, movedLegs);
  const free = useSlipFreeBet({
    items,
    freeBet: props.freeBet,
    choices,
    onChoices,
    mode,
    multipleOdds: multiple.odds,
  });
  const placing = useSlipPlacing({
    items,
    currency,
    mode,
    states,
    free,
    multiple,
    setMovedLegs,
    onPlaced: props.onPlaced,
    fmt,
  });
  const { kinds } = fmt.texts;
  const acceptMovedLegs = () => {
    for (const [selectionId, newOdds] of Object.entries(movedLegs))
      props.onReprice(Number(selectionId), newOdds);
    setMovedLegs({});
  };
  return {
    ...props,
    fmt,
    mode,
    setMode,
    /** Double, treble or accumulator. */
    kind: items.length === 2 ? kinds[2] : items.length === 3 ? kinds[3] : kinds.more,
    states,
    movedLegs,
    clearMovedLegs: () => setMovedLegs({}),
    acceptMovedLegs,
    multiple,
    free,
    placing,
  };
}

export type BetSlipModel = ReturnType<typeof useBetSlip>;
