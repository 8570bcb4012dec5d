import { isAppError } from '@jeton/domain';
import type { Messages } from '../../i18n/messages.js';
import { twoFactorCodeError } from '../auth/two-factor.js';

// The security tab's failures in plain words: what the form says when no field can carry it.

export function securityErrorText(error: unknown, t: Messages): string {
  const texts = t.security;
  if (!isAppError(error)) return texts.generic;
  const codeError = twoFactorCodeError(error);
  if (codeError && codeError !== 'recoveryInvalid') return texts.twoFactor.codeErrors[codeError];
  if (error.code === 'SESSION_NOT_FOUND') return texts.sessions.gone;
  const field = error.fields ? Object.values(error.fields).find(Boolean) : undefined;
  if (field) return field;
  switch (error.type) {
    case 'UnknownErrorException':
      return texts.unreachable;
    case 'TooManyRequestsException':
      return texts.tooManyAttempts;
    default:
      return texts.generic;
  }
}
