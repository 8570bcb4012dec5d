import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type Database, schema } from '@jeton/db';
import { AppError, formatRuleFailure, isCountryCode, type LocaleCode, rules } from '@jeton/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { databaseErrorOf } from '../../ledger/errors.js';
import type { MessagingProvider } from '../../providers/messaging/messaging-provider.js';
import { contactConfirmationEmail, contactConfirmationSms } from '../../providers/messaging/templates.js';
import type { UserRow } from '../../sessions/session-service.js';
import type { AccountStore } from './account-store.js';

/** How long a confirmation code works. */
export const CONFIRMATION_CODE_VALID_MINUTES = 15;
/** How long a player waits before asking for another code for the same contact. */
export const CONFIRMATION_RESEND_SECONDS = 60;
/** Codes tried against one sent code, right or wrong; past this the code is void. */
export const CONFIRMATION_MAX_ATTEMPTS = 5;

export type ContactChannel = 'email' | 'phone';

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

  /** Sends a new code to one of the player's unconfirmed contacts. */
  async send(
    user: UserRow,
    contact: Contact,
    locale: LocaleCode,
  ): Promise<{ resend_time: number; expires_in: number }> {
    const { db, clock, messaging } = this.deps;
    const own = contact.channel === 'email' ? user.email : user.phone;
    if (own !== contact.value) {
      throw AppError.invalidParameters({ contact: MESSAGES[locale].notYours }, 'This is not your contact');
    }
    if (contact.channel === 'email' ? user.emailConfirmed : user.phoneConfirmed) throw alreadyConfirmed();

    const now = clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = {
      userId: user.id,
      channel: contact.channel,
      contact: contact.value,
      codeHash: hashCode(user.id, contact, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + CONFIRMATION_CODE_VALID_MINUTES * 60_000),
      attempts: 0,
    };
    const resendFrom = new Date(now.getTime() - CONFIRMATION_RESEND_SECONDS * 1000);
    // One statement decides, so two sends at once cannot both pass the throttle.
    const stored = await db
      .insert(schema.contactConfirmations)
      .values(row)
      .onConflictDoUpdate({
        target: [schema.contactConfirmations.userId, schema.contactConfirmations.channel],
        set: {
          contact: row.contact,
          codeHash: row.codeHash,
          sentAt: row.sentAt,
          expiresAt: row.expiresAt,
          attempts: 0,
        },
        setWhere: sql`${schema.contactConfirmations.sentAt} <= ${resendFrom} OR ${schema.contactConfirmations.contact} <> ${row.contact}`,
      })
      .returning({ userId: schema.contactConfirmations.userId });
    if (stored.length === 0) throw await this.resendTooSoon(user.id, contact.channel, now);

    const playerLocale: LocaleCode = user.locale === 'fr' || user.locale === 'en' ? user.locale : locale;
    if (contact.channel === 'email') {
      const prefix = playerLocale === 'en' ? '' : `/${playerLocale}`;
      const query = new URLSearchParams({ contact: contact.value, code });
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
   * Confirms a contact with its code. No session is needed: the code is the proof (the email's
   * link works in any browser). Each try uses up one of the code's attempts before it is compared,
   * so even tries sent at once cannot test more codes than the bound.
   */
  async confirm(contact: Contact, code: string, locale: LocaleCode): Promise<void> {
    const { db, clock } = this.deps;
    const table = schema.contactConfirmations;
    const now = clock.now();
    const where = and(eq(table.channel, contact.channel), eq(table.contact, contact.value));
    const [pending] = await db.select().from(table).where(where).limit(1);
    if (!pending) {
      if (await this.isConfirmed(contact)) throw alreadyConfirmed();
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
    const [tried] = await db
      .update(table)
      .set({ attempts: sql`${table.attempts} + 1` })
      .where(
        and(
          eq(table.userId, pending.userId),
          eq(table.channel, pending.channel),
          eq(table.codeHash, pending.codeHash),
          lt(table.attempts, CONFIRMATION_MAX_ATTEMPTS),
        ),
      )
      .returning({ attempts: table.attempts });
    if (!tried) {
      throw new AppError('InvalidRequestException', 'Too many wrong codes: ask for a new one', {
        code: 'CONFIRMATION_ATTEMPTS_EXCEEDED',
      });
    }
    if (!sameHash(pending.codeHash, hashCode(pending.userId, contact, code))) {
      throw new AppError('InvalidParameterException', 'The code is wrong', {
        code: 'CONFIRMATION_CODE_WRONG',
        data: {
          fields: { code: formatRuleFailure({ key: 'smsCode' }, locale) },
          attempts_left: CONFIRMATION_MAX_ATTEMPTS - tried.attempts,
        },
      });
    }
    await db.transaction(async (tx) => {
      const cleared = await tx
        .delete(table)
        .where(
          and(
            eq(table.userId, pending.userId),
            eq(table.channel, pending.channel),
            eq(table.codeHash, pending.codeHash),
          ),
        )
        .returning({ userId: table.userId });
      // Already used by a request that came at the same time: it did the confirming.
      if (cleared.length === 0) return;
      await this.deps.store.update(
        pending.userId,
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
    if (await this.isUsed(contact)) throw taken();
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

  private async isUsed(contact: Contact): Promise<boolean> {
    const column = contact.channel === 'email' ? schema.users.email : schema.users.phone;
    const rows = await this.deps.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(column, contact.value))
      .limit(1);
    return rows.length > 0;
  }

  private async isConfirmed(contact: Contact): Promise<boolean> {
    const isEmail = contact.channel === 'email';
    const rows = await this.deps.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(
        and(
          eq(isEmail ? schema.users.email : schema.users.phone, contact.value),
          eq(isEmail ? schema.users.emailConfirmed : schema.users.phoneConfirmed, true),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  private async resendTooSoon(userId: number, channel: ContactChannel, now: Date): Promise<AppError> {
    const [row] = await this.deps.db
      .select({ sentAt: schema.contactConfirmations.sentAt })
      .from(schema.contactConfirmations)
      .where(
        and(eq(schema.contactConfirmations.userId, userId), eq(schema.contactConfirmations.channel, channel)),
      );
    const elapsed = row ? now.getTime() - row.sentAt.getTime() : 0;
    const seconds = Math.max(1, Math.ceil(CONFIRMATION_RESEND_SECONDS - elapsed / 1000));
    return new AppError('TooManyRequestsException', `A code was just sent: ask again in ${seconds} seconds`, {
      code: 'CONFIRMATION_RESEND_TOO_SOON',
      data: { seconds },
    });
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

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
