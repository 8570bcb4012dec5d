import {
  AppError,
  authAnswers,
  formatRuleFailure,
  type LocaleCode,
  loginField,
  loginForm,
  type registerForm,
  restorePasswordForm,
  rules,
} from '@jeton/domain';
import { z } from 'zod';
import type { AfterAnswer } from '../../api/after-answer.js';
import { declared } from '../../api/declared-errors.js';
import { parseInput } from '../../api/input-errors.js';
import { defineApiModule, type MethodDefiner } from '../../api/method.js';
import type { Config } from '../../config.js';
import { clientInfo } from '../../sessions/client-info.js';
import { clearSessionCookie, setSessionCookie } from '../../sessions/cookie.js';
import type { SessionService } from '../../sessions/session-service.js';
import type { AccountService } from '../account/account-service.js';
import type { OffersService } from '../campaigns/offers-service.js';
import type { PromoCodesService } from '../campaigns/promo-codes-service.js';
import type { FraudService } from '../fraud/fraud-service.js';
import type { MiniAppSignIn, MiniAppStart } from '../social-sign-in/mini-app-sign-in.js';
import { SOCIAL_SIGN_IN_ERRORS } from '../social-sign-in/social-sign-in-errors.js';
import type { TrackingService } from '../tracking/tracking-service.js';
import { AUTH_ERRORS } from './auth-errors.js';
import type { AuthService } from './auth-service.js';
import { deviceTokenOf, setDeviceCookie } from './device-cookie.js';
import { registerInput } from './register-input.js';
import type { RegistrationCodeTiming } from './registration-codes.js';
import { REGISTRATION_MESSAGES } from './registration-messages.js';

// auth: registration, log-in (with the second factor), log-out and password restore.

/** The services this module's handlers use, handed in by its module.ts. */
export interface AuthApiDeps {
  accounts: AccountService;
  afterAnswer: AfterAnswer;
  auth: AuthService;
  config: Config;
  fraud: FraudService;
  miniAppSignIn: MiniAppSignIn;
  offers: OffersService;
  promoCodes: PromoCodesService;
  sessions: SessionService;
  tracking: TrackingService;
}

export const authApi = defineApiModule<AuthApiDeps>()({
  methods: (defineMethod) => [...registrationMethods(defineMethod), ...sessionMethods(defineMethod)],
});

/** Registration, with its confirmation code. */
function registrationMethods(defineMethod: MethodDefiner<AuthApiDeps>) {
  return [
    defineMethod({
      service: 'auth',
      method: 'register',
      http: 'POST',
      access: 'public',
      errors: [
        ...declared(AUTH_ERRORS, 'PROMO_CODE_INVALID', 'REGISTRATION_CODE_INVALID', 'REGISTRATION_CODE_SENT'),
        // A Telegram mini-app's registration (mini-app-sign-in.ts).
        ...declared(
          SOCIAL_SIGN_IN_ERRORS,
          'MINI_APP_INIT_DATA_EXPIRED',
          'MINI_APP_INIT_DATA_FORGED',
          'MINI_APP_INIT_DATA_MISMATCH',
          'MINI_APP_OFF',
        ),
      ],
      summary:
        'Registers a player in two steps: without code, sends a code to the login (the same answer for a taken login); with the code, creates the player and logs them in',
      input: registerInput,
      output: authAnswers.register,
      idempotent: false,
      // Two calls a registration.
      rateLimitPerMinute: 20,
      async handler({ input: sent, deps, locale, request, reply, session }) {
        if (sent.is_tg) {
          // A mini-app start (decision 0045): the signed init data stands for the form.
          const issued = await deps.miniAppSignIn.signIn(
            sent as MiniAppStart,
            locale,
            { ...clientInfo(request), deviceToken: deviceTokenOf(request) },
            session?.sessionId,
          );
          setSessionCookie(reply, issued.token, issued.expiresAt, deps.config.session.secureCookie);
          setDeviceCookie(reply, issued.deviceToken, deps.config.session.secureCookie);
          return deps.accounts.infoOf(issued.user);
        }
        const input = sent as z.output<typeof registerForm>;
        if (!input.code) {
          // A wrong promo code is said on its field before a code is sent (spec section 8).
          if (input.promo_code) await deps.promoCodes.checkForRegistration(input.promo_code, locale);
          const issued = await deps.auth.beginRegistration(input.login);
          deps.afterAnswer.run('registration code', () =>
            deps.auth.sendRegistrationCode(input.login, issued.code, locale),
          );
          throw registrationCodeSent(input.login, issued, locale);
        }
        const registered = await deps.auth.register(
          input,
          input.code,
          { ...clientInfo(request), deviceToken: deviceTokenOf(request) },
          locale,
        );
        if (session) await deps.sessions.revoke(session.sessionId);
        setSessionCookie(reply, registered.token, registered.expiresAt, deps.config.session.secureCookie);
        setDeviceCookie(reply, registered.deviceToken, deps.config.session.secureCookie);
        // Granted once the account exists, before the answer (the site's popup says what it granted);
        // a code that went bad since the first step leaves the registration standing.
        const activated = input.promo_code
          ? await deps.promoCodes
              .redeemAtRegistration(registered.user.id, input.promo_code, locale)
              .catch((error: unknown) => {
                request.log.info({ err: error }, 'registration promo code refused');
                return undefined;
              })
          : undefined;
        // Where the player came from, then the fraud check: neither may fail the registration.
        const ip = request.ip;
        deps.afterAnswer.run('registration attribution', async () => {
          await deps.tracking.recordRegistration(registered.user.id, input);
          await deps.fraud.screenRegistration(registered.user, {
            ip,
            deviceSession: input.seon_session ?? null,
          });
        });
        const info = await deps.accounts.infoOf(registered.user);
        // The registration offers open as the account was made: the site tells the player once.
        // The account exists and the session is set: a failed read only loses the popup (the grant
        // follows through the outbox), never the registration's answer.
        const offers = await deps.offers.registrationOffers(locale).catch((error: unknown) => {
          request.log.warn({ err: error }, 'registration offers could not be read for the popup');
          return [];
        });
        return {
          ...info,
          ...(activated ? { promo_code_activated: activated } : {}),
          ...(offers.length > 0 ? { registration_offers: offers } : {}),
        };
      },
    }),
  ];
}

