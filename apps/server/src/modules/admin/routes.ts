import { AppError } from '@jeton/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unstorableTextError } from '../../api/input-errors.js';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import { carriesBearerToken } from '../../plugins/bearer-token.js';
import type { AccountService, AccountStatus } from '../account/account-service.js';
import type { WithdrawalService } from '../cashier/withdrawal-service.js';
import { type FreeSpinsAdminDeps, registerFreeSpinsAdmin } from '../freespins/admin-routes.js';
import type { SettingsService } from '../settings/settings-service.js';
import { checkGeneralInfo, parseGeneralInfoPatch } from './general-info-patch.js';
import { registerWithdrawalAdmin } from './withdrawal-routes.js';

// The back office's API under /admin: what an operator changes on a running site (block or close
// an account, maintenance, inactivity times). JSON in and out, with the API's envelopes;
// authenticated by the ADMIN_TOKEN bearer token. Without a configured token none of it exists (404 like any unknown path).

const uidSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Per client address and minute: every admin call, and the calls with a wrong token among them. */
export const ADMIN_BUDGETS = { callsPerMinute: 600, wrongTokensPerMinute: 10 } as const;

/** What the admin API uses: the operator's token, the rate limits and the services its routes call. */
export type AdminApiOptions = {
  accounts: AccountService;
  settings: SettingsService;
  withdrawals: WithdrawalService;
} & FreeSpinsAdminDeps & { adminToken: string; rateLimits: ApiRateLimits };

/** Registered under `/admin`, and only when ADMIN_TOKEN is set. */
export const adminApi: FastifyPluginAsync<AdminApiOptions> = async (admin, services) => {
  const { adminToken: token, rateLimits } = services;
  // The product API takes form data only; the back office speaks JSON alone, in this scope.
  admin.removeAllContentTypeParsers();
  admin.addContentTypeParser('*', (request, _payload, done) => {
    const type = String(request.headers['content-type']);
    done(
      new AppError('InvalidRequestException', 'Send JSON', {
        code: 'UNSUPPORTED_CONTENT_TYPE',
        internalMessage: type,
      }),
      undefined,
    );
  });
  admin.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    let parsed: unknown;
    try {
      parsed = body === '' ? {} : JSON.parse(body as string);
    } catch {
      return done(
        new AppError('InvalidRequestException', 'Malformed JSON', { code: 'MALFORMED_BODY' }),
        undefined,
      );
    }
    // Every route of the scope reads its body here: text no field may hold is refused once (decision 0085).
    const unstorable = unstorableTextError(parsed, 'en');
    if (unstorable) return done(unstorable, undefined);
    done(null, parsed);
  });
  admin.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await rateLimits.perMethod(request, 'admin', ADMIN_BUDGETS.callsPerMinute);
    if (!carriesBearerToken(request.headers.authorization, token)) {
      // Guessing the token is throttled on its own, far below the calls' budget.
      await rateLimits.perMethod(request, 'admin-wrong-token', ADMIN_BUDGETS.wrongTokensPerMinute);
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('AuthorizationException', 'A valid admin token is required', {
        code: 'ADMIN_TOKEN',
      });
    }
  });

  const setStatus = (status: AccountStatus) => async (request: FastifyRequest) => {
    const uid = parseUid(request);
    const held = await services.accounts.setStatus(uid, status);
    if (held === null) throw unknownPlayer();
    if (held !== status) {
      throw new AppError('UserDeletedException', 'This account is closed', { code: 'ACCOUNT_CLOSED' });
    }
    request.log.info({ uid, status }, 'admin changed a player status');
    return { data: { uid, status } };
  };
  admin.post('/players/:uid/ban', setStatus('banned'));
  admin.post('/players/:uid/unban', setStatus('active'));
  // Closing is for good: no call of this API reopens the account.
  admin.post('/players/:uid/close', setStatus('deleted'));
  registerFreeSpinsAdmin(admin, services);

  admin.get('/settings/general_info', async () => ({ data: await services.settings.generalInfo() }));
  admin.put('/settings/general_info', async (request) => {
    const patch = parseGeneralInfoPatch(request.body);
    const info = await services.settings.changeGeneralInfo(patch, checkGeneralInfo);
    request.log.info({ patch }, 'admin changed the general info');
    return { data: info };
  });
  admin.delete('/settings/general_info', async (request) => {
    const info = await services.settings.resetGeneralInfo();
    request.log.info('admin reset the general info');
    return { data: info };
  });

  registerWithdrawalAdmin(admin, services);
};

function parseUid(request: FastifyRequest): number {
  const parsed = uidSchema.safeParse((request.params as { uid?: string }).uid);
  if (!parsed.success) throw unknownPlayer();
  return parsed.data;
}

function unknownPlayer(): AppError {
  return new AppError('InvalidParameterException', 'No player has this uid', {
    code: 'PLAYER_NOT_FOUND',
    data: { fields: { uid: 'No player has this uid' } },
  });
}
