import { normalisePromoCode } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { isNewPlayer, type PromoCodeTerms, type RedeemingPlayer, refusalOf } from './promo-code-rules.js';

const now = new Date('2026-12-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const code: PromoCodeTerms = {
  isDisabled: false,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  uses: 0,
  newPlayersOnly: false,
  offer: { triggerAction: 'promo_code', isActive: true },
};
const player: RedeemingPlayer = { registeredAt: daysAgo(1), usedBefore: false };

describe('normalisePromoCode', () => {
  it('trims and upper-cases', () => {
    expect(normalisePromoCode('  spring ')).toBe('SPRING');
    expect(normalisePromoCode('Welcome10')).toBe('WELCOME10');
  });
});

describe('refusalOf', () => {
  it('accepts a usable code', () => {
    expect(refusalOf(code, player, now)).toBeNull();
  });

  it.each<[string, Partial<PromoCodeTerms> | null, Partial<RedeemingPlayer>, string]>([
    ['an unknown code', null, {}, 'INVALID'],
    ['a disabled code', { isDisabled: true }, {}, 'NOT_AVAILABLE'],
    ['a code of a deposit offer', { offer: { triggerAction: 'deposit', isActive: true } }, {}, 'INVALID'],
    ['a paused offer', { offer: { triggerAction: 'promo_code', isActive: false } }, {}, 'NOT_AVAILABLE'],
    [
      'an offer not started',
      { offer: { triggerAction: 'promo_code', isActive: true, startsAt: daysAgo(-1) } },
      {},
      'NOT_AVAILABLE',
    ],
    [
      'an ended offer',
      { offer: { triggerAction: 'promo_code', isActive: false, endedAt: daysAgo(1) } },
      {},
      'EXPIRED',
    ],
    [
      'an offer past its window',
      { offer: { triggerAction: 'promo_code', isActive: true, endsAt: now } },
      {},
      'EXPIRED',
    ],
    ['a code not started', { startsAt: new Date(now.getTime() + 1) }, {}, 'NOT_AVAILABLE'],
    ['a code past its end', { endsAt: now }, {}, 'EXPIRED'],
    ['a code used up', { maxUses: 3, uses: 3 }, {}, 'LIMIT_REACHED'],
    ['a second use', {}, { usedBefore: true }, 'ALREADY_USED'],
    ['a used code that has expired since', { endsAt: daysAgo(1) }, { usedBefore: true }, 'ALREADY_USED'],
    [
      'a new-players code for an old account',
      { newPlayersOnly: true },
      { registeredAt: daysAgo(30) },
      'NOT_ELIGIBLE',
    ],
  ])('refuses %s', (_case, terms, who, reason) => {
    expect(refusalOf(terms === null ? null : { ...code, ...terms }, { ...player, ...who }, now)).toBe(reason);
  });

  it('checks only the code’s own terms without a player', () => {
    expect(refusalOf({ ...code, newPlayersOnly: true }, null, now)).toBeNull();
    expect(refusalOf({ ...code, endsAt: now }, null, now)).toBe('EXPIRED');
  });
});

describe('isNewPlayer', () => {
  it('is a player registered less than 30 days ago, whether they deposited or not', () => {
    expect(isNewPlayer({ registeredAt: daysAgo(0) }, now)).toBe(true);
    expect(isNewPlayer({ registeredAt: daysAgo(29) }, now)).toBe(true);
    expect(isNewPlayer({ registeredAt: daysAgo(30) }, now)).toBe(false);
  });

  it('lets a new player who deposited redeem a new-players code', () => {
    expect(
      refusalOf({ ...code, newPlayersOnly: true }, { ...player, registeredAt: daysAgo(2) }, now),
    ).toBeNull();
  });
});
