import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../fairness/stream.js';
import { ActionNotAllowedError } from '../registry/errors.js';
import { replayHouseRound } from '../registry/replay.js';
import { expectRtpWithinStandardErrors } from '../sim/expect-rtp.js';
import { playBlackjackByBasicStrategy, simulateBlackjack } from '../sim/games.js';
import { handValue, RANKS } from './cards.js';
import { blackjackGame } from './definition.js';
import {
  actBlackjack,
  type BlackjackActionType,
  type BlackjackState,
  blackjackView,
  startBlackjack,
} from './rules.js';
import { SHOE_SIZE, shuffleShoe } from './shoe.js';
import { basicStrategy } from './strategy.js';

const seeds = {
  serverSeed: 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c',
  clientSeed: 'player-seed',
  nonce: 7,
};

/** Cards by rank, spades: card('A') = 0, card('10') = 9, card('K') = 12. */
const card = (rank: string) => RANKS.indexOf(rank as (typeof RANKS)[number]);
/** A shoe dealing player, dealer up, player, dealer hole, then the rest in order. */
const shoe = (...ranks: string[]) => ranks.map(card);
const act = (state: BlackjackState, type: BlackjackActionType) => actBlackjack(state, { type });

describe('blackjack cards and shoe', () => {
  it('counts aces as 11 when they fit', () => {
    expect(handValue(shoe('A', '6'))).toEqual({ total: 17, soft: true });
    expect(handValue(shoe('A', '6', '10'))).toEqual({ total: 17, soft: false });
    expect(handValue(shoe('A', 'A', '9'))).toEqual({ total: 21, soft: true });
    expect(handValue(shoe('K', 'Q', '2'))).toEqual({ total: 22, soft: false });
  });

  it('shuffles six whole decks by forward Fisher–Yates from the stream', () => {
    const full = shuffleShoe(new OutcomeStream(seeds));
    expect(full).toHaveLength(SHOE_SIZE);
    const counts = new Array(52).fill(0);
    for (const c of full) counts[c] += 1;
    expect(counts.every((n) => n === 6)).toBe(true);
    // the first card is ordered-shoe position uniformInt(312): deck order i mod 52
    expect(full[0]).toBe(new OutcomeStream(seeds).nextInt(312) % 52);
    expect(shuffleShoe(new OutcomeStream(seeds))).toEqual(full);
    expect(shuffleShoe(new OutcomeStream({ ...seeds, nonce: 8 }))).not.toEqual(full);
  });

  it('a shortened shuffle gives exactly the first cards of the whole one', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const s = { ...seeds, nonce };
      expect(shuffleShoe(new OutcomeStream(s), 16)).toEqual(shuffleShoe(new OutcomeStream(s)).slice(0, 16));
    }
  });
});

