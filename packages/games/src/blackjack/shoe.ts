import type { OutcomeStream } from '../fairness/stream.js';

export const DECKS = 6;
export const SHOE_SIZE = 52 * DECKS;

/** Six decks in order: deck after deck, each card 0…51. */
const ORDERED_SHOE = Uint8Array.from({ length: SHOE_SIZE }, (_, i) => i % 52);

/**
 * The round's shoe: six decks in order (deck after deck, each card 0…51), shuffled by
 * forward Fisher–Yates: for i = 0 … 310, swap position i with i + uniformInt(312 − i)
 * drawn from the stream. A fresh shoe per round, fixed at its start.
 *
 * Step i only touches positions ≥ i, so the first k cards are final after k steps:
 * `cards` < 312 stops there and gives exactly the first cards of the full shuffle (the
 * RTP simulation uses that; live play always shuffles the whole shoe).
 */
export function shuffleShoe(stream: OutcomeStream, cards = SHOE_SIZE): number[] {
  const shoe = ORDERED_SHOE.slice();
  const steps = Math.min(cards, SHOE_SIZE - 1);
  for (let i = 0; i < steps; i++) {
    const j = i + stream.nextInt(SHOE_SIZE - i);
    const card = shoe[i]!;
    shoe[i] = shoe[j]!;
    shoe[j] = card;
  }
  return Array.from(shoe.subarray(0, Math.min(cards, SHOE_SIZE)));
}
