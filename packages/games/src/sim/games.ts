import { BLACKJACK_RTP } from '../blackjack/definition.js';
import { actBlackjack, type BlackjackState, ShoeExhaustedError, startBlackjack } from '../blackjack/rules.js';
import { SHOE_SIZE, shuffleShoe } from '../blackjack/shoe.js';
import { basicStrategy } from '../blackjack/strategy.js';
import { crashRtp, playCrash, settleCrash } from '../crash/crash.js';
import { DICE_RTP, type DiceBet, rollDice, settleDice } from '../dice/dice.js';
import { chiSquareAgainst, chiSquareUniform } from '../fairness/chi-square.js';
import { OutcomeStream, type RoundSeeds } from '../fairness/stream.js';
import { drawKeno, kenoMultiplier, kenoRtp } from '../keno/keno.js';
import { actMines, MINES_RTP, placeMines, startMines } from '../mines/mines.js';
import {
  dropPlinko,
  PLINKO_MAX_ROWS,
  type PlinkoBet,
  plinkoBinChances,
  plinkoMultiplier,
  plinkoRtp,
} from '../plinko/plinko.js';
import { ROULETTE_RTP, type RouletteBet, returnsByPocket, spinRoulette } from '../roulette/roulette.js';
import { exactSlotRtp } from '../slot/exact.js';
import { FREE_SPIN_MULTIPLIER } from '../slot/paytable.js';
import { FRUIT_REELS } from '../slot/reels.js';
import { drawStops, spinSlot } from '../slot/slot.js';
import { type RtpLine, RtpMeter } from './rtp.js';

/**
 * RTP simulations play real rounds: each round is nonce 0, 1, 2, … of one seed pair,
 * drawn through the same HMAC stream as live play, so they test the whole path from
 * hash to payout. Unit tests use the fixed seed below (reproducible); npm run sim:rtp
 * uses a fresh random one each run.
 */
export const SIMULATION_SERVER_SEED = 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c';
export const SIMULATION_CLIENT_SEED = 'rtp-simulation';

function roundSeeds(serverSeed: string, nonce: number): RoundSeeds {
  return { serverSeed, clientSeed: SIMULATION_CLIENT_SEED, nonce };
}

const diceBets: [string, DiceBet, boolean][] = [
  ['under 50.00 (×1.98)', { direction: 'under', targetHundredths: 5000 }, true],
  ['over 24.99 (75 %, ×1.32)', { direction: 'over', targetHundredths: 2499 }, true],
  ['under 10.00 (×9.9)', { direction: 'under', targetHundredths: 1000 }, false],
  ['under 1.00 (×99)', { direction: 'under', targetHundredths: 100 }, false],
];

/** Every bet is settled against the same rolls: one roll per round. */
export function simulateDice(rounds: number, serverSeed = SIMULATION_SERVER_SEED): RtpLine[] {
  const meters = diceBets.map(([label, bet, headline]) => ({
    bet,
    meter: new RtpMeter('dice', label, DICE_RTP, headline),
  }));
  for (let nonce = 0; nonce < rounds; nonce++) {
    const outcome = rollDice(new OutcomeStream(roundSeeds(serverSeed, nonce)));
    for (const { bet, meter } of meters) meter.record(settleDice(bet, outcome).multiplier);
  }
  return meters.map(({ meter }) => meter.line());
}

const rouletteBets: [string, RouletteBet, boolean][] = [
  ['red (1 to 1)', { kind: 'red' }, true],
  ['odd (1 to 1)', { kind: 'odd' }, true],
  ['high 19–36 (1 to 1)', { kind: 'high' }, true],
  ['second dozen (2 to 1)', { kind: 'dozen', dozen: 2 }, false],
  ['third column (2 to 1)', { kind: 'column', column: 3 }, false],
  ['six line 1–6 (5 to 1)', { kind: 'sixLine', firstRow: 1 }, false],
  ['corner 17-18-20-21 (8 to 1)', { kind: 'corner', topLeft: 17 }, false],
  ['street 34–36 (11 to 1)', { kind: 'street', row: 12 }, false],
  ['split 0–2 (17 to 1)', { kind: 'split', numbers: [0, 2] }, false],
  ['straight 17 (35 to 1)', { kind: 'straight', number: 17 }, false],
];

export function simulateRoulette(rounds: number, serverSeed = SIMULATION_SERVER_SEED): RtpLine[] {
  const meters = rouletteBets.map(([label, bet, headline]) => ({
    returns: returnsByPocket(bet),
    meter: new RtpMeter('roulette', label, ROULETTE_RTP, headline),
  }));
  for (let nonce = 0; nonce < rounds; nonce++) {
    const { pocket } = spinRoulette(new OutcomeStream(roundSeeds(serverSeed, nonce)));
    for (const { returns, meter } of meters) meter.record(returns[pocket]!);
  }
  return meters.map(({ meter }) => meter.line());
}

const crashTargets: [number, boolean][] = [
  [101, true],
  [200, true],
  [1_000, false],
  [10_000, false],
];

