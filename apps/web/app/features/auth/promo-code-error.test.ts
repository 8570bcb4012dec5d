import { AppError } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all-catalogues.js';
import { PROMO_CODE_ERRORS, promoCodeErrorOf } from './promo-code-error.js';
import { registrationPromoCode } from './registration-promo-code.js';

const { en, fr } = ALL_MESSAGES;

const refused = (promo_code: unknown) =>
  new AppError('InvalidParameterException', 'Wrong promo code', { data: { promo_code } });

describe('promoCodeErrorOf', () => {
  it('chooses the message by the promo_code code', () => {
    expect(promoCodeErrorOf(refused('EXPIRED'))).toBe('EXPIRED');
    expect(promoCodeErrorOf(refused('ALREADY_USED'))).toBe('ALREADY_USED');
  });

  it('falls back to INVALID for an unknown code', () => {
    expect(promoCodeErrorOf(refused('SOMETHING_NEW'))).toBe('INVALID');
    expect(promoCodeErrorOf(refused(42))).toBe('INVALID');
  });

  it('ignores failures that are not about the promo code', () => {
    expect(
      promoCodeErrorOf(AppError.invalidParameters({ login: 'This login is already registered' })),
    ).toBeNull();
    expect(promoCodeErrorOf(new Error('promo_code'))).toBeNull();
  });

  it('has a text for every code in both languages', () => {
    for (const code of PROMO_CODE_ERRORS) {
      expect(en.auth.promoCodeErrors[code]).toBeTruthy();
      expect(fr.auth.promoCodeErrors[code]).toBeTruthy();
    }
  });
});

describe('registrationPromoCode', () => {
  it('takes the last promo_code of the query', () => {
    expect(registrationPromoCode('?promo_code=A&promo_code=WELCOME')).toBe('WELCOME');
    expect(registrationPromoCode('?promo_code=%20BONUS%20')).toBe('BONUS');
    expect(registrationPromoCode('?other=1')).toBe('');
  });
});
