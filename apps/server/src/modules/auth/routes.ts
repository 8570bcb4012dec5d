import {
  AppError,
  formatRuleFailure,
  loginField,
  loginForm,
  registerForm,
  restorePasswordForm,
} from '@jeton/domain';
import { z } from 'zod';
import { parseInput } from '../../api/input-errors.js';
import { defineMethod } from '../../api/method.js';
import { clientInfo } from '../../sessions/client-info.js';
import { clearSessionCookie, setSessionCookie } from '../../sessions/cookie.js';
import { accountInfoSchema } from '../account/schemas.js';

// auth: registration, log-in (with the second factor), log-out and password restore.

export const authMethods = [
  defineMethod({
    service: 'auth',
    method: 'register',
    http: 'POST',
    access: 'public',
    summary: 'Registers a player by email or phone and logs them in',
    input: registerForm,
    output: accountInfoSchema,
    idempotent: false,
    rateLimitPerMinute: 10,
    async handler({ input, services, locale, request, reply, session }) {
      const issued = await services.auth.register(input, clientInfo(request), locale);
      if (session) await services.sessions.revoke(session.sessionId);
      setSessionCookie(reply, issued.token, issued.expiresAt, services.config.session.secureCookie);
      return services.accounts.infoOf(issued.user);
    },
  }),
  defineMethod({
    service: 'auth',
    method: 'login',
    http: 'POST',
    access: 'public',
    summary: "Logs in; with two-factor on, answers 'two_factor_auth is enable' until the code is sent",
    input: loginForm,
    output: accountInfoSchema,
    idempotent: false,
    rateLimitPerMinute: 30,
    async handler({ input, services, request, reply, session }) {
      const issued = await services.auth.login(input, clientInfo(request), session?.sessionId);
      setSessionCookie(reply, issued.token, issued.expiresAt, services.config.session.secureCookie);
      return services.accounts.infoOf(issued.user);
    },
  }),
  defineMethod({
    service: 'auth',
    method: 'logout',
    http: 'GET',
    access: 'public',
    summary: 'Ends the current session',
    input: z.object({}),
    allowBanned: true,
    async handler({ services, session, reply }) {
      if (session) await services.sessions.revoke(session.sessionId);
      clearSessionCookie(reply, services.config.session.secureCookie);
      return 1;
    },
  }),
  defineMethod({
    service: 'auth',
    method: 'restore',
    http: 'POST',
    access: 'public',
    summary: 'With login: sends a restore link. With token and password: sets the new password',
    input: z.object({
      login: z.string().max(255).optional(),
      token: z.string().max(128).optional(),
      password: z.string().max(128).optional(),
      password_repeat: z.string().max(128).optional(),
    }),
    rateLimitPerMinute: 10,
    async handler({ input, services, locale }) {
      if (input.token !== undefined) {
        const form = parseInput(restorePasswordForm, input, locale);
        await services.auth.restorePassword(form.token, form.password);
        return 1;
      }
      if (input.login === undefined) {
        throw new AppError('InvalidParameterException', 'Send a login, or a token and a new password', {
          data: { fields: { login: formatRuleFailure({ key: 'required' }, locale) } },
        });
      }
      const { login } = parseInput(z.object({ login: loginField }), input, locale);
      await services.auth.requestRestore(login, locale);
      return 1;
    },
  }),
];
