import { AppError } from '@jeton/domain';
import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * The one error handler. An AppError goes out as its envelope. Fastify's own client errors
 * (oversized or malformed body, bad content type) become InvalidRequestException. Anything else
 * is a bug: logged in full, answered as InternalServerErrorException with no detail.
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
    reply.code(appError.status).type('application/json').send(appError.toEnvelope());
  });
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = fastifyError.code ?? 'BAD_REQUEST';
    const message =
      code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'Request body is too large'
        : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type'
          : 'Malformed request';
    const type = status === 429 ? 'TooManyRequestsException' : 'InvalidRequestException';
    return new AppError(type, message, { code, internalMessage: fastifyError.message });
  }
  return new AppError('InternalServerErrorException', 'Something went wrong on our side. Please try again.', {
    internalMessage: (error as Error)?.message,
    cause: error,
  });
}
