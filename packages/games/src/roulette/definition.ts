import { asInvalidBet, InvalidBetError } from '../registry/errors.js';
import { readArray, readInteger, readRecord } from '../registry/parse.js';
import type { OneShotGame } from '../registry/types.js';
import {
  coveredNumbers,
  ROULETTE_RTP,
  type RouletteBet,
  type RouletteOutcome,
  settleRouletteBet,
  spinRoulette,
} from './roulette.js';

/**
 * A roulette round is one spin with chips on several spots. `chips` weigh the spots:
 * the round's multiplier is Σ chips · return / Σ chips, so with chips in minor units
 * and the stake equal to their sum (`rouletteChips`) every spot is paid exactly.
 */
export interface RouletteSpot {
  bet: RouletteBet;
  chips: number;
}

export interface RouletteTableBet {
  spots: RouletteSpot[];
}

export const ROULETTE_MAX_SPOTS = 200;
const MAX_CHIPS = 1e15;

/** Which fields each kind of spot has besides `kind`. */
const SPOT_FIELDS: Record<RouletteBet['kind'], string[]> = {
  straight: ['number'],
  split: ['numbers'],
  street: ['row'],
  trio: ['withNumber'],
  corner: ['topLeft'],
  firstFour: [],
  sixLine: ['firstRow'],
  dozen: ['dozen'],
  column: ['column'],
  red: [],
  black: [],
  odd: [],
  even: [],
  low: [],
  high: [],
};

function parseRouletteBet(input: unknown): RouletteBet {
  const kind = (input as { kind?: unknown } | null)?.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(SPOT_FIELDS, kind)) {
    throw new InvalidBetError('roulette spot has an unknown kind');
  }
  const fields = SPOT_FIELDS[kind as RouletteBet['kind']];
  const record = readRecord(input, 'roulette spot', ['kind', ...fields]);
  const bet = { kind } as Record<string, unknown>;
  for (const field of fields) {
    if (field === 'numbers') {
      const numbers = readArray(record, 'numbers', 2, 2);
      if (!numbers.every((n) => typeof n === 'number')) throw new InvalidBetError('numbers must be numbers');
      bet.numbers = [...numbers];
    } else {
      bet[field] = readInteger(record, field, 0, 36);
    }
  }
  asInvalidBet(() => coveredNumbers(bet as RouletteBet));
  return bet as RouletteBet;
}

export function rouletteChips(bet: RouletteTableBet): number {
  return bet.spots.reduce((sum, spot) => sum + spot.chips, 0);
}

export const rouletteGame: OneShotGame<RouletteTableBet, RouletteOutcome> = {
  kind: 'roulette',
  shape: 'one-shot',
  name: 'European Roulette',
  rtp: { rtp: ROULETTE_RTP, note: '36/37 = 97.297 % for every spot (exact over the 37 pockets)' },
  parseBet(input) {
    const record = readRecord(input, 'roulette bet', ['spots']);
    const spots = readArray(record, 'spots', 1, ROULETTE_MAX_SPOTS).map((spot) => {
      const spotRecord = readRecord(spot, 'roulette spot', ['bet', 'chips']);
      return { bet: parseRouletteBet(spotRecord.bet), chips: readInteger(spotRecord, 'chips', 1, MAX_CHIPS) };
    });
    const bet = { spots };
    if (!Number.isSafeInteger(rouletteChips(bet))) throw new InvalidBetError('too many chips');
    return bet;
  },
  play(stream, bet) {
    const outcome = spinRoulette(stream);
    let returned = 0;
    for (const spot of bet.spots) returned += spot.chips * settleRouletteBet(spot.bet, outcome);
    return { outcome, multiplier: returned / rouletteChips(bet) };
  },
};
