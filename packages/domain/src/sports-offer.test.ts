import { describe, expect, it } from 'vitest';
import { eventTakesBets, marketOffered, selectionOnOffer } from './sports-offer.js';

const now = new Date('2026-11-29T12:00:00Z');
const later = '2026-11-29T13:00:00Z';
const earlier = '2026-11-29T11:00:00Z';

describe('when a sports selection can be backed', () => {
  it('shows open and suspended markets only', () => {
    expect(['open', 'suspended', 'settled', 'void'].map(marketOffered)).toEqual([true, true, false, false]);
  });

  it('takes bets in play and before the start, not on a scheduled match past its start or one that is over', () => {
    expect(eventTakesBets('live', earlier, now)).toBe(true);
    expect(eventTakesBets('scheduled', later, now)).toBe(true);
    expect(eventTakesBets('scheduled', earlier, now)).toBe(false);
    expect(eventTakesBets('scheduled', now, now)).toBe(false);
    expect(eventTakesBets('finished', later, now)).toBe(false);
    expect(eventTakesBets('cancelled', later, now)).toBe(false);
  });

  it('needs an open market (not suspended) on an event that takes bets', () => {
    expect(selectionOnOffer('open', { status: 'live', startsAt: earlier }, now)).toBe(true);
    expect(selectionOnOffer('suspended', { status: 'live', startsAt: earlier }, now)).toBe(false);
    expect(selectionOnOffer('open', { status: 'scheduled', startsAt: earlier }, now)).toBe(false);
  });
});
