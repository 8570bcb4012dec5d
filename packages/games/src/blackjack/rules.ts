import { ActionNotAllowedError } from '../registry/errors.js';
import type { MultiStepState } from '../registry/types.js';
import { cardValue, handValue, isNatural } from './cards.js';

/**
 * Jeton Blackjack: six decks, a fresh shoe each round; the dealer peeks with an ace or
 * a ten up and stands on soft 17; blackjack pays 3 to 2; double on any first two cards,
 * also after a split; one split of two equal-value cards (10-J-Q-K count as equal);
 * split aces take one card each; a split 21 is not a blackjack; no insurance, no
 * surrender. Each split hand takes its second card as soon as the pair is split.
 */
export type BlackjackActionType = 'hit' | 'stand' | 'double' | 'split';

export interface BlackjackAction {
  type: BlackjackActionType;
}

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  cards: number[];
  /** 1, or 2 once doubled: in units of the first stake. */
  stakeUnits: number;
  fromSplit: boolean;
  done: boolean;
  result: HandResult | null;
}

export interface BlackjackState extends MultiStepState {
  /** The whole shuffled shoe, fixed at the start. Never shown before the round ends. */
  shoe: number[];
  /** Index of the next card to deal. */
  next: number;
  /** The dealer's cards: [up card, hole card, draws…]. */
  dealer: number[];
  hands: BlackjackHand[];
  /** The hand being played. */
  active: number;
  allowedActions: BlackjackActionType[];
}

/** What each result returns per unit a hand staked (stake included). */
const RETURNS: Record<HandResult, number> = { blackjack: 2.5, win: 2, push: 1, lose: 0, bust: 0 };

/** Thrown when a shortened shoe (simulation) runs out; live shoes never do. */
export class ShoeExhaustedError extends Error {}

function draw(state: BlackjackState): number {
  const card = state.shoe[state.next];
  if (card === undefined) throw new ShoeExhaustedError('the shoe ran out');
  state.next += 1;
  return card;
}

function newHand(cards: number[], fromSplit: boolean): BlackjackHand {
  return { cards, stakeUnits: 1, fromSplit, done: false, result: null };
}

function allowedActions(state: BlackjackState): BlackjackActionType[] {
  if (state.finished) return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackActionType[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [a, b] = hand.cards as [number, number];
    if (state.hands.length === 1 && cardValue(a) === cardValue(b)) actions.push('split');
  }
  return actions;
}

function finish(state: BlackjackState): void {
  state.finished = true;
  state.allowedActions = [];
  state.multiplier = state.hands.reduce((sum, hand) => sum + hand.stakeUnits * RETURNS[hand.result!], 0);
}

/** Dealer draws to 17 or more and stands on every 17, soft ones too; then the hands are settled. */
function dealerPlaysAndSettle(state: BlackjackState): void {
  const live = state.hands.filter((hand) => hand.result !== 'bust');
  if (live.length > 0) {
    while (handValue(state.dealer).total < 17) state.dealer.push(draw(state));
  }
  const dealer = handValue(state.dealer).total;
  for (const hand of live) {
    const player = handValue(hand.cards).total;
    hand.result = dealer > 21 || player > dealer ? 'win' : player === dealer ? 'push' : 'lose';
  }
  finish(state);
}

/** Moves to the next unfinished hand, or lets the dealer play once all are done. */
function advance(state: BlackjackState): void {
  while (state.active < state.hands.length && state.hands[state.active]!.done) state.active += 1;
  if (state.active < state.hands.length) {
    state.allowedActions = allowedActions(state);
    return;
  }
  state.active = state.hands.length - 1;
  dealerPlaysAndSettle(state);
}

/** A hand is done at 21 or more (21 stands by itself; over 21 is bust). */
function closeIfDone(hand: BlackjackHand): void {
  const { total } = handValue(hand.cards);
  if (total > 21) {
    hand.done = true;
    hand.result = 'bust';
  } else if (total === 21) {
    hand.done = true;
  }
}

/** Deals player, dealer up, player, dealer hole from the shoe and settles naturals at once. */
export function startBlackjack(shoe: number[]): BlackjackState {
  const state: BlackjackState = {
    shoe,
    next: 0,
    dealer: [],
    hands: [],
    active: 0,
    finished: false,
    multiplier: null,
    stakeUnits: 1,
    allowedActions: [],
  };
  const first = draw(state);
  state.dealer.push(draw(state));
  const hand = newHand([first, draw(state)], false);
  state.dealer.push(draw(state));
  state.hands.push(hand);
  const dealerNatural = isNatural(state.dealer);
  const playerNatural = isNatural(hand.cards);
  // The dealer peeks: a dealer blackjack ends the round before the player acts.
  if (dealerNatural || playerNatural) {
    hand.done = true;
    hand.result = dealerNatural ? (playerNatural ? 'push' : 'lose') : 'blackjack';
    finish(state);
    return state;
  }
  state.allowedActions = allowedActions(state);
  return state;
}

function copy(state: BlackjackState): BlackjackState {
  return {
    ...state,
    dealer: [...state.dealer],
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    allowedActions: [...state.allowedActions],
  };
}

/** Plays one action on a copy of the state; returns it with the extra stake the action needs. */
export function actBlackjack(
  previous: BlackjackState,
  action: BlackjackAction,
): { state: BlackjackState; extraStake: number } {
  if (previous.finished || !previous.allowedActions.includes(action.type)) {
    throw new ActionNotAllowedError(`${action.type} is not allowed now`);
  }
  const state = copy(previous);
  const hand = state.hands[state.active]!;
  let extraStake = 0;
  switch (action.type) {
    case 'hit':
      hand.cards.push(draw(state));
      closeIfDone(hand);
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      extraStake = 1;
      hand.stakeUnits = 2;
      hand.cards.push(draw(state));
      closeIfDone(hand);
      hand.done = true;
      break;
    case 'split': {
      extraStake = 1;
      const [a, b] = hand.cards as [number, number];
      const split = [newHand([a, draw(state)], true), newHand([b, draw(state)], true)];
      for (const splitHand of split) {
        if (a % 13 === 0) splitHand.done = true; // split aces take one card each
        closeIfDone(splitHand);
      }
      state.hands = split;
      break;
    }
  }
  state.stakeUnits += extraStake;
  advance(state);
  return { state, extraStake };
}

/** What the player sees: until the round ends, the hole card and the shoe stay hidden. */
export function blackjackView(state: BlackjackState) {
  const { shoe: _shoe, next: _next, ...visible } = state;
  return state.finished ? visible : { ...visible, dealer: [state.dealer[0]!, null] };
}
