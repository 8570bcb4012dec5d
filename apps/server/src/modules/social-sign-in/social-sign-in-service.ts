import type { Database } from '@jeton/db';
import { AppError, type LocaleCode } from '@jeton/domain';
import * as client from 'openid-client';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../sessions/session-service.js';
import { hashToken, newToken } from '../../sessions/tokens.js';
import type { AccountStore } from '../account/account-store.js';
import type { ContactConfirmationService } from '../account/contact-confirmation-service.js';
import type { AuthService, ClientInfo, IssuedSession } from '../auth/auth-service.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { OidcClients } from './oidc-clients.js';
import { signInError } from './sign-in-errors.js';
import { OAUTH_CALLBACK_PATH } from './sign-in-providers.js';
import type { SocialIdentities } from './social-identities-store.js';
import { socialSignInStore } from './social-sign-in-store.js';

// Social sign-in with OpenID Connect (decision 0044): /oauth/init starts it with PKCE, state and
// nonce kept server-side; the callback spends them once and lets openid-client check the code
// exchange and the signed ID token. A provider identity already linked logs its player in; a new
// one makes an account, unless its email is an existing account's: that account is linked only
// after its password is given, so a provider that vouches for an email cannot take the account.

const FLOW_VALID_MS = 10 * 60_000;
const LINK_VALID_MS = 15 * 60_000;
const LINK_MAX_ATTEMPTS = 5;
export const TYPE_AUTH = ['login', 'registration'] as const;
export type TypeAuth = (typeof TYPE_AUTH)[number];

export interface VouchedIdentity {
  provider: string;
  subject: string;
  /** An email the provider verified, else null. */
  email: string | null;
  name: string;
  locale: LocaleCode;
}

export type CallbackOutcome =
  | { kind: 'signedIn'; session: IssuedSession; redirectUrl: string; locale: LocaleCode }
  | { kind: 'linkNeeded'; token: string; email: string; redirectUrl: string; locale: LocaleCode };

