import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../fairness/stream.js';
import { ActionNotAllowedError, InvalidBetError } from '../registry/errors.js';
import { replayHouseRound } from '../registry/replay.js';
import { expectRtpWithinStandardErrors } from '../sim/expect-rtp.js';
import { simulateMines } from '../sim/games.js';
import { minesGame } from './definition.js';
import {
  actMines,
  MINES_RTP,
  type MinesState,
  minesMultiplier,
  minesView,
  placeMines,
  startMines,
} from './mines.js';

const seeds = {
  serverSeed: 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c',
  clientSeed: 'player-seed',
  nonce: 7,
};

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

const safeCells = (state: MinesState) =>
  Array.from({ length: 25 }, (_, i) => i).filter((c) => !state.mines.includes(c));

describe('mines', () => {
  it('places m distinct mines by partial Fisher–Yates', () => {
    const mines = placeMines(new OutcomeStream(seeds), 5);
    expect(new Set(mines).size).toBe(5);
    expect(mines.every((c) => c >= 0 && c < 25)).toBe(true);
    expect(mines).toContain(new OutcomeStream(seeds).nextInt(25));
  });

  it('multiplier after k safe reveals is 0.99 · C(25, k) / C(25 − m, k), so every cash-out returns 99 %', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        const safeChance = choose(25 - m, k) / choose(25, k);
        expect(minesMultiplier(m, k)).toBeCloseTo(MINES_RTP / safeChance, 6);
        expect(safeChance * minesMultiplier(m, k)).toBeCloseTo(MINES_RTP, 12);
      }
    }
    expect(minesMultiplier(1, 1)).toBeCloseTo(1.03125, 12);
    expect(minesMultiplier(24, 1)).toBeCloseTo(24.75, 12);
  });

  it('returns exactly 99 % over every board with two mines (cash out after three reveals of 0, 1, 2)', () => {
    let returned = 0;
    let boards = 0;
    for (let a = 0; a < 25; a++)
      for (let b = a + 1; b < 25; b++) {
        let state: MinesState = { ...startMines(new OutcomeStream(seeds), 2), mines: [a, b] };
        for (let cell = 0; cell < 3 && !state.finished; cell++)
          state = actMines(state, { type: 'reveal', cell }).state;
        if (!state.finished) state = actMines(state, { type: 'cashout' }).state;
        returned += state.multiplier!;
        boards += 1;
      }
    expect(returned / boards).toBeCloseTo(MINES_RTP, 12);
  });

  it('reveals, cashes out, loses on a mine and ends by itself when the board is clear', () => {
    const start = minesGame.start(new OutcomeStream(seeds), { mines: 3 });
    expect(start.allowedActions).toEqual(['reveal']);
    expect(() => actMines(start, { type: 'cashout' })).toThrow(ActionNotAllowedError);
    const [first, second] = safeCells(start);
    const one = actMines(start, { type: 'reveal', cell: first! }).state;
    expect(one).toMatchObject({ finished: false, allowedActions: ['reveal', 'cashout'] });
    expect(one.currentMultiplier).toBeCloseTo(minesMultiplier(3, 1), 12);
    expect(() => actMines(one, { type: 'reveal', cell: first! })).toThrow(ActionNotAllowedError);
    const two = actMines(one, { type: 'reveal', cell: second! }).state;
    expect(actMines(two, { type: 'cashout' }).state).toMatchObject({
      finished: true,
      multiplier: minesMultiplier(3, 2),
    });
    const boom = actMines(two, { type: 'reveal', cell: start.mines[0]! }).state;
    expect(boom).toMatchObject({ finished: true, multiplier: 0, hitMine: true });
    let clear = start;
    for (const cell of safeCells(start)) clear = actMines(clear, { type: 'reveal', cell }).state;
    expect(clear).toMatchObject({ finished: true, multiplier: minesMultiplier(3, 22) });
    expect(start.revealed).toEqual([]); // never mutated
  });

  it('hides the mines until the round ends, and refuses malformed bets and actions', () => {
    const start = minesGame.start(new OutcomeStream(seeds), { mines: 3 });
    expect(JSON.stringify(minesView(start))).not.toContain('"mines"');
    const finished = actMines(start, { type: 'reveal', cell: start.mines[0]! }).state;
    expect((minesView(finished) as MinesState).mines).toEqual(start.mines);
    for (const bet of [{ mines: 0 }, { mines: 25 }, { mines: 2.5 }, {}]) {
      expect(() => minesGame.parseBet(bet)).toThrow(InvalidBetError);
    }
    for (const action of [
      null,
      { type: 'reveal' },
      { type: 'reveal', cell: 25 },
      { type: 'cashout', cell: 1 },
      { type: 'flag' },
    ]) {
      expect(() => minesGame.parseAction(action)).toThrow(ActionNotAllowedError);
    }
  });

  it('replays from the seeds and the actions to the same state', () => {
    const start = minesGame.start(new OutcomeStream(seeds), { mines: 5 });
    const actions = [
      ...safeCells(start)
        .slice(0, 4)
        .map((cell) => ({ type: 'reveal', cell })),
      { type: 'cashout' },
    ];
    let state = start;
    for (const action of actions) state = minesGame.act(state, minesGame.parseAction(action)).state;
    expect(replayHouseRound('mines', seeds, { mines: 5 }, actions)).toEqual({
      finished: true,
      multiplier: minesMultiplier(5, 4),
      outcome: state,
    });
  });

  it('simulations through the HMAC stream return 99 % (50 000 rounds)', () => {
    for (const line of simulateMines(50_000)) expectRtpWithinStandardErrors(line);
  }, 60_000);
});
