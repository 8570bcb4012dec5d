import { crashRtp, playCrash, settleCrash } from '../crash/crash.js';
import { DICE_RTP, type DiceBet, rollDice, settleDice } from '../dice/dice.js';
import { chiSquareUniform } from '../fairness/chi-square.js';
import { OutcomeStream, type RoundSeeds } from '../fairness/stream.js';
import { ROULETTE_RTP, type RouletteBet, returnsByPocket, spinRoulette } from '../roulette/roulette.js';
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
