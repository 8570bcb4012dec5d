import { AppError, isLocale } from '@jeton/domain';
import {
  BACKOFFICE_API_BASE,
  BACKOFFICE_CHAT_STREAM_PATH,
  BACKOFFICE_COOKIE_PATH,
  BACKOFFICE_CSRF_HEADER,
  BACKOFFICE_METHODS,
  BACKOFFICE_SESSION_COOKIE,
  type BackofficeMethodName,
  PERMISSION_REQUIRED,
  roleHasPermission,
} from '@jeton/domain/backoffice';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkRefusal } from '../../api/error-check.js';
import { parseInput } from '../../api/input-errors.js';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import type { Config } from '../../config.js';
import { streamDesk } from '../chat/desk-stream.js';
import { buildBackofficeOpenApiDocument } from './backoffice-openapi.js';
import {
  type BackofficeDeps,
  type BackofficeServices,
  createBackofficeServices,
} from './backoffice-services.js';
import { csvStream } from './csv-export.js';
import type { CsvAnswer, FileAnswer, MethodCall } from './method-call.js';
import { backofficeMethodTable, type ContributingModule, errorsOf } from './method-table.js';
import type { OperatorContext } from './operator-sessions.js';
import { allErrorsOf } from './router-errors.js';

/** The OpenAPI document of this API (backoffice-openapi.ts). */
export const BACKOFFICE_DOCS_PATH = `${BACKOFFICE_API_BASE}/docs`;
const HEADERLESS_GETS = new Set([BACKOFFICE_CHAT_STREAM_PATH, BACKOFFICE_DOCS_PATH]);

/** Per client address and minute: every back-office call, and log-in attempts among them. */
export const BACKOFFICE_BUDGETS = { callsPerMinute: 600, loginsPerMinute: 30 } as const;

/**
 * The back office's API (decision 0034): `POST /backoffice/api/{group}/{method}`, JSON only, every
 * call with the CSRF header; the session and the permission of the contract's method table are
 * checked here, before any handler, so that no method can forget them.
 */
