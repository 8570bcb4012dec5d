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

export interface ApiMethod<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType> {
  service: string;
  method: string;
  http: 'GET' | 'POST';
  access: Access;
  summary: string;
  input: Input;
  /**
   * The answer's schema (the `data` of a success), from `@jeton/domain` so that the web client types
   * its answers by it too. It types the handler, names the answer in the OpenAPI document, and the
   * router checks real answers against it when `validateAnswers` is on (tests).
   */
  output: Output;
  /**
   * Whether an Idempotency-Key replays the stored answer. Off for methods whose answer carries a
   * session cookie (log-in, registration): replaying the body without the cookie would mislead.
   */
  idempotent?: boolean;
  /** A stricter per-IP budget for this method, e.g. log-in or restore. */
  rateLimitPerMinute?: number;
  /** Banned players may still call it (log-out). */
  allowBanned?: boolean;
  /** Answers what its output schema accepts: JSON-shaped values (strings for dates), so input = output. */
  handler: (context: ApiContext<z.output<Input>>) => Promise<z.input<NoInfer<Output>>>;
}

/** A player-only context: the session is there. */
export type PlayerContext<Input> = ApiContext<Input> & { session: ActiveSession };

/** Declares a method; the identity function keeps the handler typed by its input and output schemas. */
export function defineMethod<Input extends z.ZodType, Output extends z.ZodType>(
  method: ApiMethod<Input, Output>,
): ApiMethod<Input, Output> {
  return method;
}

export function methodKey(service: string, method: string): string {
  return `${service.toLowerCase()}/${method.toLowerCase()}`;
}
