import type { LocaleCode } from '@jeton/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ActiveSession } from '../sessions/session-service.js';
import type { DeclaredError } from './declared-errors.js';

/** Who may call a method: anyone (guests included) or a logged-in player. */
export type Access = 'public' | 'player';

export interface ApiContext<Input, Deps = unknown> {
  input: Input;
  locale: LocaleCode;
  /** The services the handler's module was handed (its module.ts); no database handle among them. */
  deps: Deps;
  /** The caller's session, or null for a guest. */
  session: ActiveSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ApiMethod<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Deps = unknown,
> {
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
   * The refusals its handler can answer, from its module's error family (api/declared-errors.ts's
   * `declared`); the router's own (field errors, version, rate limit, session) are added by
   * api/common-errors.ts. The OpenAPI document lists them with their statuses, and with
   * `validateAnswers` on (tests) a refusal not declared here fails the call.
   */
  errors: readonly DeclaredError[];
  /**
   * Whether an Idempotency-Key replays the stored answer. Off for methods whose answer carries a
   * session cookie (log-in, registration): replaying the body without the cookie would mislead.
   */
  idempotent?: boolean;
  /** A stricter per-IP budget for this method, e.g. log-in or restore. */
  rateLimitPerMinute?: number;
  /**
   * One file this method takes in a multipart body (the feedback form's attachment): its field and
   * size limit. The handler receives it as `{ name, bytes }` in that field; other methods refuse files.
   */
  file?: { field: string; maxBytes: number };
  /** Banned players may still call it (log-out). */
  allowBanned?: boolean;
  /** Answers what its output schema accepts: JSON-shaped values (strings for dates), so input = output. */
  handler: (context: ApiContext<z.output<Input>, Deps>) => Promise<z.input<NoInfer<Output>>>;
}

/** Declares a method; the identity function keeps the handler typed by its input and output schemas. */
export type MethodDefiner<Deps> = <Input extends z.ZodType, Output extends z.ZodType>(
  method: ApiMethod<Input, Output, Deps>,
) => ApiMethod<Input, Output, Deps>;

/** The database handles are no handler's business: SQL lives in a module's store. */
type WithoutDatabase<Deps> = { [K in keyof Deps]: K extends 'db' | 'database' ? never : Deps[K] };

/**
 * A module of the product API: its methods, whose handlers see `deps` typed as `Deps`. The module's
 * module.ts lists it; the composition root mounts it `with` the app's services, which typecheck
 * only if they hold everything `Deps` names.
 */
export interface ApiModule<Deps extends object = object> {
  // biome-ignore lint/suspicious/noExplicitAny: each module's methods are typed by its own deps, checked where it is defined.
  methods: readonly ApiMethod<any, any, Deps>[];
  // A property, not a method: checked contravariantly, so services lacking one of `Deps` fail typecheck.
  with: (deps: Deps) => MountedApi;
}

/** A module's methods with the services their handlers receive: what the router serves. */
export interface MountedApi {
  // biome-ignore lint/suspicious/noExplicitAny: as in ApiModule.
  methods: readonly ApiMethod<any, any, any>[];
  deps: unknown;
}

/**
 * Declares a module of the product API: `defineApiModule<Deps>()({ methods })`. `methods` receives the
 * module's `defineMethod`, whose handlers see `deps` typed as `Deps`: using anything else fails typecheck,
 * and so does a `Deps` that names `db` or `database` (its type must then be `never`).
 */
export function defineApiModule<Deps extends WithoutDatabase<Deps>>() {
  return (module: {
    // biome-ignore lint/suspicious/noExplicitAny: each method keeps its own schemas; only the deps are shared.
    methods: (defineMethod: MethodDefiner<Deps>) => ApiMethod<any, any, Deps>[];
  }): ApiModule<Deps> => {
    const methods = module.methods((method) => method);
    return { methods, with: (deps) => ({ methods, deps }) };
  };
}

export function methodKey(service: string, method: string): string {
  return `${service.toLowerCase()}/${method.toLowerCase()}`;
}
