import type { Readable } from 'node:stream';
import { AppError, toLocale } from '@jeton/domain';
import type { BACKOFFICE_METHODS, BackofficeMethodName } from '@jeton/domain/backoffice';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clientInfo } from '../../sessions/client-info.js';
import { renderMarkdown } from '../content-pages/markdown-renderer.js';
import type { BackofficeServices } from './backoffice-services.js';
import { csvStream } from './csv-export.js';
import {
  AUDIT_COLUMNS,
  DEPOSIT_COLUMNS,
  FEEDBACK_COLUMNS,
  GAME_COLUMNS,
  KYC_COLUMNS,
  PLAYER_COLUMNS,
  REPORT_COLUMNS,
  WITHDRAWAL_COLUMNS,
} from './export-columns.js';
import { presentContext } from './operator-auth.js';
import type { OperatorContext } from './operator-sessions.js';
import type { Actor } from './player-actions.js';

/** A CSV download instead of the `{data}` envelope. */
export interface CsvAnswer {
  csv: Readable;
  filename: string;
}

/** Stored bytes with their own type (a verification document), instead of the `{data}` envelope. */
export interface FileAnswer {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

export interface MethodCall<M extends BackofficeMethodName> {
  input: z.output<(typeof BACKOFFICE_METHODS)[M]['input']>;
  /** The caller; null only for log-in, which needs no session. */
  operator: OperatorContext | null;
  request: FastifyRequest;
  /** The operator's session cookie, with the transport's settings. */
  cookie: { set(token: string, expiresAt: Date): void; clear(): void };
  bo: BackofficeServices;
}

type Handler<M extends BackofficeMethodName> = (call: MethodCall<M>) => Promise<unknown>;

/**
 * Every method's handler, keyed like the contract's BACKOFFICE_METHODS (which says the permission
 * each needs): a method missing here, or here and not there, fails the typecheck. The router checks
 * the session and the permission from the contract before a handler runs, so none can forget them.
 */
export const METHOD_HANDLERS: { [M in BackofficeMethodName]: Handler<M> } = {
  'auth/login': async ({ input, request, cookie, bo }) => {
    const { session, operator } = await bo.auth.login(input, clientInfo(request));
    cookie.set(session.token, session.expiresAt);
    return { operator };
  },
  'auth/logout': async ({ operator, request, cookie, bo }) => {
    await bo.auth.logout(required(operator), request.ip);
    cookie.clear();
    return 1 as const;
  },
  'auth/me': async ({ operator }) => ({ operator: presentContext(required(operator)) }),
  'auth/setLocale': async ({ input, operator, request, bo }) => ({
    operator: await bo.auth.setLocale(required(operator), input.locale, request.ip),
  }),
  'dashboard/get': ({ operator, bo }) => bo.dashboard.get(required(operator).role),

  'players/search': ({ input, bo }) => bo.playerSearch.search(input),
  'players/export': async ({ input, operator, bo }) => ({
    csv: csvStream(PLAYER_COLUMNS, required(operator).locale, (offset, limit) =>
      bo.playerSearch.chunk(input, offset, limit),
    ),
    filename: 'players',
  }),
  'players/get': ({ input, bo }) => bo.playerDetail.get(input.id),
  'players/ban': ({ input, operator, request, bo }) =>
    bo.playerActions.setBanned(actorOf(required(operator), request), input.id, true, input.reason),
  'players/unban': ({ input, operator, request, bo }) =>
    bo.playerActions.setBanned(actorOf(required(operator), request), input.id, false, input.reason),
  'players/endSessions': ({ input, operator, request, bo }) =>
    bo.playerActions.endSessions(actorOf(required(operator), request), input.id),
  'players/addNote': ({ input, operator, request, bo }) =>
    bo.playerActions.addNote(actorOf(required(operator), request), input.id, input.text),

  'players/rounds': async ({ input, operator, bo }) => {
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
  'players/close': ({ input, operator, request, bo }) =>
    bo.playerActions.close(actorOf(required(operator), request), input.id, input.reason),
  'players/adjustBalance': ({ input, operator, request, bo }) =>
    bo.adjustments.request(actorOf(required(operator), request), input),
  'adjustments/list': ({ input, bo }) => bo.adjustments.list(input),
  'adjustments/approve': ({ input, operator, request, bo }) =>
    bo.adjustments.approve(actorOf(required(operator), request), input.id),
  'adjustments/decline': ({ input, operator, request, bo }) =>
    bo.adjustments.decline(actorOf(required(operator), request), input.id, input.reason),

  'kyc/list': ({ input, bo }) => bo.kyc.list(input),
  'kyc/export': async ({ input, operator, bo }) => ({
    csv: csvStream(KYC_COLUMNS, required(operator).locale, (offset, limit) =>
      bo.kyc.chunk(input, offset, limit),
    ),
    filename: 'kyc-queue',
  }),
  'kyc/get': ({ input, bo }) => bo.kyc.get(input.id),
  'kyc/document': async ({ input, bo }): Promise<FileAnswer> => {
    const found = await bo.kyc.document(input.id, input.documentId);
    if (!found) {
      throw new AppError('InvalidRequestException', 'This player has no such document', {
        code: 'DOCUMENT_NOT_FOUND',
      });
    }
    return { bytes: found.bytes, contentType: found.document.contentType, filename: found.document.id };
  },
  'kyc/decide': ({ input, operator, request, bo }) =>
    bo.kyc.decide(actorOf(required(operator), request), input.id, input.decision, input.reason),

  'feedback/list': ({ input, bo }) => bo.feedback.list(input),
  'feedback/export': async ({ input, operator, bo }) => ({
    csv: csvStream(FEEDBACK_COLUMNS, required(operator).locale, (offset, limit) =>
      bo.feedback.chunk(input, offset, limit),
    ),
    filename: 'feedback',
  }),
  'feedback/get': ({ input, bo }) => bo.feedback.get(input.id),
  'feedback/attachment': async ({ input, bo }): Promise<FileAnswer> => {
    const found = await bo.feedback.attachment(input.id);
    return { bytes: found.bytes, contentType: found.type, filename: found.name };
  },
  'feedback/setHandled': ({ input, operator, request, bo }) =>
    bo.feedback.setHandled(actorOf(required(operator), request), input.id, input.handled),

  'winners/list': ({ input, operator, bo }) => bo.winners.list(input, toLocale(required(operator).locale)),
  'winners/saveRule': ({ input, operator, request, bo }) =>
    bo.winners.saveRule(actorOf(required(operator), request), input),
  'winners/setHidden': ({ input, operator, request, bo }) =>
    bo.winners.setHidden(
      actorOf(required(operator), request),
      input.id,
      input.hidden,
      toLocale(required(operator).locale),
    ),

  'cashback/get': ({ input, bo }) => bo.cashback.list(input),
  'cashback/saveRule': ({ input, operator, request, bo }) =>
    bo.cashback.saveRule(actorOf(required(operator), request), input),
  'cashback/compute': ({ operator, request, bo }) =>
    bo.cashback.compute(actorOf(required(operator), request)),
  'loyalty/products': ({ operator, bo }) => bo.loyalty.products(toLocale(required(operator).locale)),
  'loyalty/saveProduct': ({ input, operator, request, bo }) =>
    bo.loyalty.saveProduct(actorOf(required(operator), request), input, toLocale(required(operator).locale)),
  'loyalty/player': ({ input, bo }) => bo.loyalty.player(input.playerId),

  'money/deposits': ({ input, bo }) => bo.money.deposits(input),
  'money/depositsExport': async ({ input, operator, bo }) => ({
    csv: csvStream(DEPOSIT_COLUMNS, required(operator).locale, (offset, limit) =>
      bo.money.depositsChunk(input, offset, limit),
    ),
    filename: 'deposits',
  }),
  'money/depositEvents': ({ input, bo }) => bo.money.depositEvents(input.id),
  'money/report': ({ input, bo }) => bo.money.report(input),
  'money/reportExport': async ({ input, operator, bo }) => {
    const { rows } = await bo.money.report(input);
    return {
      csv: csvStream(REPORT_COLUMNS, required(operator).locale, async (offset, limit) =>
        rows.slice(offset, offset + limit),
      ),
      filename: `report-${input.from}-${input.to}`,
    };
  },
  'money/ledgerCheck': ({ bo }) => bo.money.ledgerCheck(),

  'withdrawals/list': ({ input, bo }) => bo.withdrawals.list(input),
  'withdrawals/export': async ({ input, operator, bo }) => ({
    csv: csvStream(WITHDRAWAL_COLUMNS, required(operator).locale, (offset, limit) =>
      bo.withdrawals.chunk(input, offset, limit),
    ),
    filename: 'withdrawals',
  }),
  'withdrawals/approve': ({ input, operator, request, bo }) =>
    bo.withdrawals.approve(actorOf(required(operator), request), input.id),
  'withdrawals/decline': ({ input, operator, request, bo }) =>
    bo.withdrawals.decline(actorOf(required(operator), request), input.id, input.reason),

  'audit/search': ({ input, bo }) => bo.audit.search(input),
  'audit/export': async ({ input, operator, bo }) => ({
    csv: csvStream(AUDIT_COLUMNS, required(operator).locale, (offset, limit) =>
      bo.audit.chunk(input, offset, limit),
    ),
    filename: 'audit-log',
  }),

  'catalogue/list': ({ input, bo }) => bo.catalogue.list(input),
  'catalogue/export': async ({ input, operator, bo }) => ({
    csv: csvStream(GAME_COLUMNS, required(operator).locale, (offset, limit) =>
      bo.catalogue.chunk(input, offset, limit),
    ),
    filename: 'games',
  }),
  'catalogue/filters': ({ bo }) => bo.catalogue.filters(),
  'catalogue/updateGame': ({ input, operator, request, bo }) =>
    bo.catalogue.updateGame(actorOf(required(operator), request), input),
  'catalogue/updateCategory': ({ input, operator, request, bo }) =>
    bo.catalogue.updateCategory(actorOf(required(operator), request), input),

  'settings/get': ({ bo }) => bo.siteSettings.get(),
  'settings/updateGeneralInfo': ({ input, operator, request, bo }) =>
    bo.siteSettings.updateGeneralInfo(actorOf(required(operator), request), input),
  'settings/updateContentConfig': ({ input, operator, request, bo }) =>
    bo.siteSettings.updateContentConfig(actorOf(required(operator), request), input.locale, input.document),
  'content/list': async ({ bo }) => ({ items: await bo.contentPages.list() }),
  'content/get': ({ input, bo }) => bo.contentPages.detail(input.slug, input.locale),
  'content/save': ({ input, operator, request, bo }) =>
    bo.contentActions.savePage(actorOf(required(operator), request), input),
  'content/preview': async ({ input }) => ({ html: renderMarkdown(input.body) }),
  'content/getRobots': async ({ bo }) => ({ disallow: await bo.contentPages.robotsRules() }),
  'content/saveRobots': ({ input, operator, request, bo }) =>
    bo.contentActions.saveRobots(actorOf(required(operator), request), input.disallow),
  'popups/list': async ({ bo }) => ({ items: await bo.popups.list() }),
  'popups/save': ({ input, operator, request, bo }) =>
    bo.contentActions.savePopup(actorOf(required(operator), request), input),
  'offers/list': ({ input, bo }) => bo.offers.list(input),
  'offers/create': ({ input, operator, request, bo }) =>
    bo.offers.create(actorOf(required(operator), request), input),
  'offers/update': ({ input, operator, request, bo }) =>
    bo.offers.update(actorOf(required(operator), request), input),
  'offers/setStatus': ({ input, operator, request, bo }) =>
    bo.offers.setStatus(actorOf(required(operator), request), input.id, input.status),
  'promoCodes/list': ({ input, bo }) => bo.offers.listCodes(input),
  'promoCodes/create': ({ input, operator, request, bo }) =>
    bo.offers.createCode(actorOf(required(operator), request), input),
  'promoCodes/disable': ({ input, operator, request, bo }) =>
    bo.offers.setCodeDisabled(actorOf(required(operator), request), input.id, true),
  'promoCodes/enable': ({ input, operator, request, bo }) =>
    bo.offers.setCodeDisabled(actorOf(required(operator), request), input.id, false),
  'jackpots/list': ({ bo }) => bo.jackpots.list(),
  'jackpots/create': ({ input, operator, request, bo }) =>
    bo.jackpots.create(actorOf(required(operator), request), input),
  'jackpots/update': ({ input, operator, request, bo }) =>
    bo.jackpots.update(actorOf(required(operator), request), input),
  'jackpots/setStatus': ({ input, operator, request, bo }) =>
    bo.jackpots.setStatus(actorOf(required(operator), request), input.id, input.status),
  'tournaments/list': ({ bo }) => bo.tournaments.list(),
  'tournaments/create': ({ input, operator, request, bo }) =>
    bo.tournaments.create(actorOf(required(operator), request), input),
  'tournaments/update': ({ input, operator, request, bo }) =>
    bo.tournaments.update(actorOf(required(operator), request), input),
  'tournaments/cancel': ({ input, operator, request, bo }) =>
    bo.tournaments.cancel(actorOf(required(operator), request), input.id),
  'tournaments/leaderboard': ({ input, bo }) => bo.tournaments.leaderboard(input.id),
  'sportsbook/events': ({ input, bo }) => bo.sportsbook.events(input.status),
  'sportsbook/bets': ({ input, bo }) => bo.sportsbook.bets(input.marketId),
  'sportsbook/marketStatus': ({ input, operator, request, bo }) =>
    bo.sportsbook.setMarketStatus(actorOf(required(operator), request), input.marketId, input.status),
  'sportsbook/settleMarket': ({ input, operator, request, bo }) =>
    bo.sportsbook.settleMarket(
      actorOf(required(operator), request),
      input.marketId,
      input.winningSelectionId,
    ),
  'sportsbook/voidEvent': ({ input, operator, request, bo }) =>
    bo.sportsbook.voidEvent(actorOf(required(operator), request), input.eventId),
  'sportsbook/cashOutSettings': ({ bo }) => bo.sportsbook.cashOutSettings(),
  'sportsbook/saveCashOut': ({ input, operator, request, bo }) =>
    bo.sportsbook.saveCashOut(actorOf(required(operator), request), input),
  'chat/list': ({ input, operator, bo }) => bo.chat.list(required(operator).operatorId, input.filter),
  'chat/get': ({ input, operator, bo }) => bo.chat.get(required(operator).operatorId, input.id),
  'chat/take': ({ input, operator, request, bo }) =>
    bo.chat.take(actorOf(required(operator), request), input.id),
  'chat/reply': ({ input, operator, request, bo }) =>
    bo.chat.reply(actorOf(required(operator), request), input.id, input.text),
  'chat/typing': ({ input, operator, request, bo }) =>
    bo.chat.typing(actorOf(required(operator), request), input.id),
  'chat/close': ({ input, operator, request, bo }) =>
    bo.chat.close(actorOf(required(operator), request), input.id),
  'chat/setDuty': ({ input, operator, request, bo }) =>
    bo.chat.setDuty(actorOf(required(operator), request), input.onDuty),
};

function required(operator: OperatorContext | null): OperatorContext {
  if (!operator) throw new Error('a method that needs a session ran without one');
  return operator;
}

function actorOf(operator: OperatorContext, request: FastifyRequest): Actor {
  return { operatorId: operator.operatorId, ip: request.ip };
}
