import type { Readable } from 'node:stream';
import type { BACKOFFICE_METHODS, BackofficeMethodName } from '@jeton/domain/backoffice';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clientInfo } from '../../sessions/client-info.js';
import type { BackofficeServices } from './backoffice-services.js';
import { csvStream } from './csv-export.js';
import { PLAYER_COLUMNS, WITHDRAWAL_COLUMNS } from './export-columns.js';
import { presentContext } from './operator-auth.js';
import type { OperatorContext } from './operator-sessions.js';
import type { Actor } from './player-actions.js';

/** A CSV download instead of the `{data}` envelope. */
export interface CsvAnswer {
  csv: Readable;
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
};

function required(operator: OperatorContext | null): OperatorContext {
  if (!operator) throw new Error('a method that needs a session ran without one');
  return operator;
}

function actorOf(operator: OperatorContext, request: FastifyRequest): Actor {
  return { operatorId: operator.operatorId, ip: request.ip };
}
