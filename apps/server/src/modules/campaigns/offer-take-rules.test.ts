import { describe, expect, it } from 'vitest';
import { type TakeableOffer, takeRefusalOf } from './offer-take-rules.js';

const now = new Date('2026-11-29T12:00:00Z');
const open: TakeableOffer = {
  triggerAction: 'take',
  isActive: true,
  startsAt: null,
  endsAt: null,
  endedAt: null,
};
const player = { satisfiesParams: true, tookBefore: false };
const at = (iso: string) => new Date(iso);

describe('takeRefusalOf', () => {
  it('lets a player take an open take offer once', () => {
    expect(takeRefusalOf(open, player, now)).toBeNull();
    expect(takeRefusalOf(open, { ...player, tookBefore: true }, now)).toBe('OFFER_ALREADY_TAKEN');
  });

  it('refuses no offer, and offers taken with a deposit or a code whatever their state', () => {
    expect(takeRefusalOf(null, player, now)).toBe('NO_SUCH_OFFER');
    expect(takeRefusalOf({ ...open, triggerAction: 'deposit' }, player, now)).toBe('OFFER_NOT_TAKEABLE');
    expect(takeRefusalOf({ ...open, triggerAction: 'promo_code', isActive: false }, player, now)).toBe(
      'OFFER_NOT_TAKEABLE',
    );
  });

  it('refuses an offer paused, ended or outside its window', () => {
    expect(takeRefusalOf({ ...open, isActive: false }, player, now)).toBe('OFFER_CLOSED');
    expect(takeRefusalOf({ ...open, endedAt: at('2026-11-28T00:00:00Z') }, player, now)).toBe('OFFER_CLOSED');
    expect(takeRefusalOf({ ...open, startsAt: at('2026-11-29T12:00:01Z') }, player, now)).toBe(
      'OFFER_CLOSED',
    );
    expect(takeRefusalOf({ ...open, endsAt: now }, player, now)).toBe('OFFER_CLOSED');
    expect(
      takeRefusalOf({ ...open, startsAt: now, endsAt: at('2026-11-30T00:00:00Z') }, player, now),
    ).toBeNull();
  });

  it('refuses a player the params leave out, after the offer’s own state', () => {
    const left = { ...player, satisfiesParams: false };
    expect(takeRefusalOf(open, left, now)).toBe('OFFER_NOT_ELIGIBLE');
    expect(takeRefusalOf({ ...open, isActive: false }, left, now)).toBe('OFFER_CLOSED');
  });
});
