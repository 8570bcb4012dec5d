import { AppError } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all-catalogues.js';
import { needsSecondFactor, twoFactorCodeError } from './two-factor.js';

const { en, fr } = ALL_MESSAGES;

const authorization = (message: string) => new AppError('AuthorizationException', message);

describe('needsSecondFactor', () => {
  it('starts the second step on "two_factor_auth is enable" and on a resend time', () => {
    expect(needsSecondFactor(authorization('two_factor_auth is enable'))).toBe(true);
    expect(needsSecondFactor(authorization('Resend time is 30'))).toBe(true);
    expect(needsSecondFactor(authorization('Code sent. Resend time is 45 s'))).toBe(true);
  });

  it('does not on a wrong password, another type or something that is not an AppError', () => {
    expect(needsSecondFactor(authorization('Wrong login or password'))).toBe(false);
    expect(needsSecondFactor(new AppError('InvalidRequestException', 'two_factor_auth is enable'))).toBe(
      false,
    );
    expect(needsSecondFactor(new Error('two_factor_auth is enable'))).toBe(false);
  });
});

describe('twoFactorCodeError', () => {
  it('recognises the three code messages of spec section 8', () => {
    expect(twoFactorCodeError(authorization('the code must contain 6 digits'))).toBe('codeFormat');
    expect(twoFactorCodeError(authorization('Time expired'))).toBe('expired');
    expect(twoFactorCodeError(authorization('code is invalid'))).toBe('invalid');
    expect(twoFactorCodeError(authorization('Wrong login or password'))).toBeNull();
  });

  it('shows them word for word in English and translated in French', () => {
    expect(en.auth.twoFactor.invalid).toBe('code is invalid');
    expect(en.auth.twoFactor.expired).toBe('Time expired');
    expect(en.auth.twoFactor.codeFormat).toBe('the code must contain 6 digits');
    expect(fr.auth.twoFactor.invalid).toBe('Code invalide');
    expect(fr.auth.twoFactor.expired).toBe('Délai expiré');
  });
});
