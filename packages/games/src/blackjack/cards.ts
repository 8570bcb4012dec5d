/**
 * A card is a number 0…51: rank = card mod 13 (0 ace, 1 two, … 9 ten, 10 jack,
 * 11 queen, 12 king), suit = ⌊card / 13⌋ (0 spades, 1 hearts, 2 diamonds, 3 clubs).
 */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export function cardRank(card: number): (typeof RANKS)[number] {
  return RANKS[card % 13]!;
}

export function cardSuit(card: number): (typeof SUITS)[number] {
  return SUITS[Math.floor(card / 13)]!;
}

/** Blackjack value: ace 1 (counted 11 by handValue when it fits), picture cards 10. */
export function cardValue(card: number): number {
  const rank = card % 13;
  return rank >= 9 ? 10 : rank + 1;
}

export interface HandValue {
  total: number;
  /** An ace counts as 11 in the total. */
  soft: boolean;
}

export function handValue(cards: readonly number[]): HandValue {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += cardValue(card);
    if (card % 13 === 0) aces += 1;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

/** A natural: an ace and a ten-value card as the first two cards (not after a split). */
export function isNatural(cards: readonly number[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

export function cardLabel(card: number): string {
  return `${cardRank(card)}${'♠♥♦♣'[Math.floor(card / 13)]}`;
}
