import { describe, expect, it } from 'vitest';
import type { Offer } from '../../api/cashier.js';
import { chosenOfferId, depositOffers, grantsBonusMoney, offersForMethod } from './deposit-offers.js';

function offer(id: number, action: string, satisfies: boolean, exclude?: string[]): Offer {
  return {
    id,
    trigger: {
      action,
      user_satisfies_params: satisfies,
      params: { exclude_methods: exclude ?? [], first_deposit: false },
    },
    description: { title: `Offer ${id}`, text: '', image_url: '' },
  };
}

describe('deposit offers', () => {
  const offers = [offer(1, 'deposit', true), offer(2, 'deposit', false), offer(3, 'register', true)];

  it('keeps deposit offers the player satisfies', () => {
    expect(depositOffers(offers, false).map((o) => o.id)).toEqual([1]);
  });

  it('keeps every deposit offer for a guest', () => {
    expect(depositOffers(offers, true).map((o) => o.id)).toEqual([1, 2]);
  });

  it('hides an offer that excludes the chosen method', () => {
    const list = [offer(1, 'deposit', true, ['crypto']), offer(2, 'deposit', true)];
    expect(offersForMethod(list, 'crypto').map((o) => o.id)).toEqual([2]);
    expect(offersForMethod(list, 'card').map((o) => o.id)).toEqual([1, 2]);
    expect(offersForMethod(list, null).map((o) => o.id)).toEqual([1, 2]);
  });

  it('sends the chosen offer only while it is shown', () => {
    const shown = [offer(4, 'deposit', true)];
    expect(chosenOfferId(4, shown)).toBe(4);
    expect(chosenOfferId(5, shown)).toBe(-1);
    expect(chosenOfferId(-1, shown)).toBe(-1);
  });
});

describe('an offer that waits behind a running bonus', () => {
  const withPromotions = (...promotions: unknown[]): Offer => ({ ...offer(1, 'deposit', true), promotions });

  it('is one whose promotions put money on the bonus balance', () => {
    expect(grantsBonusMoney(withPromotions({ type: 'deposit_bonus', percent: 100, max: 200 }))).toBe(true);
    expect(grantsBonusMoney(withPromotions({ type: 'free_spins' }, { type: 'bonus_money', amount: 5 }))).toBe(
      true,
    );
  });

  it('is not one of free spins or free bets only, nor one without promotions', () => {
    expect(grantsBonusMoney(withPromotions({ type: 'free_spins' }, { type: 'betting_bonus' }))).toBe(false);
    expect(grantsBonusMoney(offer(1, 'deposit', true))).toBe(false);
  });
});
