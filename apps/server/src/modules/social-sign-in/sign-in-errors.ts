import { AppError } from '@jeton/domain';

/** Why a social sign-in stopped; each has its text on the popup's page (popup-pages.ts). */
export type SignInFailure =
  | 'expired'
  | 'cancelled'
  | 'refused'
  | 'unknownService'
  | 'badRedirect'
  | 'linkExpired';

/** A refused social sign-in: a catalogue error (400) carrying the reason the popup page explains. */
export function signInError(failure: SignInFailure, message: string): AppError {
  return new AppError('InvalidRequestException', message, {
    code: `SOCIAL_SIGN_IN_${failure.toUpperCase()}`,
  });
}

export function failureOf(error: AppError): SignInFailure | null {
  const match = /^SOCIAL_SIGN_IN_(.+)$/.exec(error.code ?? '');
  const found = match?.[1]?.toLowerCase();
  const failures: Record<string, SignInFailure> = {
    expired: 'expired',
    cancelled: 'cancelled',
    refused: 'refused',
    unknownservice: 'unknownService',
    badredirect: 'badRedirect',
    linkexpired: 'linkExpired',
  };
  return found ? (failures[found] ?? null) : null;
}
