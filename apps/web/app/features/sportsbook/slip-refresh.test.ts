import type { SportsEvent } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import type { SlipItem } from './slip-item.js';
import { refreshedItem } from './slip-refresh.js';

const now = new Date('2026-11-29T12:00:00Z');
const item: SlipItem = {
  selectionId: 7,
  eventId: 3,
  event: 'Lyon – Nantes',
  market: 'Match result',
  selection: 'Lyon',
  odds: 1.85,
};
const event = (change: Partial<SportsEvent> = {}, status: 'open' | 'suspended' | 'settled' = 'open') =>
  ({
    id: 3,
    sport: 'football',
    competition: 'Ligue 1',
    home: 'Lyon',
    away: 'Nantes',
    starts_at: '2026-11-29T13:00:00Z',
    status: 'scheduled',
    score: null,
    markets_count: 1,
    markets: [
      {
        id: 11,
        kind: '1x2',
        name: 'Résultat du match',
        status,
        winning_selection_id: null,
        selections: [{ id: 7, name: 'Lyon', odds: 1.95, price_version: 4 }],
      },
    ],
    ...change,
  }) as SportsEvent;

describe('a restored selection', () => {
  it('takes the price and names the server gives now', () => {
    expect(refreshedItem(item, event(), now)).toEqual({
      ...item,
      market: 'Résultat du match',
      odds: 1.95,
    });
    expect(
      refreshedItem(item, event({ status: 'live', starts_at: '2026-11-29T11:00:00Z' }), now).unavailable,
    ).toBeUndefined();
  });

  it('is no longer available when its market closed, the event is over or gone', () => {
    expect(refreshedItem(item, event({}, 'suspended'), now).unavailable).toBe(true);
    expect(refreshedItem(item, event({}, 'settled'), now).unavailable).toBe(true);
    expect(refreshedItem(item, event({ status: 'finished' }), now).unavailable).toBe(true);
    expect(refreshedItem(item, event({ starts_at: '2026-11-29T11:00:00Z' }), now).unavailable).toBe(true);
    expect(refreshedItem(item, event({ markets: [] }), now).unavailable).toBe(true);
    expect(refreshedItem(item, null, now)).toEqual({ ...item, unavailable: true });
  });
});
