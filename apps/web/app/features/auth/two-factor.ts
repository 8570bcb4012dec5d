import { isAppError, TWO_FACTOR_MESSAGES } from '@jeton/domain';

// Spec sections 4 and 8: the log-in answers an AuthorizationException when a second factor is needed,
// and the second step's failures come back as messages of their own, which the code field shows.

/** The server's two-factor messages about the code, by the catalogue key the dialog translates. */
export type TwoFactorCodeError = 'codeFormat' | 'expired' | 'invalid' | 'recoveryInvalid';

const RESEND_MARKER = 'Resend time is';

/** True when a log-in failure asks for the second step: 'two_factor_auth is enable' or a resend time. */
export function needsSecondFactor(error: unknown): boolean {
  if (!isAppError(error) || error.type !== 'AuthorizationException') return false;
  return error.message === TWO_FACTOR_MESSAGES.enabled || error.message.includes(RESEND_MARKER);
}

/** Which code error a second-step failure is, or null when it is about something else. */
export function twoFactorCodeError(error: unknown): TwoFactorCodeError | null {
  if (!isAppError(error) || error.type !== 'AuthorizationException') return null;
  switch (error.message) {
    case TWO_FACTOR_MESSAGES.codeFormat:
      return 'codeFormat';
    case TWO_FACTOR_MESSAGES.expired:
      return 'expired';
    case TWO_FACTOR_MESSAGES.invalid:
      return 'invalid';
    case TWO_FACTOR_MESSAGES.recoveryInvalid:
      return 'recoveryInvalid';
    default:
      return null;
  }
}