export class SocialSignInService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      clients: OidcClients;
      identities: SocialIdentities;
      store: AccountStore;
      auth: AuthService;
      passwords: PasswordHasher;
      settings: SettingsService;
      contacts: ContactConfirmationService;
      publicUrl: string;
    },
  ) {}

  get callbackUri(): string {
    return `${this.deps.publicUrl}${OAUTH_CALLBACK_PATH}`;
  }

  /** The provider's authorization address for a new sign-in; its secrets stay here. */
  async begin(request: {
    service: string;
    redirectUrl: string;
    typeAuth: TypeAuth;
    locale: LocaleCode;
  }): Promise<URL> {
    const { db, clock, clients } = this.deps;
    const provider = clients.provider(request.service);
    if (!provider) throw signInError('unknownService', `No sign-in service named ${request.service}`);
    const redirectUrl = this.ownPath(request.redirectUrl);
    const config = await clients.configuration(provider);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const now = clock.now();
    await socialSignInStore.startFlow(
      db,
      {
        stateHash: hashToken(state),
        provider: provider.name,
        codeVerifier,
        nonce,
        redirectUrl,
        typeAuth: request.typeAuth,
        locale: request.locale,
        createdAt: now,
        expiresAt: new Date(now.getTime() + FLOW_VALID_MS),
      },
      now,
    );
    return client.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: request.locale,
      ...(request.typeAuth === 'registration' ? { prompt: 'login' } : {}),
    });
  }

  /**
   * The provider's answer at the callback: the flow its state names is spent (a replay or a forged
   * state finds nothing), then the code is exchanged and the ID token checked (signature, issuer,
   * audience, expiry, nonce).
   */
  async complete(
    callbackQuery: string,
    client_: ClientInfo,
    previousSessionId?: number,
  ): Promise<CallbackOutcome> {
    const { db, clock, clients } = this.deps;
    const params = new URLSearchParams(callbackQuery);
    const state = params.get('state') ?? '';
    const now = clock.now();
    const flow = state ? await socialSignInStore.spendFlow(db, hashToken(state), now) : undefined;
    if (!flow) throw signInError('expired', 'This sign-in is unknown, expired or already used');
    if (params.has('error')) throw signInError('cancelled', 'The sign-in was cancelled at the provider');
    const provider = clients.provider(flow.provider);
    if (!provider) throw signInError('unknownService', 'This sign-in service is no longer offered');
    const config = await clients.configuration(provider);
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(
        config,
        new URL(`${this.callbackUri}?${params}`),
        {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: this.callbackUri },
      );
      claims = tokens.claims();
    } catch (error) {
      throw signInError(
        'refused',
        `The provider’s answer could not be verified: ${(error as Error).message}`,
      );
    }
    if (!claims) throw signInError('refused', 'The provider sent no ID token');
    const locale: LocaleCode = flow.locale === 'fr' ? 'fr' : 'en';
    const identity: VouchedIdentity = {
      provider: provider.name,
      subject: claims.sub,
      email:
        claims.email_verified === true && typeof claims.email === 'string'
          ? claims.email.toLowerCase()
          : null,
      name: typeof claims.name === 'string' ? claims.name : '',
      locale,
    };
    const place = { redirectUrl: flow.redirectUrl, locale };
    const resolved = await this.resolve(identity);
    if ('linkTo' in resolved) {
      const token = await this.requestLink(identity, resolved.linkTo, flow.redirectUrl, locale);
      return { kind: 'linkNeeded', token, email: resolved.linkTo.email ?? '', ...place };
    }
    return {
      kind: 'signedIn',
      session: await this.deps.auth.logInVouched(resolved.user, client_, previousSessionId),
      ...place,
    };
  }

  /**
   * The player of a vouched identity: its linked player, a new account, or, when the identity's
   * email is an account's login or email, that account to link after a password proof.
   */
  async resolve(identity: VouchedIdentity): Promise<{ user: UserRow } | { linkTo: UserRow }> {
    const { identities, store } = this.deps;
    const ownerId = await identities.ownerOf(identity.provider, identity.subject);
    if (ownerId !== undefined) {
      const owner = await store.findById(ownerId);
      if (owner) return { user: owner };
    }
    if (identity.email) {
      const holder = await this.accountWithEmail(identity.email);
      if (holder) return { linkTo: holder };
    }
    const created = await this.createAccount(identity);
    const linkedTo = await identities.link(identity, created.id);
    if (linkedTo === created.id) return { user: created };
    // Another sign-in of the same identity won the race: its account is the one.
    await store.removeUnlinked(created.id);
    const winner = await store.findById(linkedTo);
    if (!winner) throw signInError('refused', 'The account could not be made');
    return { user: winner };
  }

  private accountWithEmail(email: string): Promise<UserRow | undefined> {
    return this.deps.store.findByLoginOrEmail(email);
  }

  /**
   * A new account for the identity: its login is the verified email, else `{provider}:{subject}`.
   * It has no password anyone knows, and its registration is not complete: the site asks for the
   * currency and the terms next (spec section 4, the social registration popup).
   */
  private async createAccount(identity: VouchedIdentity): Promise<UserRow> {
    const { store, passwords, clock, settings } = this.deps;
    const general = await settings.generalInfo();
    const login = identity.email ?? `${identity.provider}:${identity.subject}`.toLowerCase();
    const user = await store.create({
      login,
      email: identity.email,
      emailConfirmed: identity.email !== null,
      passwordHash: await passwords.hash(newToken()),
      currency: general.default_currency,
      fakename: '',
      locale: identity.locale,
      isRegistrationCompleted: false,
      createdAt: clock.now(),
    });
    if (user) return user;
    // The login was taken between the checks: the same identity signing in twice at once.
    const existing = await store.findByLogin(login);
    if (!existing) throw signInError('refused', 'The account could not be made');
    return existing;
  }

  private async requestLink(
    identity: VouchedIdentity,
    user: UserRow,
    redirectUrl: string,
    locale: LocaleCode,
  ) {
    const token = newToken();
    await socialSignInStore.requestLink(this.deps.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      redirectUrl,
      locale,
      expiresAt: new Date(this.deps.clock.now().getTime() + LINK_VALID_MS),
    });
    return token;
  }

  /** The pending link of this token, if still open. */
  async pendingLink(token: string) {
    const now = this.deps.clock.now();
    return socialSignInStore.openLink(this.deps.db, hashToken(token), now, LINK_MAX_ATTEMPTS);
  }

  /**
   * The other proof (decision 0054): a 6-digit code sent to the account's email by the contact
   * confirmation mechanism, with its resend spacing, daily cap and tries.
   */
  async sendLinkCode(token: string, locale: LocaleCode): Promise<{ resend_time: number }> {
    const request = await this.pendingLink(token);
    const user = request ? await this.deps.store.findById(request.userId) : undefined;
    if (!request || !user) throw signInError('linkExpired', 'This link request is unknown or expired');
    if (!user.email) {
      throw new AppError('InvalidRequestException', 'This account has no email to send a code to', {
        code: 'SOCIAL_LINK_NO_EMAIL',
      });
    }
    const sent = await this.deps.contacts.send(
      user,
      { channel: 'email', value: user.email },
      locale,
      'linkProof',
    );
    return { resend_time: sent.resend_time };
  }

  /**
   * The proof, either the account's own log-in (password, and the second factor when it is on, with
   * the log-in's throttling) or the code sent to its email (and the second factor when it is on).
   * Each wrong proof uses up one of the request's tries. Only then is the identity linked and the
   * player logged in.
   */
  async link(
    token: string,
    proof: { password?: string | undefined; emailCode?: string | undefined; code?: string | undefined },
    client_: ClientInfo,
    previousSessionId?: number,
  ): Promise<{ session: IssuedSession; redirectUrl: string; locale: LocaleCode }> {
    const { db, store, auth, identities, clock } = this.deps;
    const request = await this.pendingLink(token);
    const user = request ? await store.findById(request.userId) : undefined;
    if (!request || !user) throw signInError('linkExpired', 'This link request is unknown or expired');
    const locale: LocaleCode = request.locale === 'fr' ? 'fr' : 'en';
    let session: IssuedSession;
    try {
      if (proof.emailCode !== undefined) {
        // Asked before the code is checked, as a right code is spent by the check.
        if (user.twoFactorEnabled && !proof.code) {
          throw new AppError('AuthorizationException', 'two_factor_auth is enable', {
            code: 'TWO_FACTOR_REQUIRED',
          });
        }
        await this.checkEmailCode(user, proof.emailCode, locale);
        session = await auth.logInVouchedWithSecondFactor(
          user,
          { code: proof.code },
          client_,
          previousSessionId,
        );
      } else {
        session = await auth.login(
          { login: user.login, password: proof.password ?? '', code: proof.code },
          client_,
          previousSessionId,
        );
      }
    } catch (error) {
      if (error instanceof AppError && isWrongProof(error)) {
        await socialSignInStore.countWrongProof(db, request.tokenHash);
      }
      throw error;
    }
    const claimed = await socialSignInStore.claimLink(db, request.tokenHash, clock.now());
    if (!claimed) throw signInError('linkExpired', 'This link request is unknown or expired');
    await identities.link(
      { provider: claimed.provider, subject: claimed.subject, email: claimed.email },
      user.id,
    );
    return { session, redirectUrl: claimed.redirectUrl, locale: claimed.locale === 'fr' ? 'fr' : 'en' };
  }

  /** The code sent to the account's email, with the confirmation mechanism's expiry and tries. */
  private async checkEmailCode(user: UserRow, code: string, locale: LocaleCode): Promise<void> {
    try {
      if (!user.email)
        throw new AppError('InvalidRequestException', 'No email', { code: 'CONTACT_ALREADY_CONFIRMED' });
      await this.deps.contacts.confirm({ channel: 'email', value: user.email }, code, locale, user);
    } catch (error) {
      // No code waiting (a confirmed email, or none at all): the answer is that no code was sent.
      if (error instanceof AppError && error.code === 'CONTACT_ALREADY_CONFIRMED') {
        throw new AppError('InvalidRequestException', 'No code is waiting: ask for a new one', {
          code: 'CONFIRMATION_CODE_NOT_SENT',
        });
      }
      throw error;
    }
  }

  /** The opener's page as a path of this site; anything else is refused (no open redirect). */
  private ownPath(raw: string): string {
    const base = new URL(this.deps.publicUrl);
    let url: URL;
    try {
      url = new URL(raw || '/', base);
    } catch {
      throw signInError('badRedirect', 'redirect_url must be a page of this site');
    }
    if (url.origin !== base.origin || raw.length > 2048 || /^[/\\]{2}/.test(raw)) {
      throw signInError('badRedirect', 'redirect_url must be a page of this site');
    }
    return `${url.pathname}${url.search}${url.hash}`;
  }
}

/** A wrong password, second factor or email code: each uses up one of the link request's tries. */
function isWrongProof(error: AppError): boolean {
  if (error.type === 'AuthorizationException') return error.code !== 'TWO_FACTOR_REQUIRED';
  return error.code === 'CONFIRMATION_CODE_WRONG';
}
