import type { Dispatch, SetStateAction } from 'react';
import { useOutletContext } from 'react-router';
import type { PlayerBettingBonus } from '../../api/betting-bonuses.js';
import type { SlipItem } from './slip-item.js';
import type { SlipChoices } from './slip-storage.js';

/**
 * What the /betting layout keeps while the player moves between the list and an event page
 * (decision 0075): who they are, their free bet, and the bet slip, so a selection added on one page
 * is still on the slip on the other.
 */
export interface BettingContext {
  player: boolean;
  currency: string;
  freeBet: PlayerBettingBonus | null;
  slip: SlipItem[];
  /** Singles or multiple, and where the free bet is ticked: kept with the slip (decision 0080). */
  choices: SlipChoices;
  setChoices: Dispatch<SetStateAction<SlipChoices>>;
  slipOpen: boolean;
  setSlipOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  /** Bets placed since the layout mounted: "My bets" re-reads when it grows. */
  placedCount: number;
  /** Live price signals seen: "My bets" reads its cash-out offers again when it grows (decision 0074). */
  pricesKey: number;
  toggle: (item: SlipItem) => void;
  remove: (selectionId: number) => void;
  reprice: (selectionId: number, odds: number) => void;
  placed: (selectionIds: readonly number[]) => void;
}

export function useBetting(): BettingContext {
  return useOutletContext<BettingContext>();
}