describe('blackjack rules', () => {
  it('pays a natural 3 to 2 at once; the dealer peeks and a dealer natural ends the round', () => {
    expect(startBlackjack(shoe('A', '9', 'K', '7'))).toMatchObject({ finished: true, multiplier: 2.5 });
    expect(startBlackjack(shoe('9', 'A', '9', 'K'))).toMatchObject({ finished: true, multiplier: 0 });
    expect(startBlackjack(shoe('A', 'A', 'Q', 'K'))).toMatchObject({ finished: true, multiplier: 1 });
    // dealer ace up without blackjack: the player plays on
    expect(startBlackjack(shoe('9', 'A', '9', '5'))).toMatchObject({
      finished: false,
      allowedActions: ['hit', 'stand', 'double', 'split'],
    });
  });

  it('the dealer stands on soft 17 and draws to 16', () => {
    const soft17 = act(startBlackjack(shoe('10', 'A', '8', '6', '5')), 'stand').state;
    expect(soft17.dealer).toHaveLength(2);
    expect(soft17).toMatchObject({ finished: true, multiplier: 2 }); // 18 beats 17
    const sixteen = act(startBlackjack(shoe('10', '10', '8', '6', '5')), 'stand').state;
    expect(sixteen.dealer.map((c) => RANKS[c])).toEqual(['10', '6', '5']);
    expect(sixteen.multiplier).toBe(0); // 18 loses to 21
  });

  it('hits to a bust without the dealer drawing, and stands by itself on 21', () => {
    const bust = act(startBlackjack(shoe('10', '10', '6', '6', 'K', '2')), 'hit').state;
    expect(bust).toMatchObject({ finished: true, multiplier: 0 });
    expect(bust.hands[0]!.result).toBe('bust');
    expect(bust.dealer).toHaveLength(2);
    const twentyOne = act(startBlackjack(shoe('5', '10', '6', '7', 'K')), 'hit').state;
    expect(twentyOne).toMatchObject({ finished: true, multiplier: 2 });
  });

  it('a double takes one more stake and exactly one card', () => {
    const { state, extraStake } = act(startBlackjack(shoe('6', '6', '5', '10', '2', '10')), 'double');
    expect(extraStake).toBe(1);
    expect(state.stakeUnits).toBe(2);
    expect(state.hands[0]!.cards).toHaveLength(3); // 13, no more cards
    // dealer 16 draws the 10 and busts: the doubled hand wins 2 × 2
    expect(state).toMatchObject({ finished: true, multiplier: 4 });
  });

  it('splits a pair once into two hands, each taking its second card at once', () => {
    const start = startBlackjack(shoe('8', '6', '8', '10', '3', '10', '10', '9'));
    const { state, extraStake } = act(start, 'split');
    expect(extraStake).toBe(1);
    expect(state.stakeUnits).toBe(2);
    expect(state.hands.map((h) => h.cards.map((c) => RANKS[c]))).toEqual([
      ['8', '3'],
      ['8', '10'],
    ]);
    expect(state.allowedActions).toEqual(['hit', 'stand', 'double']); // no second split
    const doubled = act(state, 'double'); // 8+3 doubles: takes the 10 → 21
    expect(doubled.extraStake).toBe(1);
    const done = act(doubled.state, 'stand').state; // 18 stands; dealer 16 draws 9 → bust
    expect(done).toMatchObject({ finished: true, stakeUnits: 3, multiplier: 6 });
  });

  it('split aces take one card each, and a split 21 is not a blackjack', () => {
    const state = act(startBlackjack(shoe('A', '9', 'A', '9', 'K', '5')), 'split').state;
    expect(state.hands.map((h) => handValue(h.cards).total)).toEqual([21, 16]);
    expect(state.finished).toBe(true);
    // dealer 18: 21 wins 1 to 1 (not 3 to 2), 16 loses
    expect(state.multiplier).toBe(2);
  });

  it('refuses actions the state does not allow and never changes the state it is given', () => {
    const start = startBlackjack(shoe('9', '6', '7', '10', '2', '10'));
    const before = structuredClone(start);
    expect(() => act(start, 'split')).toThrow(ActionNotAllowedError);
    const hit = act(start, 'hit').state;
    expect(start).toEqual(before);
    expect(() => act(hit, 'double')).toThrow(ActionNotAllowedError);
    const finished = act(hit, 'stand').state;
    expect(finished.finished).toBe(true);
    expect(() => act(finished, 'stand')).toThrow(ActionNotAllowedError);
    for (const bad of [null, {}, { type: 'surrender' }, { type: 'hit', extra: 1 }, 'hit']) {
      expect(() => blackjackGame.parseAction(bad)).toThrow(ActionNotAllowedError);
    }
  });

  it('the view hides the shoe and the hole card until the round ends', () => {
    const open = startBlackjack(shoe('9', '6', '7', '10', '5', '10'));
    const view = blackjackView(open) as Record<string, unknown>;
    expect(view.shoe).toBeUndefined();
    expect(view.dealer).toEqual([card('6'), null]);
    expect(JSON.stringify(view)).not.toContain('"next"');
    const closed = blackjackView(act(open, 'stand').state) as Record<string, unknown>;
    expect((closed.dealer as number[]).length).toBeGreaterThanOrEqual(2);
    expect(closed.shoe).toBeUndefined();
  });
});

describe('blackjack rounds', () => {
  it('state is plain JSON: a round survives a trip through the database', () => {
    let state = blackjackGame.start(new OutcomeStream(seeds), {});
    while (!state.finished) {
      state = JSON.parse(JSON.stringify(state)) as BlackjackState;
      state = blackjackGame.act(state, { type: basicStrategy(state) }).state;
    }
    // the simulation shuffles only the cards it needs; the hands and the dealer agree
    const { shoe: _full, ...played } = state;
    const { shoe: _short, ...simulated } = playBlackjackByBasicStrategy(seeds);
    expect(played).toEqual(simulated);
  });

  it('replays from the seeds and the actions taken to the same final state', () => {
    for (let nonce = 0; nonce < 30; nonce++) {
      const s = { ...seeds, nonce };
      let state = blackjackGame.start(new OutcomeStream(s), {});
      const actions: { type: BlackjackActionType }[] = [];
      while (!state.finished) {
        const action = { type: basicStrategy(state) };
        actions.push(action);
        state = blackjackGame.act(state, action).state;
      }
      const replayed = replayHouseRound('blackjack', s, {}, actions);
      expect(replayed).toEqual({ finished: true, multiplier: state.multiplier, outcome: state });
    }
  });

  it('basic strategy returns the documented RTP within 4 standard errors (100 000 hands)', () => {
    // Full 10 million: npm run sim:rtp.
    for (const line of simulateBlackjack(100_000)) expectRtpWithinStandardErrors(line);
  }, 60_000);
});
