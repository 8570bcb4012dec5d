import { accountAnswers, ruleField, type TwoFactorStatus, twoFactorCodeForm } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import type { Config } from '../../config.js';
import { clearSessionCookie } from '../../sessions/cookie.js';
import { AUTH_ERRORS } from '../auth/auth-errors.js';
import type { TwoFactorService } from '../auth/two-factor-service.js';
import type { RecoveryCodeService } from './recovery-code-service.js';
import { SECURITY_ERRORS } from './security-errors.js';
import type { SessionListService } from './session-list-service.js';
import { PUBLIC_SESSION_ID } from './session-list-service.js';

/** A session's public id from account/getSessions: required, and of that id's shape. */
const sessionIdField = ruleField(
  (value) =>
    value.trim() === '' ? { key: 'required' } : PUBLIC_SESSION_ID.test(value) ? null : { key: 'custom' },
  64,
);

// account (security): the player's sessions and two-factor recovery codes.

/** The services this module's handlers use, handed in by its module.ts. */
export interface SecurityApiDeps {
  config: Config;
  recoveryCodes: RecoveryCodeService;
  sessionList: SessionListService;
  twoFactor: TwoFactorService;
}

export const securityApi = defineApiModule<SecurityApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'account',
      method: 'getSessions',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "The caller's active sessions: public id, browser, system, masked IP, times, which is current",
      input: z.object({}),
      output: accountAnswers.getSessions,
      async handler({ deps, session }) {
        const items = await deps.sessionList.list(session!.userId, session!.sessionId);
        return { items, total: items.length };
      },
    }),
    defineMethod({
      service: 'account',
      method: 'endSession',
      http: 'POST',
      access: 'player',
      errors: declared(SECURITY_ERRORS, 'SESSION_NOT_FOUND'),
      summary: "Ends one of the caller's sessions by its public id (the current one logs out)",
      input: z.object({ id: sessionIdField }),
      output: accountAnswers.endSession,
      idempotent: false,
      async handler({ deps, session, input, reply }) {
        const ended = await deps.sessionList.end(session!.userId, input.id, session!.sessionId);
        if (ended.current) clearSessionCookie(reply, deps.config.session.secureCookie);
        return ended;
      },
    }),
    defineMethod({
      service: 'account',
      method: 'endOtherSessions',
      http: 'POST',
      access: 'player',
      errors: [],
      summary: 'Ends every session of the caller but the current one; answers how many ended',
      input: z.object({}),
      output: accountAnswers.endOtherSessions,
      idempotent: false,
      async handler({ deps, session }) {
        return { ended: await deps.sessionList.endOthers(session!.userId, session!.sessionId) };
      },
    }),
    defineMethod({
      service: 'account',
      method: 'getTwoFactorStatus',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: 'Whether two-factor authentication is on, and how many unused recovery codes are left',
      input: z.object({}),
      output: accountAnswers.getTwoFactorStatus,
      async handler({ deps, session }): Promise<TwoFactorStatus> {
        const user = session!.user;
        return {
          two_factor_auth: user.twoFactorEnabled,
          recovery_codes_left: user.twoFactorEnabled ? await deps.recoveryCodes.remaining(user.id) : 0,
        };
      },
    }),
    defineMethod({
      service: 'account',
      method: 'renewRecoveryCodes',
      http: 'POST',
      access: 'player',
      errors: declared(AUTH_ERRORS, 'TWO_FACTOR_INVALID', 'TWO_FACTOR_NOT_ENABLED', 'TWO_FACTOR_REPLAYED'),
      summary: 'A new set of 10 recovery codes for an authenticator code; the old set stops working',
      input: twoFactorCodeForm,
      output: accountAnswers.renewRecoveryCodes,
      idempotent: false,
      async handler({ deps, session, input }) {
        return { recovery_codes: await deps.twoFactor.renewRecoveryCodes(session!.user, input.code) };
      },
    }),
  ],
});
