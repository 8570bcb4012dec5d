import type { Dispatch, SetStateAction } from 'react';
import type { PlayerBettingBonus } from '../../api/betting-bonuses.js';
import { oddsHundredths, type SlipItem } from './slip-item.js';
import type { SlipChoices, SlipMode } from './slip-storage.js';

/** Where the player's active free bet is used on the slip (decisions 0070 and 0077). */
export interface SlipFreeBet {
  freeBet: PlayerBettingBonus | null;
  /** The single that uses the free bet, by selection. */
  freeBetOn: number | null;
  usesFreeBet: (selectionId: number) => boolean;
  setFreeBetOn: (selectionId: number | null) => void;
  setFreeBetOnMultiple: (on: boolean) => void;
  /** Why the free bet cannot go on this multiple: the combined odds, or a leg, below its lowest odds. */
  multipleRefusal: 'odds' | 'legs' | null;
  /** The free bet, when the multiple uses it. */
  multipleFree: PlayerBettingBonus | null;
}

export function useSlipFreeBet({
  items,
  freeBet,
  choices,
  onChoices,
  mode,
  multipleOdds,
}: {
  items: readonly SlipItem[];
  freeBet: PlayerBettingBonus | null;
  choices: SlipChoices;
  onChoices: Dispatch<SetStateAction<SlipChoices>>;
  mode: SlipMode;
  multipleOdds: number;
}): SlipFreeBet {
  // Where the player's active free bet is ticked (a choice of another free bet counts for nothing).
  const place = freeBet !== null && choices.freeBet?.id === freeBet.id ? choices.freeBet.on : null;
  const tick = (on: number | 'multiple' | null) =>
    onChoices((current) => ({ ...current, freeBet: on !== null && freeBet ? { id: freeBet.id, on } : null }));
  const freeBetOn = typeof place === 'number' ? place : null;
  const multipleRefusal = freeMultipleRefusal(freeBet, items, multipleOdds);
  return {
    freeBet,
    freeBetOn,
    usesFreeBet: (id) =>
      mode === 'singles' && freeBet !== null && freeBetOn === id && items.some((i) => i.selectionId === id),
    setFreeBetOn: (selectionId) => tick(selectionId),
    setFreeBetOnMultiple: (on) => tick(on ? 'multiple' : null),
    multipleRefusal,
    multipleFree:
      mode === 'multiple' && freeBet !== null && place === 'multiple' && multipleRefusal === null
        ? freeBet
        : null,
  };
}

function freeMultipleRefusal(
  freeBet: PlayerBettingBonus | null,
  items: readonly SlipItem[],
  multipleOdds: number,
): 'odds' | 'legs' | null {
  if (freeBet === null) return null;
  const lowest = oddsHundredths(freeBet.min_odds);
  if (oddsHundredths(multipleOdds) < lowest) return 'odds';
  return items.some((item) => oddsHundredths(item.odds) < lowest) ? 'legs' : null;
}
