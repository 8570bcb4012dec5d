import { type Database, schema } from '@jeton/db';
import { AppError, formatRuleFailure, type LocaleCode, rules, TWO_FACTOR_MESSAGES } from '@jeton/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { MessagingProvider } from '../../providers/messaging/messaging-provider.js';
import { passwordRestoreEmail, passwordRestoreSms } from '../../providers/messaging/templates.js';
import type { SessionService, UserRow } from '../../sessions/session-service.js';
import { hashToken, newToken } from '../../sessions/tokens.js';
import type { AccountStore } from '../account/account-store.js';
import type { LoginThrottle } from './login-throttle.js';
import type { PasswordHasher } from './passwords.js';
import { authError, type TwoFactorService } from './two-factor-service.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface Registration {
  login: string;
  password: string;
  currency: string;
  fakename?: string | undefined;
  promo_code?: string | undefined;
  notify?: boolean | undefined;
}

export interface IssuedSession {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

const RESTORE_LINK_VALID_MINUTES = 60;

/** Registration, log-in with optional second factor, log-out and password restore. */
export class AuthService {
  constructor(
    private readonly deps: {
      db: Database;
      store: AccountStore;
      passwords: PasswordHasher;
      sessions: SessionService;
      throttle: LoginThrottle;
      twoFactor: TwoFactorService;
      messaging: MessagingProvider;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  async register(form: Registration, client: ClientInfo, locale: LocaleCode): Promise<IssuedSession> {
    const { store, passwords, sessions } = this.deps;
    const email = rules.isEmailLogin(form.login);
    const user = await store.create({
      login: form.login,
      email: email ? form.login : null,
      phone: email ? null : form.login,
      emailSubscribed: email && form.notify === true,
      phoneSubscribed: !email && form.notify === true,
      passwordHash: await passwords.hash(form.password),
      currency: form.currency,
      fakename: form.fakename ?? '',
      locale,
      registrationPromoCode: form.promo_code || null,
      createdAt: this.deps.clock.now(),
    });
    if (!user) {
      throw AppError.invalidParameters(
        { login: alreadyRegistered(locale) },
        'This login is already registered',
      );
    }
    return { user, ...(await sessions.create(user.id, client)) };
  }

  /**
   * Checks the password, then the second factor when it is on. Without a code the answer is the
   * Authorization error 'two_factor_auth is enable', which tells the client to ask for one.
   */
  async login(
    form: { login: string; password: string; code?: string | undefined },
    client: ClientInfo,
    previousSessionId?: number,
  ): Promise<IssuedSession> {
    const { store, passwords, sessions, throttle, twoFactor } = this.deps;
    await throttle.check(form.login, client.ip);
    const user = await store.findByLogin(form.login);
    const passwordOk = await passwords.verify(user?.passwordHash, form.password);
    if (!user || !passwordOk || user.status === 'deleted') {
      await throttle.recordFailure(form.login, client.ip);
      throw authError('Wrong login or password', 'INVALID_CREDENTIALS');
    }
    if (user.status === 'banned') {
      throw new AppError('UserBannedException', 'Your account is blocked. Please contact support.', {
        data: { type: 'banned' },
      });
    }
    if (user.twoFactorEnabled) {
      if (form.code === undefined || form.code === '') {
        throw authError(TWO_FACTOR_MESSAGES.enabled, 'TWO_FACTOR_REQUIRED', { resend_time: 0 });
      }
      try {
        await twoFactor.consume(user, form.code);
      } catch (error) {
        // Wrong second factors count as failures too: six digits must not be guessable at leisure.
        await throttle.recordFailure(form.login, client.ip);
        throw error;
      }
    }
    await throttle.recordSuccess(form.login, client.ip);
    // A new token at every log-in: a token planted before log-in (session fixation) stays useless.
    if (previousSessionId !== undefined) await sessions.revoke(previousSessionId);
    return { user, ...(await sessions.create(user.id, client)) };
  }

  /**
   * Sends a restore link when the login exists. The answer is the same either way, so the form
   * tells nobody which logins are registered.
   */
  async requestRestore(login: string, locale: LocaleCode): Promise<void> {
    const { store, db, messaging, clock, publicUrl } = this.deps;
    const user = await store.findByLogin(login);
    if (user?.status !== 'active') return;
    const token = newToken();
    const now = clock.now();
    await db.insert(schema.passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESTORE_LINK_VALID_MINUTES * 60_000),
    });
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const link = `${publicUrl}${prefix}/?restore_token=${encodeURIComponent(token)}`;
    const playerLocale = user.locale === 'fr' ? 'fr' : locale;
    const message = user.email
      ? {
          channel: 'email' as const,
          recipient: user.email,
          ...passwordRestoreEmail(playerLocale, link, RESTORE_LINK_VALID_MINUTES),
        }
      : { channel: 'sms' as const, recipient: `+${user.phone}`, ...passwordRestoreSms(playerLocale, link) };
    await messaging.send({ ...message, template: 'password_restore', locale: playerLocale });
  }

  /**
   * Sets a new password from a restore link; the link works once, the player's other links stop
   * working and every session ends.
   */
  async restorePassword(token: string, password: string): Promise<void> {
    const { db, passwords, sessions, store, clock } = this.deps;
    const now = clock.now();
    const [claimed] = await db
      .update(schema.passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(schema.passwordResetTokens.tokenHash, hashToken(token)),
          isNull(schema.passwordResetTokens.usedAt),
          gt(schema.passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: schema.passwordResetTokens.userId });
    if (!claimed) {
      throw new AppError('InvalidRequestException', 'This restore link is invalid or has expired', {
        code: 'RESTORE_TOKEN_INVALID',
      });
    }
    await store.update(claimed.userId, {
      passwordHash: await passwords.hash(password),
      passwordChangedAt: now,
    });
    await this.voidRestoreLinks(claimed.userId);
    await sessions.revokeOthers(claimed.userId);
  }

  async changePassword(
    user: UserRow,
    sessionId: number,
    passwords: { old: string; new: string },
    locale: LocaleCode,
  ): Promise<void> {
    const { store, sessions, clock } = this.deps;
    if (!(await this.deps.passwords.verify(user.passwordHash, passwords.old))) {
      const message = formatRuleFailure({ key: 'password' }, locale);
      throw AppError.invalidParameters({ old_password: message }, 'The current password is wrong');
    }
    const passwordHash = await this.deps.passwords.hash(passwords.new);
    await store.update(user.id, { passwordHash, passwordChangedAt: clock.now() });
    await this.voidRestoreLinks(user.id);
    await sessions.revokeOthers(user.id, sessionId);
  }

  /**
   * Once a password is set, links sent for the old one must not set another: whoever can still
   * read an older email (a shared mailbox, a stolen phone) could take the account back.
   */
  private async voidRestoreLinks(userId: number): Promise<void> {
    const { db, clock } = this.deps;
    await db
      .update(schema.passwordResetTokens)
      .set({ usedAt: clock.now() })
      .where(and(eq(schema.passwordResetTokens.userId, userId), isNull(schema.passwordResetTokens.usedAt)));
  }
}

function alreadyRegistered(locale: LocaleCode): string {
  return locale === 'fr' ? 'Cet identifiant est déjà enregistré' : 'This login is already registered';
}
