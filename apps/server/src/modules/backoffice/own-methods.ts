import { toLocale } from '@jeton/domain';
import { SAME_OPERATOR } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import { clientInfo } from '../../sessions/client-info.js';
import { AUTH_ERRORS } from '../auth/auth-errors.js';
import { BACKOFFICE_ERRORS } from './backoffice-errors.js';
import { csvStream } from './csv-export.js';
import { AUDIT_COLUMNS, DEPOSIT_COLUMNS, PLAYER_COLUMNS, REPORT_COLUMNS } from './export-columns.js';
import { actorOf, type OwnMethod, type OwnMethodName, required } from './method-call.js';
import { presentContext } from './operator-auth.js';

/**
 * The back office's own methods (log-in, players, money, audit, exports, …); the other modules'
 * operator methods come from their module.ts (method-table.ts merges both). The router checks the
 * session and the permission from the contract before a handler runs, so none can forget them.
 */
export const OWN_METHODS: { [M in OwnMethodName]: OwnMethod<M> } = {
  'auth/login': {
    errors: [
      ...declared(AUTH_ERRORS, 'INVALID_CREDENTIALS', 'LOGIN_THROTTLED'),
      ...declared(BACKOFFICE_ERRORS, 'SECOND_FACTOR_LOCKED'),
    ],
    handle: async ({ input, request, cookie, bo }) => {
      const { session, operator } = await bo.auth.login(input, clientInfo(request));
      cookie.set(session.token, session.expiresAt);
      return { operator };
    },
  },
  'auth/logout': {
    errors: [],
    handle: async ({ operator, request, cookie, bo }) => {
      await bo.auth.logout(required(operator), request.ip);
      cookie.clear();
      return 1 as const;
    },
  },
  'auth/me': {
    errors: [],
    handle: async ({ operator }) => ({ operator: presentContext(required(operator)) }),
  },
  'auth/setLocale': {
    errors: [],
    handle: async ({ input, operator, request, bo }) => ({
      operator: await bo.auth.setLocale(required(operator), input.locale, request.ip),
    }),
  },
  'dashboard/get': { errors: [], handle: ({ operator, bo }) => bo.dashboard.get(required(operator).role) },

  'players/search': { errors: [], handle: ({ input, bo }) => bo.playerSearch.search(input) },
  'players/export': {
    errors: [],
    handle: async ({ input, operator, bo }) => ({
      csv: csvStream(PLAYER_COLUMNS, required(operator).locale, (offset, limit) =>
        bo.playerSearch.chunk(input, offset, limit),
      ),
      filename: 'players',
    }),
  },
  'players/get': {
    errors: declared(BACKOFFICE_ERRORS, 'PLAYER_NOT_FOUND'),
    handle: ({ input, bo }) => bo.playerDetail.get(input.id),
  },
  'players/ban': {
    errors: declared(BACKOFFICE_ERRORS, 'PLAYER_NOT_FOUND', 'ACCOUNT_CLOSED'),
    handle: ({ input, operator, request, bo }) =>
      bo.playerActions.setBanned(actorOf(required(operator), request), input.id, true, input.reason),
  },
  'players/unban': {
    errors: declared(BACKOFFICE_ERRORS, 'PLAYER_NOT_FOUND', 'ACCOUNT_CLOSED'),
    handle: ({ input, operator, request, bo }) =>
      bo.playerActions.setBanned(actorOf(required(operator), request), input.id, false, input.reason),
  },
  'players/endSessions': {
    errors: declared(BACKOFFICE_ERRORS, 'PLAYER_NOT_FOUND'),
    handle: ({ input, operator, request, bo }) =>
      bo.playerActions.endSessions(actorOf(required(operator), request), input.id),
  },
  'players/addNote': {
    errors: [],
    handle: ({ input, operator, request, bo }) =>
      bo.playerActions.addNote(actorOf(required(operator), request), input.id, input.text),
  },

  'players/rounds': {
    errors: [],
    handle: async ({ input, operator, bo }) => {
      // Game names in the operator's language.
      const page = await bo.gameHistory.history(
        input.id,
        {
          offset: (input.page - 1) * input.perPage,
          count: input.perPage,
          mode: input.mode,
          // The player's casino rounds: their sports bets are the sportsbook screen's.
          product: 'casino',
          from: null,
          to: null,
        },
        toLocale(required(operator).locale),
      );
      return {
        total: page.total,
        items: page.items.flatMap((round) =>
          round.product !== 'casino'
            ? []
            : [
                {
                  id: round.id,
                  game: round.game.name,
                  mode: round.mode,
                  status: round.status,
                  stake: round.stake,
                  win: round.win,
                  balanceAfter: round.balance_after,
                  freeSpin: round.free_spin,
                  createdAt: round.created_at,
                  settledAt: round.settled_at,
                },
              ],
        ),
      };
    },
  },
  'players/close': {
    errors: [],
    handle: ({ input, operator, request, bo }) =>
      bo.playerActions.close(actorOf(required(operator), request), input.id, input.reason),
  },
  'players/adjustBalance': {
    errors: declared(BACKOFFICE_ERRORS, 'BALANCE_TOO_LOW', 'REQUEST_KEY_REUSED'),
    handle: ({ input, operator, request, bo }) =>
      bo.adjustments.request(actorOf(required(operator), request), input),
  },
  'adjustments/list': { errors: [], handle: ({ input, bo }) => bo.adjustments.list(input) },
  'adjustments/approve': {
    errors: declared(BACKOFFICE_ERRORS, 'ADJUSTMENT_NOT_FOUND', 'ADJUSTMENT_DECIDED', SAME_OPERATOR),
    handle: ({ input, operator, request, bo }) =>
      bo.adjustments.approve(actorOf(required(operator), request), input.id),
  },
  'adjustments/decline': {
    errors: declared(BACKOFFICE_ERRORS, 'ADJUSTMENT_NOT_FOUND', 'ADJUSTMENT_DECIDED'),
    handle: ({ input, operator, request, bo }) =>
      bo.adjustments.decline(actorOf(required(operator), request), input.id, input.reason),
  },

  'money/deposits': { errors: [], handle: ({ input, bo }) => bo.money.deposits(input) },
  'money/depositsExport': {
    errors: [],
    handle: async ({ input, operator, bo }) => ({
      csv: csvStream(DEPOSIT_COLUMNS, required(operator).locale, (offset, limit) =>
        bo.money.depositsChunk(input, offset, limit),
      ),
      filename: 'deposits',
    }),
  },
  'money/depositEvents': { errors: [], handle: ({ input, bo }) => bo.money.depositEvents(input.id) },
  'money/report': { errors: [], handle: ({ input, bo }) => bo.money.report(input) },
  'money/reportExport': {
    errors: [],
    handle: async ({ input, operator, bo }) => {
      const { rows } = await bo.money.report(input);
      return {
        csv: csvStream(REPORT_COLUMNS, required(operator).locale, async (offset, limit) =>
          rows.slice(offset, offset + limit),
        ),
        filename: `report-${input.from}-${input.to}`,
      };
    },
  },
  'money/ledgerCheck': { errors: [], handle: ({ bo }) => bo.money.ledgerCheck() },

  'audit/search': { errors: [], handle: ({ input, bo }) => bo.audit.search(input) },
  'audit/export': {
    errors: [],
    handle: async ({ input, operator, bo }) => ({
      csv: csvStream(AUDIT_COLUMNS, required(operator).locale, (offset, limit) =>
        bo.audit.chunk(input, offset, limit),
      ),
      filename: 'audit-log',
    }),
  },

  'settings/get': { errors: [], handle: ({ bo }) => bo.siteSettings.get() },
  'settings/updateGeneralInfo': {
    errors: [],
    handle: ({ input, operator, request, bo }) =>
      bo.siteSettings.updateGeneralInfo(actorOf(required(operator), request), input),
  },
  'settings/updateContentConfig': {
    errors: declared(BACKOFFICE_ERRORS, 'INVALID_CONTENT_CONFIG'),
    handle: ({ input, operator, request, bo }) =>
      bo.siteSettings.updateContentConfig(actorOf(required(operator), request), input.locale, input.document),
  },
};
