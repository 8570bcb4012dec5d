import type { Readable } from 'node:stream';
import type { BACKOFFICE_METHODS, BackofficeMethodName } from '@jeton/domain/backoffice';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { BackofficeMethod } from '../../wiring/backoffice-methods.js';
import type { BackofficeServices } from './backoffice-services.js';
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

/** A call as the router makes it; a module's methods see it as a `BackofficeCall` (method-table.ts). */
export interface MethodCall<M extends BackofficeMethodName> {
  input: z.output<(typeof BACKOFFICE_METHODS)[M]['input']>;
  /** The caller; null only for log-in, which needs no session. */
  operator: OperatorContext | null;
  request: FastifyRequest;
  /** The operator's session cookie, with the transport's settings. */
  cookie: { set(token: string, expiresAt: Date): void; clear(): void };
  bo: BackofficeServices;
}

/**
 * The contract's groups whose methods another module gives from its module.ts (decision 0093); the
 * back office's own handlers (own-methods.ts) are the rest.
 */
export const CONTRIBUTED_GROUPS = [
  'sportsbook',
  'jackpots',
  'tournaments',
  'offers',
  'promoCodes',
  'cashback',
  'loyalty',
  'winners',
  'chat',
  'feedback',
  'kyc',
  'withdrawals',
  'catalogue',
  'content',
  'popups',
] as const;

export type ContributedGroup = (typeof CONTRIBUTED_GROUPS)[number];

/** A method another module must contribute. */
export type ContributedMethodName = Extract<BackofficeMethodName, `${ContributedGroup}/${string}`>;

/** A method of the back office's own table. */
export type OwnMethodName = Exclude<BackofficeMethodName, ContributedMethodName>;

export type OwnMethod<M extends BackofficeMethodName> = BackofficeMethod<M, MethodCall<M>>;

export function required(operator: OperatorContext | null): OperatorContext {
  if (!operator) throw new Error('a method that needs a session ran without one');
  return operator;
}

export function actorOf(operator: OperatorContext, request: FastifyRequest): Actor {
  return { operatorId: operator.operatorId, ip: request.ip };
}