export async function registerBackofficeApi(
  app: FastifyInstance,
  services: BackofficeDeps & { config: Pick<Config, 'session' | 'validateAnswers'> },
  modules: readonly ContributingModule[],
  rateLimits: ApiRateLimits,
): Promise<BackofficeServices> {
  const bo = createBackofficeServices(services);
  const methods = backofficeMethodTable(modules, { audit: bo.audit, csv: csvStream });
  const secure = services.config.session.secureCookie;
  await app.register(
    async (scope) => {
      acceptJsonOnly(scope);
      scope.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
        await rateLimits.perMethod(request, 'backoffice', BACKOFFICE_BUDGETS.callsPerMinute);
        // An EventSource cannot send headers, nor can a browser tab opening the document: both are
        // GETs that change nothing.
        if (request.method === 'GET' && HEADERLESS_GETS.has(request.url.split('?')[0] ?? '')) return;
        if (request.headers[BACKOFFICE_CSRF_HEADER] !== '1') {
          throw new AppError('AccessDeniedException', `Send the ${BACKOFFICE_CSRF_HEADER} header`, {
            code: 'BACKOFFICE_HEADER_REQUIRED',
          });
        }
      });
      scope.get('/chat/stream', async (request, reply) => {
        const operator = await requireOperator(bo, request);
        if (!roleHasPermission(operator.role, 'chat.answer')) {
          throw new AppError('AccessDeniedException', 'Your role does not allow this', {
            code: PERMISSION_REQUIRED,
            data: { permission: 'chat.answer' },
          });
        }
        streamDesk(request, reply, services.live);
      });
      // Operators only, as everything here but log-in: it maps what each permission opens.
      const openApi = buildBackofficeOpenApiDocument(errorsOf(methods));
      scope.get('/docs', async (request) => {
        await requireOperator(bo, request);
        return openApi;
      });
      scope.post('/:group/:method', async (request, reply) => {
        const { group, method } = request.params as { group: string; method: string };
        const name = `${group}/${method}`;
        if (!isMethodName(name)) throw new AppError('MethodNotFoundException', 'No such back-office method');
        if (name === 'auth/login') {
          await rateLimits.perMethod(request, 'backoffice-login', BACKOFFICE_BUDGETS.loginsPerMinute);
        }
        const spec = BACKOFFICE_METHODS[name];
        const operator = spec.session ? await requireOperator(bo, request) : null;
        if (operator && spec.permission && !roleHasPermission(operator.role, spec.permission)) {
          throw new AppError('AccessDeniedException', 'Your role does not allow this', {
            code: PERMISSION_REQUIRED,
            data: { permission: spec.permission },
          });
        }
        const locale = operator && isLocale(operator.locale) ? operator.locale : 'en';
        const input = parseInput(spec.input, request.body ?? {}, locale);
        // The input was parsed by this method's own schema: the handler's input type holds.
        const handler = methods[name].handle as (call: MethodCall<BackofficeMethodName>) => Promise<unknown>;
        const call = { input, operator, request, bo, cookie: cookieOf(reply, secure) } as never;
        const result = await (services.config.validateAnswers
          ? handler(call).catch((error: unknown) => {
              // As the product API's router (decision 0088): a refusal the method does not declare fails.
              checkRefusal(`backoffice ${name}`, allErrorsOf(spec, methods[name].errors), error);
              throw error;
            })
          : handler(call));
        if (spec.answer === 'csv') return sendCsv(reply, result as CsvAnswer, services.clock.now());
        if (spec.answer === 'file') return sendFile(reply, result as FileAnswer);
        if (services.config.validateAnswers) spec.answer.parse(result);
        return { data: result };
      });
    },
    { prefix: BACKOFFICE_API_BASE },
  );
  return bo;
}

function isMethodName(name: string): name is BackofficeMethodName {
  return Object.hasOwn(BACKOFFICE_METHODS, name);
}

async function requireOperator(bo: BackofficeServices, request: FastifyRequest): Promise<OperatorContext> {
  const operator = await bo.sessions.resolve(request.cookies[BACKOFFICE_SESSION_COOKIE]);
  if (!operator) {
    throw new AppError('AuthorizationException', 'Log in to the back office', { code: 'SESSION_REQUIRED' });
  }
  return operator;
}

function cookieOf(reply: FastifyReply, secure: boolean): MethodCall<'auth/login'>['cookie'] {
  const options = { path: BACKOFFICE_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure } as const;
  return {
    set: (token, expiresAt) =>
      reply.setCookie(BACKOFFICE_SESSION_COOKIE, token, { ...options, expires: expiresAt }),
    clear: () => reply.clearCookie(BACKOFFICE_SESSION_COOKIE, options),
  };
}

function sendCsv(reply: FastifyReply, answer: CsvAnswer, now: Date) {
  const day = now.toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${answer.filename}-${day}.csv"`)
    .send(answer.csv);
}

/**
 * A stored document, as an attachment of its sniffed type (never rendered by the back office's
 * origin: `nosniff`, and the scope's CSP forbids everything).
 */
function sendFile(reply: FastifyReply, answer: FileAnswer) {
  return reply
    .type(answer.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${answer.filename}"`)
    .send(answer.bytes);
}

/** JSON bodies only (as the /admin scope): a form post from another site cannot reach a method. */
function acceptJsonOnly(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (request, _payload, done) => {
    done(
      new AppError('InvalidRequestException', 'Send JSON', {
        code: 'UNSUPPORTED_CONTENT_TYPE',
        internalMessage: String(request.headers['content-type']),
      }),
      undefined,
    );
  });
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(new AppError('InvalidRequestException', 'Malformed JSON', { code: 'MALFORMED_BODY' }), undefined);
    }
  });
}
