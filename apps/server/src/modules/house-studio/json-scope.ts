import { isAppError } from '@jeton/domain';
import type { FastifyInstance } from 'fastify';
import { retryAfterSeconds } from '../../http/retry-after.js';

/** An error of one of the studio-side protocols: a code and a status of its own. */
export interface ProtocolError {
  code: string;
  status: number;
  message: string;
}

/**
 * Makes a Fastify scope speak plain JSON with `{ error: { code, message } }` answers, as the studio
 * client API and the seamless wallet do (not the product API's envelope). `toProtocolError`
 * recognises the scope's own errors; malformed bodies are INVALID_REQUEST and never a 500.
 */
export function useJsonErrorProtocol(
  scope: FastifyInstance,
  toProtocolError: (error: unknown) => ProtocolError | null,
  options: { rawBody?: boolean } = {},
): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    if (options.rawBody) return done(null, body);
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(
        Object.assign(new Error('Malformed JSON'), { statusCode: 400, code: 'MALFORMED_JSON' }),
        undefined,
      );
    }
  });
  scope.setErrorHandler((error, request, reply) => {
    const own = toProtocolError(error);
    let answer: ProtocolError;
    if (own) answer = own;
    // An AppError of 5xx is a fault of ours (an invalid ledger transfer): logged, answered without detail.
    else if (isAppError(error) && error.status < 500)
      answer = { code: error.code ?? error.type, status: error.status, message: error.message };
    else {
      const status = (error as { statusCode?: number }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        answer = { code: 'INVALID_REQUEST', status, message: 'The request is not valid' };
      } else {
        request.log.error({ err: error }, 'studio request failed');
        answer = { code: 'INTERNAL_ERROR', status: 500, message: 'Something went wrong; try again' };
      }
    }
    if (answer.status === 429 && isAppError(error))
      reply.header('retry-after', String(retryAfterSeconds(error)));
    reply
      .code(answer.status)
      .header('cache-control', 'no-store')
      .type('application/json')
      .send({ error: { code: answer.code, message: answer.message } });
  });
}
