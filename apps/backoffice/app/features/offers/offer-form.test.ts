import { offerCreateInput, promoCodeCreateInput } from '@jeton/domain/backoffice';
import { describe, expect, it } from 'vitest';
import {
  newPromotion,
  offerActions,
  offerTermsOf,
  offerValuesOf,
  promoCodeInputOf,
  promoCodeValuesOf,
  promotionOf,
  promotionTypesOf,
  promotionValuesOf,
  usesLabel,
} from './offer-form.js';

describe('the offer form', () => {
  it('makes terms the contract accepts from a filled form', () => {
    const values = {
      ...offerValuesOf(null),
      sysname: 'summer',
      titleEn: 'Summer',
      titleFr: 'Été',
      textEn: 'Spins',
      textFr: 'Tours',
    };
    const terms = offerTermsOf(values, [newPromotion('promo_code')]);
    expect(terms.promotions).toEqual([{ type: 'bonus_money', amount: 10, wager: 30, days: 7 }]);
    expect(terms.startsAt).toBeNull();
    expect(offerCreateInput.safeParse({ sysname: 'summer', ...terms }).success).toBe(true);
  });

  it('keeps "before a first deposit" for a taken offer, without payment methods', () => {
    const values = {
      ...offerValuesOf(null),
      sysname: 'take-five',
      triggerAction: 'take',
      titleEn: 'Five',
      titleFr: 'Cinq',
      textEn: 'Spins',
      textFr: 'Tours',
      excludeMethods: 'crypto',
      firstDeposit: 'true',
    };
    const terms = offerTermsOf(values, [newPromotion('take')]);
    expect(terms).toMatchObject({ triggerAction: 'take', firstDeposit: true, excludeMethods: [] });
    expect(promotionTypesOf('take')).toEqual(['bonus_money', 'free_spins', 'betting_bonus']);
    expect(offerCreateInput.safeParse({ sysname: 'take-five', ...terms }).success).toBe(true);
  });

  it('keeps deposit params for deposit offers only and reads decimal commas', () => {
    const values = {
      ...offerValuesOf(null),
      excludeMethods: 'crypto, card',
      firstDeposit: 'true',
      sort: '3',
    };
    expect(offerTermsOf(values, [])).toMatchObject({ firstDeposit: false, excludeMethods: [], sort: 3 });
    const deposit = offerTermsOf({ ...values, triggerAction: 'deposit' }, [
      { ...newPromotion('deposit'), percent: '12,5' },
    ]);
    expect(deposit).toMatchObject({ firstDeposit: true, excludeMethods: ['crypto', 'card'] });
    expect(deposit.promotions).toEqual([
      { type: 'deposit_bonus', percent: 12.5, max_amount: 100, wager: 30, days: 7 },
    ]);
  });

  it('sends a value that is not a number as typed, so the contract names the field', () => {
    expect(promotionOf({ ...newPromotion('deposit'), percent: 'lots' })).toMatchObject({ percent: 'lots' });
  });

  it('reads stored promotions back, whatever their type', () => {
    expect(promotionValuesOf({ type: 'free_spins', count: 50, game: 'jeton-fruit-reels' })).toMatchObject({
      type: 'free_spins',
      count: '50',
      game: 'jeton-fruit-reels',
    });
    expect(promotionValuesOf({ type: 'weird' }).type).toBe('free_spins');
    expect(
      promotionValuesOf({ type: 'betting_bonus', bet_amount: 5, min_odds: 1.5, days: 14 }),
    ).toMatchObject({ type: 'betting_bonus', bet_amount: '5', min_odds: '1.5', days: '14' });
    expect(
      promotionOf(promotionValuesOf({ type: 'betting_bonus', bet_amount: 5, min_odds: 1.5, days: 14 })),
    ).toEqual({ type: 'betting_bonus', bet_amount: 5, min_odds: 1.5, days: 14 });
    expect(promotionTypesOf('deposit')).toEqual(['deposit_bonus', 'free_spins', 'betting_bonus']);
    expect(promotionTypesOf('promo_code')).toEqual(['bonus_money', 'free_spins', 'betting_bonus']);
    expect(promotionTypesOf('registration')).toEqual(['bonus_money', 'free_spins', 'betting_bonus']);
  });

  it('offers the actions a status allows', () => {
    expect(offerActions({ status: 'active', triggerAction: 'promo_code' })).toEqual([
      'edit',
      'pause',
      'end',
      'code',
    ]);
    expect(offerActions({ status: 'paused', triggerAction: 'deposit' })).toEqual(['edit', 'resume', 'end']);
    expect(offerActions({ status: 'ended', triggerAction: 'promo_code' })).toEqual([]);
  });
});

describe('the promo-code form', () => {
  it('makes an input the contract accepts; an empty limit is none', () => {
    const input = promoCodeInputOf({ ...promoCodeValuesOf(4), code: ' summer-1 ' });
    expect(input).toEqual({
      code: ' summer-1 ',
      offerId: 4,
      maxUses: null,
      startsAt: null,
      endsAt: null,
      newPlayersOnly: false,
    });
    expect(promoCodeCreateInput.parse(input).code).toBe('SUMMER-1');
  });

  it('counts uses against the limit', () => {
    expect(usesLabel({ uses: 1200, maxUses: null }, 'en')).toBe('1,200 / ∞');
    expect(usesLabel({ uses: 3, maxUses: 100 }, 'en')).toBe('3 / 100');
  });
});
