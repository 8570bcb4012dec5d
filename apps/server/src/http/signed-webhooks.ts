import { AppError, errorFamily, unstorableTextPaths } from '@jeton/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { checkSignature } from './signed-payload.js';

// Receiving providers' webhooks (payments, identity verification): the one route shape, and the
// checks every signed JSON notification goes through before its provider reads it.

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: string;
}

/**
 * Why a webhook was refused: its signature (401) or its content (400). The codes are the ones
 * providers have always been answered, lower case.
 */
export const WEBHOOK_REFUSALS = errorFamily({
  unsigned: { type: 'AuthorizationException' },
  bad_signature: { type: 'AuthorizationException' },
  stale: { type: 'AuthorizationException' },
  malformed: { type: 'InvalidRequestException' },
});

export type WebhookRefusalCode = keyof typeof WEBHOOK_REFUSALS.answers;

export const isWebhookRefusal = WEBHOOK_REFUSALS.is;

export function webhookRefused(code: WebhookRefusalCode): AppError {
  const message = code === 'malformed' ? 'Malformed webhook' : 'Webhook signature refused';
  return WEBHOOK_REFUSALS.create(code, message);
}

/**
 * The body of a webhook signed with the providers' scheme (signed-payload.ts) in `header`, checked
 * against `schema`; throws a webhook refusal (401 for the signature, 400 for the content).
 */
export function readSignedJson<T>(
  schema: ZodType<T>,
  secret: string,
  request: WebhookRequest,
  header: string,
  nowSeconds: number,
): T {
  const check = checkSignature(secret, request.headers[header], request.rawBody, nowSeconds);
  if (check !== 'valid') throw webhookRefused(check);
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody);
  } catch {
    throw webhookRefused('malformed');
  }
  // Text no field may hold (decision 0085) is malformed too: a 500 would have the provider retry it.
  if (unstorableTextPaths(json).length > 0) throw webhookRefused('malformed');
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw webhookRefused('malformed');
  return parsed.data;
}

interface WebhookProvider<Event> {
  readonly name: string;
  /** Checks the signature and freshness, then reads the event; throws a webhook refusal. */
  parseWebhook(request: WebhookRequest): Event;
}

export interface WebhookRoute<Event, Outcome> {
  /** With a `:provider` parameter, e.g. `/webhooks/payments/:provider`. */
  path: string;
  providers: ReadonlyMap<string, WebhookProvider<Event>>;
  /** The error text for a provider name not served here. */
  unknownProvider: string;
  /** The log message for a refused signature or body. */
  refusedLog: string;
  /** Applies an authenticated event and logs it; throws the AppError for one that matches nothing. */
  apply(provider: string, event: Event, log: FastifyBaseLogger): Promise<Outcome>;
}

/**
 * `POST {path}`: a provider's notification. The body is kept raw, since the signature covers its
 * exact bytes. A refused one is logged and answered 400 or 401, writing nothing.
 */
export async function registerWebhookRoute<Event, Outcome>(
  app: FastifyInstance,
  route: WebhookRoute<Event, Outcome>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>(route.path, async (request, reply) => {
      const provider = route.providers.get(request.params.provider);
      if (!provider) throw new AppError('MethodNotFoundException', route.unknownProvider);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let event: Event;
      try {
        event = provider.parseWebhook({ headers: request.headers, rawBody });
      } catch (error) {
        if (isWebhookRefusal(error)) {
          request.log.warn({ provider: provider.name, reason: error.code }, route.refusedLog);
        }
        throw error;
      }
      const outcome = await route.apply(provider.name, event, request.log);
      reply.header('cache-control', 'no-store');
      return { received: true, outcome };
    });
  });
}
