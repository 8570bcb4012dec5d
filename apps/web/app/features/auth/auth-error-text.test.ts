import { AppError } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all-catalogues.js';
import { formatAuthError, loginErrorCode } from './auth-error-text.js';

const { en, fr } = ALL_MESSAGES;

const throttled = new AppError('TooManyRequestsException', 'Too many attempts. Try again in 30 seconds.', {
  code: 'LOGIN_THROTTLED',
  data: { retry_after: 30 },
});
const wrongPassword = new AppError('AuthorizationException', 'Wrong login or password', {
  code: 'INVALID_CREDENTIALS',
});

describe('formatAuthError', () => {
  it('says how long to wait after too many attempts, in each language', () => {
    expect(formatAuthError(throttled, en, 'en')).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(formatAuthError(throttled, fr, 'fr')).toBe('Trop de tentatives. Réessayez dans 30 secondes.');
  });

  it('says in minutes how long wrong authenticator codes lock the code step, in each language', () => {
    const locked = new AppError(
      'TooManyRequestsException',
      'Too many wrong codes. Try again in 15 minutes.',
      {
        code: 'SECOND_FACTOR_LOCKED',
        data: { retry_after: 841, locked_until: '2026-12-01T10:15:00Z' },
      },
    );
    expect(formatAuthError(locked, en, 'en')).toBe(
      'Too many wrong codes. Please try again in 15 minutes, or use a recovery code.',
    );
    expect(formatAuthError(locked, fr, 'fr')).toBe(
      'Trop de codes erronés. Réessayez dans 15 minutes, ou utilisez un code de secours.',
    );
    const lastMinute = new AppError(
      'TooManyRequestsException',
      'Too many wrong codes. Try again in 1 minute.',
      {
        code: 'SECOND_FACTOR_LOCKED',
        data: { retry_after: 20 },
      },
    );
    expect(formatAuthError(lastMinute, en, 'en')).toBe(
      'Too many wrong codes. Please try again in 1 minute, or use a recovery code.',
    );
  });

  it('says "try again later" without a wait time', () => {
    const bare = new AppError('TooManyRequestsException', 'Too many requests');
    expect(formatAuthError(bare, en, 'en')).toBe('Too many attempts. Please try again later.');
  });

  it('names a wrong password plainly', () => {
    expect(formatAuthError(wrongPassword, en, 'en')).toBe('Wrong login or password.');
    expect(formatAuthError(wrongPassword, fr, 'fr')).toBe('Identifiant ou mot de passe incorrect.');
  });

  it("gives the server's words for a field the form does not show", () => {
    const error = AppError.invalidParameters({
      fakename: 'Choisissez un pseudonyme en lettres et chiffres, sans espace',
    });
    expect(formatAuthError(error, fr, 'fr')).toBe(
      'Choisissez un pseudonyme en lettres et chiffres, sans espace',
    );
    expect(formatAuthError(AppError.invalidParameters({}), en, 'en')).toBe(
      'Please check the highlighted fields.',
    );
  });

  it('falls back to a generic text for the unexpected', () => {
    expect(formatAuthError(new TypeError('boom'), en, 'en')).toBe('Something went wrong. Please try again.');
  });
});

describe('loginErrorCode', () => {
  it('is the server code, else the error type', () => {
    expect(loginErrorCode(throttled)).toBe('LOGIN_THROTTLED');
    expect(loginErrorCode(new AppError('UnknownErrorException', 'unreachable'))).toBe(
      'UnknownErrorException',
    );
    expect(loginErrorCode(new Error('x'))).toBe('UnknownError');
  });
});
