import type { LocaleCode } from '@jeton/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../services.js';
import type { ActiveSession } from '../sessions/session-service.js';

/** Who may call a method: anyone (guests included) or a logged-in player. */
export type Access = 'public' | 'player';

export interface ApiContext<Input> {
  input: Input;
  locale: LocaleCode;
  services: Services;
  /** The caller's session, or null for a guest. */
  session: ActiveSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ApiMethod<Input extends z.ZodType = z.ZodType, Output = unknown> {
  service: string;
  method: string;
  http: 'GET' | 'POST';
  access: Access;
  summary: string;
  input: Input;
  /** The answer's schema, for the OpenAPI document. */
  output?: z.ZodType;
  /**
   * Whether an Idempotency-Key replays the stored answer. Off for methods whose answer carries a
   * session cookie (log-in, registration): replaying the body without the cookie would mislead.
   */
  idempotent?: boolean;
  /** A stricter per-IP budget for this method, e.g. log-in or restore. */
  rateLimitPerMinute?: number;
  /** Banned players may still call it (log-out). */
  allowBanned?: boolean;
  handler: (context: ApiContext<z.output<Input>>) => Promise<Output>;
}

/** A player-only context: the session is there. */
export type PlayerContext<Input> = ApiContext<Input> & { session: ActiveSession };

/** Declares a method; the identity function keeps the handler's input typed by its schema. */
export function defineMethod<Input extends z.ZodType, Output>(
  method: ApiMethod<Input, Output>,
): ApiMethod<Input, Output> {
  return method;
}

export function methodKey(service: string, method: string): string {
  return `${service.toLowerCase()}/${method.toLowerCase()}`;
}
