import { AppError, type LocaleCode, SESSION_COOKIE_NAME } from '@jeton/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import type { Config } from '../../config.js';
import { clientInfo } from '../../sessions/client-info.js';
import { setSessionCookie } from '../../sessions/cookie.js';
import type { SessionService } from '../../sessions/session-service.js';
import type { IssuedSession } from '../auth/auth-service.js';
import { deviceTokenOf, setDeviceCookie } from '../auth/device-cookie.js';
import { failurePage, linkErrorText, linkPage, linkTexts, signedInPage } from './popup-pages.js';
import { failureOf } from './sign-in-errors.js';
import { OAUTH_CALLBACK_PATH } from './sign-in-providers.js';
import { type SocialSignInService, TYPE_AUTH, type TypeAuth } from './social-sign-in-service.js';

// The popup's addresses (spec section 2): /oauth/init starts a sign-in with the provider named by
// `service`, /oauth/callback is where the provider answers, /oauth/link takes the password proof.

export interface SocialSignInRouteDeps {
  socialSignIn: SocialSignInService;
  sessions: SessionService;
  config: Config;
  rateLimits: ApiRateLimits;
}

/** Sign-ins a minute per address: each start stores a flow, each link try checks a password. */
const STARTS_PER_MINUTE = 20;
const LINK_TRIES_PER_MINUTE = 10;

type Query = Record<string, string | undefined>;

export const socialSignInRoutes: FastifyPluginAsync<SocialSignInRouteDeps> = async (app, deps) => {
  const { socialSignIn, rateLimits } = deps;
  const { client, currentSessionId, signIn, failed } = popupSteps(deps);

  app.get<{ Querystring: Query }>('/oauth/init', async (request, reply) => {
    await rateLimits.perMethod(request, 'oauth.init', STARTS_PER_MINUTE);
    const query = request.query;
    const locale = localeOf(query.locale);
    const typeAuth: TypeAuth = TYPE_AUTH.find((t) => t === query.type_auth) ?? 'login';
    try {
      const target = await socialSignIn.begin({
        service: query.service ?? '',
        redirectUrl: query.redirect_url ?? '/',
        typeAuth,
        locale,
      });
      return reply.header('cache-control', 'no-store').redirect(target.href, 303);
    } catch (error) {
      return failed(reply, locale, error);
    }
  });

  app.get(OAUTH_CALLBACK_PATH, async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    try {
      const outcome = await socialSignIn.complete(search, client(request), await currentSessionId(request));
      if (outcome.kind === 'linkNeeded') {
        return linkPage(reply, { locale: outcome.locale, token: outcome.token, email: outcome.email });
      }
      signIn(reply, outcome.session);
      return signedInPage(reply, outcome.locale, outcome.redirectUrl);
    } catch (error) {
      return failed(reply, localeOf(request.cookies.locale), error);
    }
  });

  linkRoutes(app, deps);
};

/** /oauth/link and /oauth/link/code: the password or email-code proof that links a social identity. */
function linkRoutes(app: FastifyInstance, deps: SocialSignInRouteDeps) {
  const { socialSignIn, rateLimits } = deps;
  const { client, currentSessionId, signIn, failed } = popupSteps(deps);

  app.post<{ Body: Query }>('/oauth/link', async (request, reply) => {
    await rateLimits.perMethod(request, 'oauth.link', LINK_TRIES_PER_MINUTE);
    const form = (request.body ?? {}) as Query;
    const locale = localeOf(form.locale);
    const token = form.token ?? '';
    const byCode = form.email_code !== undefined;
    const proofKind = byCode ? 'emailCode' : 'password';
    try {
      if (byCode && !/^\d{6}$/.test(form.email_code ?? '')) {
        const pending = await socialSignIn.pendingLink(token);
        if (!pending) return failurePage(reply, locale, 'linkExpired');
        const email = pending.email ?? '';
        const error = linkTexts(locale).codeShape;
        return linkPage(reply, {
          locale,
          token,
          email,
          error,
          status: 400,
          codeSent: true,
          errorFor: proofKind,
        });
      }
      const linked = await socialSignIn.link(
        token,
        byCode
          ? { emailCode: form.email_code, code: form.code || undefined }
          : { password: form.password ?? '', code: form.code || undefined },
        client(request),
        await currentSessionId(request),
      );
      signIn(reply, linked.session);
      return signedInPage(reply, linked.locale, linked.redirectUrl);
    } catch (error) {
      if (error instanceof AppError && !failureOf(error)) {
        const pending = await socialSignIn.pendingLink(token);
        if (pending && error.status < 500) {
          const email = pending.email ?? '';
          return linkPage(reply, {
            locale,
            token,
            email,
            error: linkErrorText(error, locale),
            status: error.status,
            codeSent: byCode,
            errorFor: proofKind,
          });
        }
        if (!pending) return failurePage(reply, locale, 'linkExpired');
      }
      return failed(reply, locale, error);
    }
  });

  /** The email-code proof's first step: a code to the account's email (decision 0054). */
  app.post<{ Body: Query }>('/oauth/link/code', async (request, reply) => {
    await rateLimits.perMethod(request, 'oauth.link', LINK_TRIES_PER_MINUTE);
    const form = (request.body ?? {}) as Query;
    const locale = localeOf(form.locale);
    const token = form.token ?? '';
    try {
      await socialSignIn.sendLinkCode(token, locale);
      const pending = await socialSignIn.pendingLink(token);
      return linkPage(reply, { locale, token, email: pending?.email ?? '', codeSent: true });
    } catch (error) {
      if (error instanceof AppError && !failureOf(error) && error.status < 500) {
        const pending = await socialSignIn.pendingLink(token);
        if (!pending) return failurePage(reply, locale, 'linkExpired');
        return linkPage(reply, {
          locale,
          token,
          email: pending.email ?? '',
          error: error.message,
          status: error.status,
          // A code already sent (asked again too soon) can still be typed in.
          codeSent: error.code === 'CONFIRMATION_RESEND_TOO_SOON',
          errorFor: 'emailCode',
        });
      }
      return failed(reply, locale, error);
    }
  });
}

/** What every popup address needs: the caller's client and session, signing in, a refused step. */
function popupSteps({ sessions, config }: SocialSignInRouteDeps) {
  const client = (request: FastifyRequest) => ({
    ...clientInfo(request),
    deviceToken: deviceTokenOf(request),
  });
  const currentSessionId = async (request: FastifyRequest) =>
    (await sessions.resolve(request.cookies[SESSION_COOKIE_NAME]))?.sessionId;
  const signIn = (reply: FastifyReply, issued: IssuedSession) => {
    setSessionCookie(reply, issued.token, issued.expiresAt, config.session.secureCookie);
    setDeviceCookie(reply, issued.deviceToken, config.session.secureCookie);
  };
  /** A refused step as its popup page; anything unexpected goes to the error handler. */
  const failed = (reply: FastifyReply, locale: LocaleCode, error: unknown) => {
    const failure = error instanceof AppError ? failureOf(error) : null;
    if (!failure) throw error;
    // The page says what the player can do; the log keeps the protocol's reason.
    reply.log.info({ reason: (error as Error).message }, 'social sign-in refused');
    return failurePage(reply, locale, failure);
  };
  return { client, currentSessionId, signIn, failed };
}

function localeOf(value: string | undefined): LocaleCode {
  return value === 'fr' ? 'fr' : 'en';
}
