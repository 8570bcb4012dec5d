import type { Duplex } from 'node:stream';
import { isTransactionConflict } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { retryAfterSeconds } from '../http/retry-after.js';

/**
 * The one error handler. An AppError goes out as its envelope. Fastify's own client errors
 * (oversized or malformed body, bad content type) become InvalidRequestException. A transaction
 * that lost a deadlock on every run db.transaction gave it is a busy moment, not a bug: a 503 to
 * try again (decision 0083). Anything else is a bug: logged in full, answered as
 * InternalServerErrorException with no detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info(
        { type: appError.type, code: appError.code, detail: appError.internalMessage },
        'request refused',
      );
    }
    if (reply.sent) return;
    if (appError.status === 429) reply.header('retry-after', String(retryAfterSeconds(appError)));
    reply.code(appError.status).type('application/json').send(appError.toEnvelope());
  });
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = fastifyError.code ?? 'BAD_REQUEST';
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return bodyTooLarge(fastifyError.message);
    const message =
      code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type' : 'Malformed request';
    const type = status === 429 ? 'TooManyRequestsException' : 'InvalidRequestException';
    return new AppError(type, message, { code, internalMessage: fastifyError.message });
  }
  if (isTransactionConflict(error)) return busy(error);
  return new AppError('InternalServerErrorException', 'Something went wrong on our side. Please try again.', {
    internalMessage: (error as Error)?.message,
    cause: error,
  });
}

/** Still a deadlock's victim after its last run: logged (a 5xx), answered as a moment to try again. */
function busy(error: unknown): AppError {
  return new AppError('ApplicationUnavailableException', 'We are busy right now. Please try again.', {
    code: 'TRY_AGAIN',
    internalMessage: (error as Error)?.message,
    cause: error,
  });
}

/** Refusals at the transport level keep InvalidRequestException but answer their own HTTP status. */
export const TRANSPORT_ERROR_STATUS: Readonly<Record<string, number>> = {
  BODY_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
};

export function bodyTooLarge(internalMessage?: string): AppError {
  return new AppError('InvalidRequestException', 'Request body is too large', {
    code: 'BODY_TOO_LARGE',
    status: TRANSPORT_ERROR_STATUS.BODY_TOO_LARGE,
    internalMessage,
  });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a 40 KB query string overflows the
 * headers): answered in the API's envelope too, on the socket, since there is no request to reply to.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? TRANSPORT_ERROR_STATUS.HEADERS_TOO_LARGE! : 400;
  const appError = new AppError(
    'InvalidRequestException',
    tooLarge ? 'Request headers or address are too large' : 'Malformed request',
    {
      code: tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST',
      status,
    },
  );
  const body = JSON.stringify(appError.toEnvelope());
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
