import {
  API_MAJOR_VERSION,
  AppError,
  IDEMPOTENCY_HEADER,
  isLocale,
  type LocaleCode,
  SESSION_COOKIE_NAME,
} from '@jeton/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ActiveSession, SessionService } from '../sessions/session-service.js';
import { parseQuery, readMultipart } from './body-parsing.js';
import { checkDeclaredError } from './error-check.js';
import { IdempotencyStore } from './idempotency.js';
import { parseInput } from './input-errors.js';
import { type ApiMethod, type MountedApi, methodKey } from './method.js';
import type { ApiRateLimits } from './rate-limits.js';

type HandlerContext = Parameters<ApiMethod['handler']>[0];

/** Query parameters every call carries; they are not part of a method's input. */
const RESERVED_QUERY = new Set(['v', 'locale', 'strict']);

export interface ApiRouterOptions {
  /** Every module's methods with the services its module.ts handed them. */
  modules: readonly MountedApi[];
  sessions: Pick<SessionService, 'resolve'>;
  idempotency: IdempotencyStore;
  bodyLimitBytes: number;
  /** Checks each answer against its method's output schema (tests). */
  validateAnswers: boolean;
  rateLimits: ApiRateLimits;
}

/**
 * The product API: `/api/{service}/{method}` (spec section 7), one route that finds the method
 * without regard to case, checks version and locale, resolves the session, applies the rate
 * limits, validates the input against the method's schema and wraps the answer in `{data}`.
 */
export function registerApiRouter(app: FastifyInstance, options: ApiRouterOptions): void {
  const { sessions, idempotency, rateLimits } = options;
  const byKey = new Map<string, { method: ApiMethod; deps: unknown }>();
  for (const { methods, deps } of options.modules) {
    for (const method of methods) {
      const key = methodKey(method.service, method.method);
      if (byKey.has(key)) throw new Error(`API method ${key} is defined twice`);
      byKey.set(key, { method, deps });
    }
  }
  // With `validateAnswers` on (tests), a refusal the method does not declare fails the call.
  const answerOf = options.validateAnswers
    ? (method: ApiMethod, context: HandlerContext) =>
        method.handler(context).catch((error: unknown) => {
          checkDeclaredError(method, error);
          throw error;
        })
    : (method: ApiMethod, context: HandlerContext) => method.handler(context);

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    await rateLimits.perIp(request);
    const query = parseQuery(request.url);
    const locale = checkVersionAndLocale(query);
    const { service, method: methodName } = request.params as { service: string; method: string };
    const key = methodKey(service, methodName);
    const found = byKey.get(key);
    if (!found) throw new AppError('MethodNotFoundException', `Unknown method ${service}/${methodName}`);
    const { method, deps } = found;
    if (method.http !== request.method && !(method.http === 'GET' && request.method === 'HEAD')) {
      reply.header('allow', method.http);
      throw new AppError('InvalidRequestException', `Use ${method.http} for ${service}/${methodName}`, {
        code: 'METHOD_NOT_ALLOWED',
      });
    }

    const session = await sessions.resolve(request.cookies[SESSION_COOKIE_NAME]);
    checkAccountStatus(session, method);
    if (method.access === 'player' && !session) {
      throw new AppError('AuthorizationException', 'Please log in to continue', { code: 'NOT_LOGGED_IN' });
    }
    if (session) await rateLimits.perAccount(request, session.userId);
    if (method.rateLimitPerMinute) await rateLimits.perMethod(request, key, method.rateLimitPerMinute);

    const raw =
      method.http === 'GET'
        ? withoutReserved(query)
        : await readBody(request, options.bodyLimitBytes, method.file);
    const input = parseInput(method.input, raw, locale);

    const run = async () => {
      const data = await answerOf(method, { input, locale, deps, session, request, reply });
      if (options.validateAnswers) checkAnswer(method, data);
      return { data: data === undefined ? null : data };
    };

    const idempotencyKey = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || method.idempotent === false || typeof idempotencyKey !== 'string') {
      return run();
    }
    IdempotencyStore.validateKey(idempotencyKey);
    const scope = session ? `user:${session.userId}` : `ip:${request.ip}`;
    const claim = await idempotency.claim(scope, idempotencyKey, IdempotencyStore.fingerprint(key, raw));
    if (claim.kind === 'replay') {
      reply.header('idempotent-replayed', 'true').code(claim.answer.status).type('application/json');
      return reply.send(claim.answer.body);
    }
    try {
      const answer = await run();
      await idempotency.complete(scope, idempotencyKey, { status: 200, body: JSON.stringify(answer) });
      return answer;
    } catch (error) {
      // A refusal is the answer to keep; a crash is not, so the retry gets to run.
      if (error instanceof AppError && error.status < 500) {
        await idempotency.complete(scope, idempotencyKey, {
          status: error.status,
          body: JSON.stringify(error.toEnvelope()),
        });
      } else {
        await idempotency.release(scope, idempotencyKey);
      }
      throw error;
    }
  };

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/api/:service/:method',
    handler: handle,
  });
  app.all('/api/*', async (request) => {
    throw new AppError('MethodNotFoundException', `Unknown API path ${request.url.split('?')[0]}`);
  });
}

