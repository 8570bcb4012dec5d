import { AppError, TWO_FACTOR_MESSAGES } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all-catalogues.js';
import { recoveryCodesFile } from './recovery-codes-panel.js';
import { securityErrorText } from './security-error.js';

const { en, fr } = ALL_MESSAGES;

describe('securityErrorText', () => {
  it('says what was wrong with a code, in the locale', () => {
    const expired = new AppError('AuthorizationException', TWO_FACTOR_MESSAGES.expired);
    expect(securityErrorText(expired, en)).toBe(en.security.twoFactor.codeErrors.expired);
    expect(securityErrorText(expired, fr)).toBe(fr.security.twoFactor.codeErrors.expired);
  });

  it('tells a session that had already ended', () => {
    const gone = new AppError('InvalidRequestException', 'There is no such session', {
      code: 'SESSION_NOT_FOUND',
    });
    expect(securityErrorText(gone, fr)).toBe('Cette session était déjà fermée.');
  });

  it("shows the server's field message, an unreachable service and anything else plainly", () => {
    const field = AppError.invalidParameters({ id: 'Vérifiez cette valeur' }, 'Wrong');
    expect(securityErrorText(field, fr)).toBe('Vérifiez cette valeur');
    expect(securityErrorText(new AppError('UnknownErrorException', 'down'), en)).toBe(
      en.security.unreachable,
    );
    expect(securityErrorText(new AppError('TooManyRequestsException', 'slow'), en)).toBe(
      en.security.tooManyAttempts,
    );
    expect(securityErrorText(new Error('boom'), en)).toBe(en.security.generic);
  });
});

describe('recoveryCodesFile', () => {
  it('is the header, a blank line, then one code a line', () => {
    expect(recoveryCodesFile('Keep them', ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'])).toBe(
      'Keep them\n\naaaa-bbbb-cccc\ndddd-eeee-ffff\n',
    );
  });
});
