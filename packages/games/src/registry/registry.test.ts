import { describe, expect, it } from 'vitest';
import { commitServerSeed } from '../fairness/seeds.js';
import { OutcomeStream } from '../fairness/stream.js';
import { ActionNotAllowedError, HouseGameError, InvalidBetError } from './errors.js';
import { findHouseGame, HOUSE_GAMES } from './house-games.js';
import { replayHouseRound, verifyHouseRound } from './replay.js';

const seeds = {
  serverSeed: 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c',
  clientSeed: 'player-seed',
  nonce: 7,
};

/** A valid bet per registered kind, and inputs each must refuse. */
const validBets: Record<string, unknown> = {
  dice: { direction: 'under', targetHundredths: 5000 },
  roulette: {
    spots: [
      { bet: { kind: 'red' }, chips: 100 },
      { bet: { kind: 'split', numbers: [0, 2] }, chips: 50 },
    ],
  },
  crash: { targetHundredths: 200 },
  slot: { freeSpin: true },
  blackjack: {},
  plinko: { rows: 16, risk: 'high' },
  keno: { picks: [1, 2, 3, 80] },
  mines: { mines: 3 },
};

const hostile: unknown[] = [null, 'bet', 42, [], JSON.parse('{"__proto__": {"x": 1}}'), { extra: true }];

describe('HOUSE_GAMES', () => {
  it('registers every kind under its own name with a documented RTP', () => {
    for (const [kind, game] of Object.entries(HOUSE_GAMES)) {
      expect(game.kind).toBe(kind);
      expect(game.rtp.rtp).toBeGreaterThan(0.9);
      expect(game.rtp.rtp).toBeLessThan(1);
      expect(game.rtp.note.length).toBeGreaterThan(0);
      expect(validBets[kind], `a valid bet for ${kind} in this test`).toBeDefined();
    }
  });

  it('looks kinds up safely, including prototype names', () => {
    expect(findHouseGame('dice')).toBe(HOUSE_GAMES.dice);
    expect(findHouseGame('__proto__')).toBeUndefined();
    expect(findHouseGame('toString')).toBeUndefined();
    expect(findHouseGame('poker')).toBeUndefined();
  });

  it.each(Object.keys(HOUSE_GAMES))('%s refuses malformed bets with INVALID_BET', (kind) => {
    const game = findHouseGame(kind)!;
    expect(() => game.parseBet(validBets[kind])).not.toThrow();
    for (const input of hostile) {
      try {
        game.parseBet(input);
        expect.unreachable(`${kind} accepted ${JSON.stringify(input)}`);
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidBetError);
        expect((error as HouseGameError).code).toBe('INVALID_BET');
      }
    }
  });

  it('refuses bets the tables do not offer', () => {
    const refused: [string, unknown][] = [
      ['dice', { direction: 'under', targetHundredths: 9900 }],
      ['dice', { direction: 'sideways', targetHundredths: 5000 }],
      ['dice', { direction: 'under', targetHundredths: '5000' }],
      ['crash', { targetHundredths: 100 }],
      ['crash', { targetHundredths: 1.5e9 }],
      ['roulette', { spots: [] }],
      ['roulette', { spots: [{ bet: { kind: 'split', numbers: [1, 5] }, chips: 1 }] }],
      ['roulette', { spots: [{ bet: { kind: 'straight', number: 37 }, chips: 1 }] }],
      ['roulette', { spots: [{ bet: { kind: 'red' }, chips: 0 }] }],
      ['roulette', { spots: [{ bet: { kind: 'red', number: 3 }, chips: 1 }] }],
      ['roulette', { spots: [{ bet: { kind: 'constructor' }, chips: 1 }] }],
      ['roulette', { spots: [{ bet: { kind: 'split', numbers: 'ab' }, chips: 1 }] }],
      ['roulette', { spots: Array.from({ length: 201 }, () => ({ bet: { kind: 'red' }, chips: 1 })) }],
    ];
    for (const [kind, bet] of refused) {
      expect(() => findHouseGame(kind)!.parseBet(bet), JSON.stringify(bet)).toThrow(InvalidBetError);
    }
  });

  it('roulette weighs its spots by chips', () => {
    const game = HOUSE_GAMES.roulette;
    const bet = game.parseBet(validBets.roulette);
    // nonce 7 lands on 36 (red): red returns 2 · 100 chips, the 0–2 split loses its 50
    const { outcome, multiplier } = game.play(new OutcomeStream(seeds), bet);
    expect(outcome.pocket).toBe(36);
    expect(multiplier).toBeCloseTo(200 / 150, 12);
  });

  it('replays and verifies a round to the outcome played', () => {
    for (const kind of Object.keys(HOUSE_GAMES)) {
      const game = findHouseGame(kind)!;
      if (game.shape !== 'one-shot') continue;
      const played = game.play(new OutcomeStream(seeds), game.parseBet(validBets[kind]));
      const replayed = replayHouseRound(kind, seeds, validBets[kind]);
      expect(replayed).toEqual({ finished: true, ...played });
      const verified = verifyHouseRound({
        kind,
        ...seeds,
        commitment: commitServerSeed(seeds.serverSeed),
        bet: validBets[kind],
      });
      expect(verified.commitmentMatches).toBe(true);
      expect(verified.outcome).toEqual(played.outcome);
    }
    expect(() => replayHouseRound('poker', seeds, {})).toThrow(InvalidBetError);
  });

  it('typed errors carry the studio codes', () => {
    expect(new ActionNotAllowedError('no').code).toBe('ACTION_NOT_ALLOWED');
    expect(new InvalidBetError('no')).toBeInstanceOf(HouseGameError);
  });
});
