import type { Database } from '@jeton/db';
import { AppError, formatRuleFailure, type LocaleCode, rules, TWO_FACTOR_MESSAGES } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { MessagingProvider } from '../../ports/messaging-provider.js';
import type { SessionService, UserRow } from '../../sessions/session-service.js';
import { hashToken, newToken } from '../../sessions/tokens.js';
import type { AccountStore } from '../account/account-store.js';
import { CONFIRMATION_CODE_VALID_MINUTES } from '../account/contact-confirmation-service.js';
import {
  passwordRestoreEmail,
  passwordRestoreSms,
  registrationAttemptEmail,
  registrationAttemptSms,
  registrationCodeEmail,
  registrationCodeSms,
} from '../messaging/templates.js';
import type { LoginThrottle } from './login-throttle.js';
import type { PasswordHasher } from './passwords.js';
import type { IssuedRegistrationCode, RegistrationCodes } from './registration-codes.js';
import { REGISTRATION_MESSAGES } from './registration-messages.js';
import { restoreLinksStore } from './restore-links-store.js';
import type { TrustedDevices } from './trusted-devices.js';
import { authError, type TwoFactorService } from './two-factor-service.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
  /** The device cookie's value, when the browser sent one (trusted-devices.ts). */
  deviceToken?: string | undefined;
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
  /** The device cookie to set: this browser is now known to have logged the player in. */
  deviceToken: string;
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
      devices: TrustedDevices;
      registrationCodes: RegistrationCodes;
      twoFactor: TwoFactorService;
      messaging: MessagingProvider;
      clock: Clock;
      publicUrl: string;
      /** Refuses players in a time-out or self-exclusion, or out of playing time (responsible gaming). */
      responsibleGaming?: { assertMayLogIn(userId: number): Promise<void> };
    },
  ) {}

  /**
   * The first step of a registration: a code for the login, the same answer (its timings) whether
   * the login is free or taken. The caller sends it after answering (`sendRegistrationCode`), so the
   * answer's timing says nothing either.
   */
  beginRegistration(login: string): Promise<IssuedRegistrationCode> {
    return this.deps.registrationCodes.issue(login, this.deps.clock.now());
  }

  /**
   * After the answer: a free login gets its code; the owner of a taken one is told that someone
   * tried, and no code can finish that registration. Nothing is sent when no new code was issued.
   */
  async sendRegistrationCode(login: string, code: string | null, locale: LocaleCode): Promise<void> {
    if (code === null) return;
    const { store, messaging, publicUrl } = this.deps;
    const owner = await store.findByLogin(login);
    const email = rules.isEmailLogin(login);
    const recipient = email ? login : `+${login}`;
    const channel = email ? ('email' as const) : ('sms' as const);
    if (!owner) {
      const rendered = email
        ? registrationCodeEmail(locale, code, CONFIRMATION_CODE_VALID_MINUTES)
        : registrationCodeSms(locale, code, CONFIRMATION_CODE_VALID_MINUTES);
      await messaging.send({ channel, recipient, template: 'registration_code', locale, ...rendered });
      return;
    }
    if (owner.status !== 'active') return;
    const ownerLocale: LocaleCode = owner.locale === 'fr' ? 'fr' : owner.locale === 'en' ? 'en' : locale;
    const siteUrl = `${publicUrl}${ownerLocale === 'en' ? '' : `/${ownerLocale}`}/`;
    const rendered = email
      ? registrationAttemptEmail(ownerLocale, siteUrl)
      : registrationAttemptSms(ownerLocale, siteUrl);
    await messaging.send({
      channel,
      recipient,
      template: 'registration_attempt',
      locale: ownerLocale,
      ...rendered,
    });
  }

  /**
   * The second step: the code sent to the login finishes the registration and logs the player in;
   * the login is confirmed by it. A wrong, spent or expired code, and a login taken in the
   * meantime, all answer the same.
   */
  async register(
    form: Registration,
    code: string,
    client: ClientInfo,
    locale: LocaleCode,
  ): Promise<IssuedSession> {
    const { store, passwords, clock } = this.deps;
    if (!(await this.deps.registrationCodes.redeem(form.login, code, clock.now()))) {
      throw wrongRegistrationCode(locale);
    }
    const email = rules.isEmailLogin(form.login);
    const user = await store.create({
      login: form.login,
      email: email ? form.login : null,
      phone: email ? null : form.login,
      emailConfirmed: email,
      phoneConfirmed: !email,
      emailSubscribed: email && form.notify === true,
      phoneSubscribed: !email && form.notify === true,
      passwordHash: await passwords.hash(form.password),
      currency: form.currency,
      fakename: form.fakename ?? '',
      locale,
      registrationPromoCode: form.promo_code || null,
      createdAt: clock.now(),
    });
    if (!user) throw wrongRegistrationCode(locale);
    return this.issue(user, client);
  }

  /**
   * Logs in a player whose identity a sign-in provider vouched for (social sign-in, the mini app):
   * the account's status and responsible-gaming rules apply as at a password log-in.
   */
  async logInVouched(user: UserRow, client: ClientInfo, previousSessionId?: number): Promise<IssuedSession> {
    if (user.status === 'deleted') throw authError('Wrong login or password', 'INVALID_CREDENTIALS');
    if (user.status === 'banned') {
      throw new AppError('UserBannedException', 'Your account is blocked. Please contact support.', {
        data: { type: 'banned' },
      });
    }
    await this.deps.responsibleGaming?.assertMayLogIn(user.id);
    if (previousSessionId !== undefined) await this.deps.sessions.revoke(previousSessionId);
    return this.issue(user, client);
  }

  /**
   * A vouched log-in that also asks the second factor when it is on (the email-code proof of a
   * social link, decision 0054): a code sent by email must not stand in for the authenticator.
   */
  async logInVouchedWithSecondFactor(
    user: UserRow,
    form: { code?: string | undefined },
    client: ClientInfo,
    previousSessionId?: number,
  ): Promise<IssuedSession> {
    if (user.twoFactorEnabled) {
      if (!form.code) throw authError(TWO_FACTOR_MESSAGES.enabled, 'TWO_FACTOR_REQUIRED', { resend_time: 0 });
      await this.deps.throttle.check({
        login: user.login,
        ip: client.ip,
        isTrustedDevice: () => this.deps.devices.isTrustedFor(client.deviceToken, user.login),
      });
      try {
        await this.deps.twoFactor.checkAtLogin(user, form);
      } catch (error) {
        await this.deps.throttle.recordFailure(user.login, client.ip);
        throw error;
      }
    }
    return this.logInVouched(user, client, previousSessionId);
  }

  /** A session for the player, and the device remembered as one that logged them in. */
  private async issue(user: UserRow, client: ClientInfo): Promise<IssuedSession> {
    const deviceToken = await this.deps.devices.remember(user.id, client.deviceToken);
    return { user, ...(await this.deps.sessions.create(user.id, client)), deviceToken };
  }

  /**
   * Checks the password, then the second factor when it is on. Without a code the answer is the
   * Authorization error 'two_factor_auth is enable', which tells the client to ask for one.
   */
  async login(
    form: { login: string; password: string; code?: string | undefined; recovery_code?: string | undefined },
    client: ClientInfo,
    previousSessionId?: number,
  ): Promise<IssuedSession> {
    const { store, passwords, sessions, throttle, twoFactor, devices } = this.deps;
    await throttle.check({
      login: form.login,
      ip: client.ip,
      isTrustedDevice: () => devices.isTrustedFor(client.deviceToken, form.login),
    });
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
    await this.deps.responsibleGaming?.assertMayLogIn(user.id);
    if (user.twoFactorEnabled) {
      if (!form.code && !form.recovery_code) {
        throw authError(TWO_FACTOR_MESSAGES.enabled, 'TWO_FACTOR_REQUIRED', { resend_time: 0 });
      }
      try {
        await twoFactor.checkAtLogin(user, form);
      } catch (error) {
        // Wrong second factors count as failures too: six digits must not be guessable at leisure.
        await throttle.recordFailure(form.login, client.ip);
        throw error;
      }
    }
    await throttle.recordSuccess(form.login, client.ip);
    // A new token at every log-in: a token planted before log-in (session fixation) stays useless.
    if (previousSessionId !== undefined) await sessions.revoke(previousSessionId);
    return this.issue(user, client);
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
    await restoreLinksStore.insert(db, {
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
    const userId = await restoreLinksStore.claim(db, hashToken(token), now);
    if (userId === undefined) {
      throw new AppError('InvalidRequestException', 'This restore link is invalid or has expired', {
        code: 'RESTORE_TOKEN_INVALID',
      });
    }
    await store.update(userId, {
      passwordHash: await passwords.hash(password),
      passwordChangedAt: now,
    });
    await this.voidRestoreLinks(userId);
    await sessions.revokeOthers(userId);
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
    await restoreLinksStore.voidAll(db, userId, clock.now());
  }
}

/** One answer for every code that cannot finish a registration, whatever the reason. */
function wrongRegistrationCode(locale: LocaleCode): AppError {
  const message = REGISTRATION_MESSAGES[locale].wrongCode;
  return new AppError('InvalidParameterException', message, {
    code: 'REGISTRATION_CODE_INVALID',
    data: { fields: { code: message } },
  });
}