export function simulateCrash(rounds: number, serverSeed = SIMULATION_SERVER_SEED): RtpLine[] {
  const meters = crashTargets.map(([target, headline]) => ({
    target,
    meter: new RtpMeter('crash', `cash out at ×${(target / 100).toFixed(2)}`, crashRtp(target), headline),
  }));
  for (let nonce = 0; nonce < rounds; nonce++) {
    const outcome = playCrash(new OutcomeStream(roundSeeds(serverSeed, nonce)));
    for (const { target, meter } of meters) meter.record(settleCrash(target, outcome).multiplier);
  }
  return meters.map(({ meter }) => meter.line());
}

export interface UniformityResult {
  buckets: number;
  draws: number;
  chiSquare: number;
}

/** Chi-square of `draws` unbiased integers below `buckets`, eight draws per round's stream. */
export function measureUniformity(
  buckets: number,
  draws: number,
  serverSeed = SIMULATION_SERVER_SEED,
): UniformityResult {
  const counts = new Float64Array(buckets);
  let drawn = 0;
  for (let nonce = 0; drawn < draws; nonce++) {
    const stream = new OutcomeStream(roundSeeds(serverSeed, nonce));
    for (let i = 0; i < 8 && drawn < draws; i++, drawn++) counts[stream.nextInt(buckets)]! += 1;
  }
  return { buckets, draws, chiSquare: chiSquareUniform(counts) };
}

/**
 * Slot: each paid spin takes the next nonce and so does each free spin it leads to, as
 * in live play. The main line is what a paid spin returns with all its free spins
 * (retriggers included); the others check the parts of the exact RTP.
 */
export function simulateSlot(paidSpins: number, serverSeed = SIMULATION_SERVER_SEED): RtpLine[] {
  const exact = exactSlotRtp();
  const total = new RtpMeter('slot', 'paid spin with its free spins', exact.rtp);
  const base = new RtpMeter('slot', 'base spin (lines + scatters)', exact.spinRtp, true);
  const awarded = new RtpMeter('slot', 'free spins awarded per spin', exact.freeSpinsPerSpin);
  const free = new RtpMeter('slot', 'one free spin (×3)', FREE_SPIN_MULTIPLIER * exact.spinRtp);
  let nonce = 0;
  for (let spin = 0; spin < paidSpins; spin++) {
    const paid = spinSlot(new OutcomeStream(roundSeeds(serverSeed, nonce++)), false);
    base.record(paid.multiplier);
    awarded.record(paid.freeSpinsAwarded);
    let returned = paid.multiplier;
    for (let remaining = paid.freeSpinsAwarded; remaining > 0; remaining--) {
      const spun = spinSlot(new OutcomeStream(roundSeeds(serverSeed, nonce++)), true);
      free.record(spun.multiplier);
      awarded.record(spun.freeSpinsAwarded);
      remaining += spun.freeSpinsAwarded;
      returned += spun.multiplier;
    }
    total.record(returned);
  }
  return [total, base, awarded, free].map((meter) => meter.line());
}

/**
 * One blackjack hand played by basic strategy. It shuffles only the first 16 cards (the
 * forward Fisher–Yates fixes them first, so they are the live shoe's first 16) and
 * replays the hand on the whole shoe in the rare case it needs more.
 */
export function playBlackjackByBasicStrategy(seeds: RoundSeeds): BlackjackState {
  for (const cards of [16, SHOE_SIZE]) {
    try {
      let state = startBlackjack(shuffleShoe(new OutcomeStream(seeds), cards));
      while (!state.finished) state = actBlackjack(state, { type: basicStrategy(state) }).state;
      return state;
    } catch (error) {
      if (!(error instanceof ShoeExhaustedError)) throw error;
    }
  }
  throw new Error('unreachable: a whole shoe cannot run out');
}

export function simulateBlackjack(rounds: number, serverSeed = SIMULATION_SERVER_SEED): RtpLine[] {
  const meter = new RtpMeter('blackjack', 'basic strategy (net per first stake)', BLACKJACK_RTP, true);
  for (let nonce = 0; nonce < rounds; nonce++) {
    const state = playBlackjackByBasicStrategy(roundSeeds(serverSeed, nonce));
    // RTP per first stake, the usual measure of blackjack's house edge: the extra stakes
    // of doubles and splits are paid in, so 1 + net win per first stake.
    meter.record(state.multiplier! - (state.stakeUnits - 1));
  }
  return [meter.line()];
}

const plinkoBets: [PlinkoBet, boolean][] = [
  [{ rows: 8, risk: 'low' }, true],
  [{ rows: 16, risk: 'low' }, true],
  [{ rows: 12, risk: 'medium' }, false],
  [{ rows: 16, risk: 'high' }, false],
];

/** One drop per round serves every table: the first `rows` bits of the same word. */
export function simulatePlinko(rounds: number, serverSeed = SIMULATION_SERVER_SEED): RtpLine[] {
  const meters = plinkoBets.map(([bet, headline]) => ({
    bet,
    meter: new RtpMeter('plinko', `${bet.rows} rows, ${bet.risk} risk`, plinkoRtp(bet), headline),
  }));
  for (let nonce = 0; nonce < rounds; nonce++) {
    const { path } = dropPlinko(new OutcomeStream(roundSeeds(serverSeed, nonce)), PLINKO_MAX_ROWS);
    for (const { bet, meter } of meters) {
      let bin = 0;
      for (let row = 0; row < bet.rows; row++) bin += path[row]!;
      meter.record(plinkoMultiplier(bet, bin));
    }
  }
  return meters.map(({ meter }) => meter.line());
}

