import { cardValue, handValue } from './cards.js';
import type { BlackjackActionType, BlackjackState } from './rules.js';

/**
 * Basic strategy for these rules (six decks, dealer stands on soft 17, double after
 * split, no surrender), as in the standard published charts. The RTP simulation plays
 * it; the game never uses it. Codes: H hit, S stand, D double (else hit), Ds double
 * (else stand), P split.
 */
type Move = 'H' | 'S' | 'D' | 'Ds' | 'P';

/** Dealer up card 2…11 (ace 11) → column 0…9. */
const column = (up: number) => up - 2;
const row = (codes: string): Move[] => codes.split(' ') as Move[];

//                       dealer: 2  3  4  5  6  7  8  9  10 A
const HARD: Record<number, Move[]> = {
  9: row('H D D D D H H H H H'),
  10: row('D D D D D D D D H H'),
  11: row('D D D D D D D D D H'),
  12: row('H H S S S H H H H H'),
  13: row('S S S S S H H H H H'),
  14: row('S S S S S H H H H H'),
  15: row('S S S S S H H H H H'),
  16: row('S S S S S H H H H H'),
};

const SOFT: Record<number, Move[]> = {
  12: row('H H H H H H H H H H'),
  13: row('H H H D D H H H H H'),
  14: row('H H H D D H H H H H'),
  15: row('H H D D D H H H H H'),
  16: row('H H D D D H H H H H'),
  17: row('H D D D D H H H H H'),
  18: row('S Ds Ds Ds Ds S S H H H'),
};

/** Pairs by card value (11 for aces); a missing pair plays by its total. */
const PAIRS: Record<number, Move[]> = {
  2: row('P P P P P P H H H H'),
  3: row('P P P P P P H H H H'),
  4: row('H H H P P H H H H H'),
  6: row('P P P P P H H H H H'),
  7: row('P P P P P P H H H H'),
  8: row('P P P P P P P P P P'),
  9: row('P P P P P S P P S S'),
  11: row('P P P P P P P P P P'),
};

function move(cards: number[], up: number, canSplit: boolean): Move {
  if (canSplit) {
    const pair = cardValue(cards[0]!) === 1 ? 11 : cardValue(cards[0]!);
    const pairMove = PAIRS[pair]?.[column(up)];
    if (pairMove) return pairMove;
  }
  const { total, soft } = handValue(cards);
  if (soft) return total >= 19 ? 'S' : SOFT[total]![column(up)]!;
  if (total >= 17) return 'S';
  if (total <= 8) return 'H';
  return HARD[total]![column(up)]!;
}

export function basicStrategy(state: BlackjackState): BlackjackActionType {
  const hand = state.hands[state.active]!;
  const upValue = cardValue(state.dealer[0]!);
  const up = upValue === 1 ? 11 : upValue;
  const allowed = state.allowedActions;
  const chosen = move(hand.cards, up, allowed.includes('split'));
  switch (chosen) {
    case 'P':
      return 'split';
    case 'D':
      return allowed.includes('double') ? 'double' : 'hit';
    case 'Ds':
      return allowed.includes('double') ? 'double' : 'stand';
    case 'S':
      return 'stand';
    default:
      return 'hit';
  }
}