/**
 * A handler's answer that its declared schema refuses is a bug (the web client's types and the
 * OpenAPI document promise that schema): with `validateAnswers` on (tests) it fails the call with a
 * 500 and prints the schema's issues, so the test that made the call fails and says why.
 */
function checkAnswer(method: ApiMethod, data: unknown): void {
  const checked = method.output.safeParse(data);
  const problem = checked.success
    ? unnamedFields(data, checked.data)
        .map((path) => `✖ ${path} is not in the schema`)
        .join('\n')
    : z.prettifyError(checked.error);
  if (!problem) return;
  const detail = `The answer of ${method.service}/${method.method} does not match its output schema:\n${problem}`;
  // Tests log nothing: stderr is where the one who broke the contract will look.
  process.stderr.write(`${detail}\n`);
  throw new AppError('InternalServerErrorException', 'Something went wrong on our side. Please try again.', {
    code: 'ANSWER_SCHEMA_MISMATCH',
    internalMessage: detail,
  });
}

/**
 * Fields of an answer that its schema does not name (parsing strips them): the web client's types
 * cannot see them, so the schema is incomplete. Answers the paths, e.g. `items.0.extra`.
 */
function unnamedFields(sent: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => unnamedFields(item, parsed[index], `${path}${index}.`));
  }
  if (!isRecord(sent) || !isRecord(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!(key in parsed)) return [`${path}${key}`];
    return unnamedFields(value, parsed[key], `${path}${key}.`);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkVersionAndLocale(query: Readonly<Record<string, unknown>>): LocaleCode {
  const version = query.v;
  if (typeof version !== 'string' || version.split('.')[0] !== API_MAJOR_VERSION) {
    throw new AppError('InvalidRequestException', `Unsupported API version; send v=${API_MAJOR_VERSION}.x`, {
      code: 'UNSUPPORTED_VERSION',
    });
  }
  const locale = query.locale ?? 'en';
  if (!isLocale(locale)) {
    throw new AppError('InvalidRequestException', 'Unsupported locale', { code: 'UNSUPPORTED_LOCALE' });
  }
  return locale;
}

function checkAccountStatus(session: ActiveSession | null, method: ApiMethod): void {
  if (!session || method.allowBanned) return;
  if (session.user.status === 'banned') {
    throw new AppError('UserBannedException', 'Your account is blocked. Please contact support.', {
      data: { type: 'banned' },
    });
  }
  if (session.user.status === 'deleted') {
    throw new AppError('UserDeletedException', 'This account was deleted');
  }
}

function withoutReserved(query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) if (!RESERVED_QUERY.has(name)) input[name] = value;
  return input;
}

async function readBody(
  request: FastifyRequest,
  bodyLimit: number,
  file: ApiMethod['file'],
): Promise<Record<string, unknown>> {
  if (request.isMultipart()) return readMultipart(request, bodyLimit, file);
  const body = request.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}
