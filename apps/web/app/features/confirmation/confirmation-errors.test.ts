import { AppError } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all-catalogues.js';
import { confirmFailure, resendWaitSeconds } from './confirmation-errors.js';

const { en, fr } = ALL_MESSAGES;

const failure = (code: string, type: ConstructorParameters<typeof AppError>[0] = 'InvalidRequestException') =>
  new AppError(type, 'server text', { code });

describe('confirmFailure', () => {
  it('says a dead link in words, in both languages', () => {
    const dead = failure('CONFIRMATION_LINK_INVALID');
    expect(confirmFailure(dead, en, 'en')).toEqual({
      kind: 'form',
      message: en.emailConfirmation.linkInvalid,
    });
    expect(confirmFailure(dead, fr, 'fr')).toEqual({
      kind: 'form',
      message: 'Ce lien ne fonctionne plus. Demandez un nouveau code.',
    });
  });

  it('asks a stranger to log in before typing a code', () => {
    const result = confirmFailure(failure('CONFIRMATION_LOGIN_REQUIRED', 'AuthorizationException'), en, 'en');
    expect(result).toEqual({ kind: 'form', message: 'Log in to your account to enter the code.' });
  });

  it('counts an already confirmed contact as done', () => {
    expect(confirmFailure(failure('CONTACT_ALREADY_CONFIRMED'), en, 'en')).toEqual({ kind: 'confirmed' });
  });
});

describe('resendWaitSeconds', () => {
  const tooSoon = new AppError('TooManyRequestsException', 'wait', {
    code: 'CONFIRMATION_RESEND_TOO_SOON',
    data: { seconds: 40 },
  });
  const daily = new AppError('TooManyRequestsException', 'tomorrow', {
    code: 'CONFIRMATION_DAILY_LIMIT',
    data: { seconds: 80_000 },
  });

  it('counts down a resend asked too soon, but not the day’s cap', () => {
    expect(resendWaitSeconds(tooSoon)).toBe(40);
    expect(resendWaitSeconds(daily)).toBeNull();
  });
});
