import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@jeton/db';
import {
  AppError,
  type ContactChannel,
  formatRuleFailure,
  isCountryCode,
  type LocaleCode,
  rules,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { databaseErrorOf } from '../../ledger/errors.js';
import type { MessagingProvider } from '../../ports/messaging-provider.js';
import type { UserRow } from '../../sessions/session-service.js';
import {
  contactConfirmationEmail,
  contactConfirmationSms,
  socialLinkCodeMessage,
} from '../messaging/templates.js';
import type { AccountStore } from './account-store.js';
import {
  type ConfirmationProof,
  contactConfirmationsStore as confirmations,
} from './contact-confirmations-store.js';

/** How long a confirmation code works. */
export const CONFIRMATION_CODE_VALID_MINUTES = 15;
/** How long a player waits before asking for another code for the same contact. */
export const CONFIRMATION_RESEND_SECONDS = 60;
/** Codes tried against one sent code, right or wrong; past this the code is void. */
export const CONFIRMATION_MAX_ATTEMPTS = 5;
/**
 * Codes sent to one contact in 24 hours. Each send renews the tries, so this bounds the guesses
 * at a contact to 25 a day (a 1 in 40,000 chance for a 6-digit code).
 */
export const CONFIRMATION_MAX_SENDS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

/** The email link's token: 32 random bytes in base64url. It cannot be guessed, so it needs no tries. */
export const CONFIRMATION_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A normalised contact (a lower-case email, or a phone number's digits) and its kind. */
export interface Contact {
  channel: ContactChannel;
  value: string;
}

export function contactOf(normalised: string): Contact {
  return { channel: rules.isEmailLogin(normalised) ? 'email' : 'phone', value: normalised };
}

const MESSAGES = {
  en: {
    notYours: 'This is not one of your contacts',
    emailTaken: 'This email address is used by another account',
    phoneTaken: 'This phone number is used by another account',
  },
  fr: {
    notYours: "Ce contact n'est pas le vôtre",
    emailTaken: 'Cette adresse e-mail est utilisée par un autre compte',
    phoneTaken: 'Ce numéro de téléphone est utilisé par un autre compte',
  },
} as const satisfies Record<LocaleCode, Record<string, string>>;

/**
 * Contact confirmation (spec section 4): a 6-digit code is sent to the contact, then the contact is
 * confirmed with it and the code is cleared. The code is random, kept as a hash, valid for a while
 * and for a bounded number of tries; sends of the same contact are spaced out.
 */
export class ContactConfirmationService {
  constructor(
    private readonly deps: {
      db: Database;
      store: AccountStore;
      messaging: MessagingProvider;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  /**
   * Sends a new code to one of the player's contacts: to confirm an unconfirmed one, or
   * (`linkProof`) as the proof that the account's owner links a social sign-in to it (decision
   * 0054), which a confirmed email may get too. Both share one code per contact, its tries and its
   * sending limits; entering it right confirms the contact either way, as it proves it.
   */
  async send(
    user: UserRow,
    contact: Contact,
    locale: LocaleCode,
    purpose: 'confirm' | 'linkProof' = 'confirm',
  ): Promise<{ resend_time: number; expires_in: number }> {
    const { db, clock, messaging } = this.deps;
    const own = contact.channel === 'email' ? user.email : user.phone;
    if (own !== contact.value) {
      throw AppError.invalidParameters({ contact: MESSAGES[locale].notYours }, 'This is not your contact');
    }
    const confirmed = contact.channel === 'email' ? user.emailConfirmed : user.phoneConfirmed;
    if (purpose === 'confirm' && confirmed) throw alreadyConfirmed();

    const now = clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Only a confirmation email carries a link; other codes are typed in where they were asked for.
    const linkToken =
      contact.channel === 'email' && purpose === 'confirm' ? randomBytes(32).toString('base64url') : null;
    const row = {
      userId: user.id,
      channel: contact.channel,
      contact: contact.value,
      codeHash: hashCode(user.id, contact, code),
      linkHash: linkToken === null ? null : hashLinkToken(linkToken),
      sentAt: now,
      expiresAt: new Date(now.getTime() + CONFIRMATION_CODE_VALID_MINUTES * 60_000),
      attempts: 0,
      windowStartedAt: now,
      sendsInWindow: 1,
    };
    // One statement decides, so two sends at once cannot both pass the throttle or the daily cap.
    const stored = await confirmations.store(db, {
      row,
      resendFrom: new Date(now.getTime() - CONFIRMATION_RESEND_SECONDS * 1000),
      windowOverAt: new Date(now.getTime() - DAY_MS),
      maxSendsPerWindow: CONFIRMATION_MAX_SENDS_PER_DAY,
    });
    if (!stored) throw await this.sendRefused(user.id, contact.channel, now);

    const playerLocale: LocaleCode = user.locale === 'fr' || user.locale === 'en' ? user.locale : locale;
    if (purpose === 'linkProof') {
      await messaging.send({
        channel: contact.channel === 'email' ? 'email' : 'sms',
        recipient: contact.channel === 'email' ? contact.value : `+${contact.value}`,
        template: 'social_link_code',
        locale: playerLocale,
        ...socialLinkCodeMessage(playerLocale, code, CONFIRMATION_CODE_VALID_MINUTES),
      });
    } else if (contact.channel === 'email') {
      const prefix = playerLocale === 'en' ? '' : `/${playerLocale}`;
      const query = new URLSearchParams({ contact: contact.value, code: linkToken! });
      const link = `${this.deps.publicUrl}${prefix}/confirmation?${query}`;
      await messaging.send({
        channel: 'email',
        recipient: contact.value,
        template: 'contact_confirmation',
        locale: playerLocale,
        ...contactConfirmationEmail(playerLocale, code, link, CONFIRMATION_CODE_VALID_MINUTES),
      });
    } else {
      await messaging.send({
        channel: 'sms',
        recipient: `+${contact.value}`,
        template: 'contact_confirmation',
        locale: playerLocale,
        ...contactConfirmationSms(playerLocale, code, CONFIRMATION_CODE_VALID_MINUTES),
      });
    }
    return { resend_time: CONFIRMATION_RESEND_SECONDS, expires_in: CONFIRMATION_CODE_VALID_MINUTES * 60 };
  }

  /**
   * Confirms a contact. Two proofs are taken: the 6-digit code, typed in by the logged-in owner of
   * the contact (each try uses up one of the code's attempts before it is compared, so even tries
   * sent at once cannot test more codes than the bound), or the long token of the email's link,
   * which works in any browser. A stranger can thus neither guess at a code nor use up its tries,
   * and an anonymous caller learns nothing about a contact from the answer.
   */
  async confirm(contact: Contact, proof: string, locale: LocaleCode, caller: UserRow | null): Promise<void> {
    if (CONFIRMATION_LINK_TOKEN.test(proof)) return this.confirmByLink(contact, proof, caller);
    if (!caller || (contact.channel === 'email' ? caller.email : caller.phone) !== contact.value) {
      throw new AppError(
        'AuthorizationException',
        'Log in to the account of this contact to enter its code',
        {
          code: 'CONFIRMATION_LOGIN_REQUIRED',
        },
      );
    }
    const { db, clock } = this.deps;
    const now = clock.now();
    const pending = await confirmations.waiting(db, caller.id, contact.channel, contact.value);
    if (!pending) {
      if (contact.channel === 'email' ? caller.emailConfirmed : caller.phoneConfirmed)
        throw alreadyConfirmed();
      throw new AppError(
        'InvalidRequestException',
        'No code is waiting for this contact: ask for a new one',
        {
          code: 'CONFIRMATION_CODE_NOT_SENT',
        },
      );
    }
    if (pending.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('InvalidRequestException', 'This code has expired: ask for a new one', {
        code: 'CONFIRMATION_CODE_EXPIRED',
      });
    }
    const attempts = await confirmations.countTry(db, pending, CONFIRMATION_MAX_ATTEMPTS);
    if (attempts === undefined) {
      throw new AppError('InvalidRequestException', 'Too many wrong codes: ask for a new one', {
        code: 'CONFIRMATION_ATTEMPTS_EXCEEDED',
      });
    }
    if (!sameHash(pending.codeHash, hashCode(pending.userId, contact, proof))) {
      throw new AppError('InvalidParameterException', 'The code is wrong', {
        code: 'CONFIRMATION_CODE_WRONG',
        data: {
          fields: { code: formatRuleFailure({ key: 'smsCode' }, locale) },
          attempts_left: CONFIRMATION_MAX_ATTEMPTS - attempts,
        },
      });
    }
    await this.markConfirmed(pending.userId, contact, { codeHash: pending.codeHash });
  }

  /** The email link's token: right, unexpired and still waiting, or one answer for every failure. */
  private async confirmByLink(contact: Contact, token: string, caller: UserRow | null): Promise<void> {
    const linkHash = hashLinkToken(token);
    const pending = await confirmations.findByLink(this.deps.db, contact.channel, contact.value, linkHash);
    const valid =
      pending?.linkHash != null &&
      sameHash(pending.linkHash, linkHash) &&
      pending.expiresAt.getTime() > this.deps.clock.now().getTime();
    if (!valid || !pending) {
      // The owner, logged in, may be told that the contact is done (a second click on the link).
      const own = caller && (contact.channel === 'email' ? caller.email : caller.phone) === contact.value;
      if (own && (contact.channel === 'email' ? caller.emailConfirmed : caller.phoneConfirmed)) {
        throw alreadyConfirmed();
      }
      throw new AppError('InvalidRequestException', 'This link does not work any more: ask for a new code', {
        code: 'CONFIRMATION_LINK_INVALID',
      });
    }
    await this.markConfirmed(pending.userId, contact, { linkHash });
  }

  /** Clears the waiting code and confirms the contact, once even when two requests race. */
  private async markConfirmed(userId: number, contact: Contact, proof: ConfirmationProof): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      // Already used by a request that came at the same time: it did the confirming.
      if (!(await confirmations.clear(tx, userId, contact.channel, proof))) return;
      await this.deps.store.update(
        userId,
        contact.channel === 'email' ? { emailConfirmed: true } : { phoneConfirmed: true },
        tx,
      );
    });
  }

  /**
   * Adds the other kind of contact to a player who registered with one (an email to a phone
   * player, a phone to an email player). It starts unconfirmed.
   */
  async add(user: UserRow, contact: Contact, phoneCountryCode: string | undefined, locale: LocaleCode) {
    const isEmail = contact.channel === 'email';
    if (isEmail ? user.email : user.phone) {
      throw new AppError(
        'InvalidRequestException',
        isEmail ? 'Your account already has an email address' : 'Your account already has a phone number',
        { code: 'CONTACT_ALREADY_SET' },
      );
    }
    if (!isEmail && !isCountryCode(phoneCountryCode)) {
      const key = phoneCountryCode ? 'choice' : 'required';
      throw AppError.invalidParameters(
        { phone_country_code: formatRuleFailure({ key }, locale) },
        'Choose the country of the phone number',
      );
    }
    const taken = () =>
      AppError.invalidParameters(
        { contact: MESSAGES[locale][isEmail ? 'emailTaken' : 'phoneTaken'] },
        'This contact belongs to another account',
      );
    if (await this.deps.store.hasContact(contact.channel, contact.value)) throw taken();
    try {
      await this.deps.store.update(
        user.id,
        isEmail
          ? { email: contact.value, emailConfirmed: false }
          : { phone: contact.value, phoneConfirmed: false, phoneCountryCode: phoneCountryCode ?? '' },
      );
    } catch (error) {
      // Taken by someone else between the check and the update.
      if (databaseErrorOf(error)?.code === '23505') throw taken();
      throw error;
    }
  }

  /** Why a send was refused: a code went out less than a minute ago, or the day's sends are used. */
  private async sendRefused(userId: number, channel: ContactChannel, now: Date): Promise<AppError> {
    const row = await confirmations.sendTimes(this.deps.db, userId, channel);
    const resendAt = (row?.sentAt.getTime() ?? 0) + CONFIRMATION_RESEND_SECONDS * 1000;
    if (resendAt > now.getTime()) {
      const seconds = Math.max(1, Math.ceil((resendAt - now.getTime()) / 1000));
      return new AppError(
        'TooManyRequestsException',
        `A code was just sent: ask again in ${seconds} seconds`,
        {
          code: 'CONFIRMATION_RESEND_TOO_SOON',
          data: { seconds },
        },
      );
    }
    const windowEnds = (row?.windowStartedAt?.getTime() ?? now.getTime()) + DAY_MS;
    const seconds = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
    return new AppError(
      'TooManyRequestsException',
      `${CONFIRMATION_MAX_SENDS_PER_DAY} codes were sent to this contact today: ask again later`,
      { code: 'CONFIRMATION_DAILY_LIMIT', data: { seconds } },
    );
  }
}

function alreadyConfirmed(): AppError {
  return new AppError('InvalidRequestException', 'This contact is already confirmed', {
    code: 'CONTACT_ALREADY_CONFIRMED',
  });
}

/** The code is bound to its player and contact, so a hash says nothing about other rows. */
function hashCode(userId: number, contact: Contact, code: string): string {
  return createHash('sha256').update(`${userId}:${contact.channel}:${contact.value}:${code}`).digest('hex');
}

function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
