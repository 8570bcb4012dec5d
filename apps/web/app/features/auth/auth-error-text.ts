import { isAppError, SECOND_FACTOR_LOCKED } from '@jeton/domain';
import { formatMessage } from '../../i18n/format.js';
import type { Messages } from '../../i18n/messages.js';
import { responsibleGamingRefusal } from '../responsible-gaming/responsible-gaming-errors.js';

// Failures of the auth dialogs in plain words. Field errors show on their fields; these are what the
// form says above its button.

export type AuthErrorKey = keyof Messages['auth']['errors'];

export interface AuthErrorText {
  key: AuthErrorKey;
  values?: Record<string, number>;
}

/** The plain-words message for a failed auth call. */
export function authErrorText(error: unknown): AuthErrorText {
  if (!isAppError(error)) return { key: 'generic' };
  switch (error.type) {
    case 'TooManyRequestsException': {
      const seconds = Number(error.data?.retry_after);
      // Too many wrong authenticator codes on the account (decision 0084): minutes, not seconds.
      if (error.code === SECOND_FACTOR_LOCKED && Number.isInteger(seconds) && seconds > 0) {
        return { key: 'tooManyWrongCodes', values: { minutes: Math.ceil(seconds / 60) } };
      }
      return Number.isInteger(seconds) && seconds > 0
        ? { key: 'tooManyAttemptsIn', values: { seconds } }
        : { key: 'tooManyAttempts' };
    }
    case 'AuthorizationException':
      return { key: 'wrongCredentials' };
    case 'UserBannedException':
    case 'UserDeletedException':
      return { key: 'blocked' };
    case 'InvalidParameterException':
      return { key: 'checkFields' };
    case 'UnknownErrorException':
      return { key: 'unreachable' };
    default:
      return { key: 'generic' };
  }
}

export function formatAuthError(error: unknown, t: Messages, locale: 'en' | 'fr'): string {
  // A time-out, self-exclusion or used-up playing time: why, and until when.
  const refusal = responsibleGamingRefusal(error, t, locale);
  if (refusal) return refusal;
  // Field errors for fields the form does not show: the server's own words (already in the locale).
  const unshown = isAppError(error) && error.fields ? Object.values(error.fields).find(Boolean) : undefined;
  if (unshown) return unshown;
  const text = authErrorText(error);
  return formatMessage(t.auth.errors[text.key], text.values, locale);
}

/** What analytics gets for a log-in error: the server's code, else the error type. */
export function loginErrorCode(error: unknown): string {
  if (!isAppError(error)) return 'UnknownError';
  return error.code ?? error.type;
}