/** Logging in and out, and restoring a forgotten password. */
function sessionMethods(defineMethod: MethodDefiner<AuthApiDeps>) {
  return [
    defineMethod({
      service: 'auth',
      method: 'login',
      http: 'POST',
      access: 'public',
      errors: [
        ...declared(
          AUTH_ERRORS,
          'INVALID_CREDENTIALS',
          'LOGIN_THROTTLED',
          'RECOVERY_CODE_INVALID',
          'SELF_EXCLUDED',
          'SESSION_TIME_LIMIT_REACHED',
          'TIME_OUT',
          'TWO_FACTOR_CODE_FORMAT',
          'TWO_FACTOR_EXPIRED',
          'TWO_FACTOR_INVALID',
          'TWO_FACTOR_REPLAYED',
          'TWO_FACTOR_REQUIRED',
        ),
        ...declared(SOCIAL_SIGN_IN_ERRORS, 'SECOND_FACTOR_LOCKED'),
      ],
      summary: "Logs in; with two-factor on, answers 'two_factor_auth is enable' until the code is sent",
      input: loginForm,
      output: authAnswers.login,
      idempotent: false,
      rateLimitPerMinute: 30,
      async handler({ input, deps, request, reply, session }) {
        const issued = await deps.auth.login(
          input,
          { ...clientInfo(request), deviceToken: deviceTokenOf(request) },
          session?.sessionId,
        );
        setSessionCookie(reply, issued.token, issued.expiresAt, deps.config.session.secureCookie);
        setDeviceCookie(reply, issued.deviceToken, deps.config.session.secureCookie);
        return deps.accounts.infoOf(issued.user);
      },
    }),
    defineMethod({
      service: 'auth',
      method: 'logout',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'Ends the current session',
      input: z.object({}),
      allowBanned: true,
      output: authAnswers.logout,
      async handler({ deps, session, reply }) {
        if (session) await deps.sessions.revoke(session.sessionId);
        clearSessionCookie(reply, deps.config.session.secureCookie);
        return 1 as const;
      },
    }),
    defineMethod({
      service: 'auth',
      method: 'restore',
      http: 'POST',
      access: 'public',
      errors: declared(AUTH_ERRORS, 'RESTORE_TOKEN_INVALID'),
      summary: 'With login: sends a restore link. With token and password: sets the new password',
      input: z.object({
        login: z.string().max(255).optional(),
        token: z.string().max(128).optional(),
        password: z.string().max(128).optional(),
        password_repeat: z.string().max(128).optional(),
      }),
      rateLimitPerMinute: 10,
      output: authAnswers.restore,
      async handler({ input, deps, locale }) {
        if (input.token !== undefined) {
          const form = parseInput(restorePasswordForm, input, locale);
          await deps.auth.restorePassword(form.token, form.password);
          return 1 as const;
        }
        if (input.login === undefined) {
          throw new AppError('InvalidParameterException', 'Send a login, or a token and a new password', {
            data: { fields: { login: formatRuleFailure({ key: 'required' }, locale) } },
          });
        }
        const { login } = parseInput(z.object({ login: loginField }), input, locale);
        // After the answer: a registered login must not answer more slowly than an unknown one.
        deps.afterAnswer.run('password restore', () => deps.auth.requestRestore(login, locale));
        return 1 as const;
      },
    }),
  ];
}

/**
 * The first step's answer, the same for a free and a taken login: like the log-in's second factor,
 * an error that tells the dialog to ask for the code.
 */
function registrationCodeSent(login: string, timing: RegistrationCodeTiming, locale: LocaleCode): AppError {
  const email = rules.isEmailLogin(login);
  const shown = email ? login : `+${login}`;
  return new AppError(
    'UserNeedConfirmContactException',
    REGISTRATION_MESSAGES[locale].codeSent.replace('{login}', shown),
    {
      code: 'REGISTRATION_CODE_SENT',
      data: {
        channel: email ? 'email' : 'phone',
        resend_time: timing.resend_time,
        expires_in: timing.expires_in,
      },
    },
  );
}
