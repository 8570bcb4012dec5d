import { describe, expect, it } from 'vitest';
import type { HallData } from './hall-data.js';
import { packHall, unpackHall } from './packed-cards.js';

const hall: HallData = {
  categories: [{ id: 'slots', name: 'Slots', games_count: 1254 }],
  providers: [],
  categoryId: null,
  query: { count: 200, sort: 'popularity' },
  games: {
    total: 3042,
    items: [
      { sysname: 'jeton-dice', name: 'Dice', image: '/games/jeton-dice.svg', provider: 'Jeton', heart: true },
      // Quotes, a backslash, accents and a line separator survive the round trip.
      { sysname: 'odd', name: 'L\u2019\u00e9t\u00e9 "x" \\ \u2028', image: '', provider: 'P', heart: false },
    ],
  },
  likes: null,
  freeSpins: [],
};

describe('packHall', () => {
  it('sends the cards as one JSON text and gives back the same hall', () => {
    const packed = packHall(hall);
    expect(typeof packed.games?.cards).toBe('string');
    expect(packed.games?.total).toBe(3042);
    expect(unpackHall(packed)).toEqual(hall);
  });

  it('keeps a hall whose list failed to load as null', () => {
    expect(unpackHall(packHall({ ...hall, games: null })).games).toBeNull();
  });
});