const kenoBets: number[][] = [[7], [3, 33, 63], [5, 17, 29, 41, 53, 65, 77, 80, 1, 12]];

export function simulateKeno(rounds: number, serverSeed = SIMULATION_SERVER_SEED): RtpLine[] {
  const meters = kenoBets.map((picks) => ({
    picks,
    meter: new RtpMeter('keno', `${picks.length} pick${picks.length > 1 ? 's' : ''}`, kenoRtp(picks.length)),
  }));
  for (let nonce = 0; nonce < rounds; nonce++) {
    const drawn = new Set(drawKeno(new OutcomeStream(roundSeeds(serverSeed, nonce))));
    for (const { picks, meter } of meters) {
      let hits = 0;
      for (const pick of picks) if (drawn.has(pick)) hits += 1;
      meter.record(kenoMultiplier(picks.length, hits));
    }
  }
  return meters.map(({ meter }) => meter.line());
}

/** [mines, safe reveals before cashing out, headline]; the player reveals cells 0, 1, 2, … */
const minesPlays: [number, number, boolean][] = [
  [1, 1, true],
  [3, 5, true],
  [10, 3, false],
  [24, 1, false],
];

export function simulateMines(rounds: number, serverSeed = SIMULATION_SERVER_SEED): RtpLine[] {
  const meters = minesPlays.map(([mines, reveals, headline]) => ({
    mines,
    reveals,
    meter: new RtpMeter(
      'mines',
      `${mines} mine${mines > 1 ? 's' : ''}, cash out after ${reveals}`,
      MINES_RTP,
      headline,
    ),
  }));
  for (let nonce = 0; nonce < rounds; nonce++) {
    for (const { mines, reveals, meter } of meters) {
      let state = startMines(new OutcomeStream(roundSeeds(serverSeed, nonce)), mines);
      for (let cell = 0; cell < reveals && !state.finished; cell++) {
        state = actMines(state, { type: 'reveal', cell }).state;
      }
      if (!state.finished) state = actMines(state, { type: 'cashout' }).state;
      meter.record(state.multiplier!);
    }
  }
  return meters.map(({ meter }) => meter.line());
}

export interface MappingCheck {
  /** What was counted, e.g. "plinko bins, 16 rows". */
  label: string;
  draws: number;
  chiSquare: number;
  degreesOfFreedom: number;
}

/**
 * Chi-square checks of the games' hash → outcome mappings beyond uniformInt itself:
 * plinko bins against the binomial, keno numbers drawn, the blackjack shoe's first card,
 * the first mine's cell and the slot's first reel stop, each over `draws` values.
 */
export function measureGameMappings(draws: number, serverSeed = SIMULATION_SERVER_SEED): MappingCheck[] {
  const seedsOf = (nonce: number) => roundSeeds(serverSeed, nonce);
  const count = (
    label: string,
    buckets: number,
    rounds: number,
    read: (nonce: number, counts: Float64Array) => void,
  ) => {
    const counts = new Float64Array(buckets);
    for (let nonce = 0; nonce < rounds; nonce++) read(nonce, counts);
    return { label, counts };
  };
  const plinko = count('plinko bins, 16 rows (against the binomial)', 17, draws, (nonce, counts) => {
    counts[dropPlinko(new OutcomeStream(seedsOf(nonce)), 16).bin]! += 1;
  });
  const uniform = [
    count('keno numbers drawn (20 a round)', 80, Math.ceil(draws / 20), (nonce, counts) => {
      for (const number of drawKeno(new OutcomeStream(seedsOf(nonce)))) counts[number - 1]! += 1;
    }),
    count('blackjack first card of the shoe', 52, draws, (nonce, counts) => {
      counts[shuffleShoe(new OutcomeStream(seedsOf(nonce)), 1)[0]!]! += 1;
    }),
    count('mines: cell of a single mine', 25, draws, (nonce, counts) => {
      counts[placeMines(new OutcomeStream(seedsOf(nonce)), 1)[0]!]! += 1;
    }),
    count('slot: stop of reel 1', 32, draws, (nonce, counts) => {
      counts[drawStops(new OutcomeStream(seedsOf(nonce)), FRUIT_REELS)[0]!]! += 1;
    }),
  ];
  const total = (counts: Float64Array) => counts.reduce((sum, c) => sum + c, 0);
  return [
    {
      label: plinko.label,
      draws: total(plinko.counts),
      chiSquare: chiSquareAgainst(plinko.counts, plinkoBinChances(16)),
      degreesOfFreedom: 16,
    },
    ...uniform.map(({ label, counts }) => ({
      label,
      draws: total(counts),
      chiSquare: chiSquareUniform(counts),
      degreesOfFreedom: counts.length - 1,
    })),
  ];
}
