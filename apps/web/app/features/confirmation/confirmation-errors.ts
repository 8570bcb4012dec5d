import { AppError, formatRuleFailure, type LocaleCode } from '@jeton/domain';
import type { Messages } from '../../i18n/messages.js';

export type ConfirmFailure =
  | { kind: 'confirmed' }
  | { kind: 'field'; message: string }
  | { kind: 'form'; message: string };

/**
 * What a failed account/confirmContact means for the player. A wrong code is the SMS-code message on
 * the code field (spec section 5); an already confirmed contact counts as done.
 */
export function confirmFailure(error: unknown, t: Messages, locale: LocaleCode): ConfirmFailure {
  if (!(error instanceof AppError)) return { kind: 'form', message: t.emailConfirmation.failed };
  if (error.code === 'CONTACT_ALREADY_CONFIRMED') return { kind: 'confirmed' };
  if (error.fields?.code) return { kind: 'field', message: formatRuleFailure({ key: 'smsCode' }, locale) };
  switch (error.code) {
    case 'CONFIRMATION_CODE_EXPIRED':
      return { kind: 'form', message: t.emailConfirmation.expired };
    case 'CONFIRMATION_ATTEMPTS_EXCEEDED':
      return { kind: 'form', message: t.emailConfirmation.tooManyTries };
    case 'CONFIRMATION_CODE_NOT_SENT':
      return { kind: 'form', message: t.emailConfirmation.notSent };
    case 'CONFIRMATION_LINK_INVALID':
      return { kind: 'form', message: t.emailConfirmation.linkInvalid };
    case 'CONFIRMATION_LOGIN_REQUIRED':
      return { kind: 'form', message: t.emailConfirmation.loginRequired };
    default:
      return { kind: 'form', message: t.emailConfirmation.failed };
  }
}

/**
 * The seconds to wait from a resend refused as too soon (TooManyRequestsException, `data.seconds`).
 * The day's cap on sends is not a wait to count down: the dialog says it in words.
 */
export function resendWaitSeconds(error: unknown): number | null {
  if (!(error instanceof AppError) || error.type !== 'TooManyRequestsException') return null;
  if (error.code === 'CONFIRMATION_DAILY_LIMIT') return null;
  const seconds = error.data?.seconds ?? error.data?.retry_after;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** A contact as the player reads it: phones with their plus. */
export function displayContact(contact: string): string {
  return contact.includes('@') ? contact : `+${contact.replace(/^\+/, '')}`;
}
