import { AppError, QUERY_LIMITS } from '@jeton/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';

// The API takes form data (spec section 7): urlencoded or multipart, nested keys in bracket
// notation, with the spec's limits. Anything else is refused before a handler sees it.

const QS_OPTIONS = {
  arrayLimit: QUERY_LIMITS.arrayLimit,
  parameterLimit: QUERY_LIMITS.parameterLimit,
  depth: QUERY_LIMITS.depth,
  strictDepth: true,
  throwOnLimitExceeded: true,
  allowPrototypes: false,
  plainObjects: true,
} as const;

export function parseFormText(text: string): Record<string, unknown> {
  try {
    return qs.parse(text, QS_OPTIONS) as Record<string, unknown>;
  } catch (error) {
    throw new AppError('InvalidRequestException', 'Malformed form data', {
      code: 'MALFORMED_BODY',
      internalMessage: (error as Error).message,
    });
  }
}

/** Form fields (flat, bracketed names) to the same nested object a urlencoded body gives. */
export function parseFormFields(fields: [string, string][]): Record<string, unknown> {
  const text = fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return parseFormText(text);
}

export function registerFormParsers(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      try {
        done(null, parseFormText(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  // Multipart is handled by @fastify/multipart and read by the router with request.parts().
  // Webhooks and other raw endpoints register their own parsers in their encapsulated scopes.
  app.addContentTypeParser('*', (request, _payload, done) => {
    done(
      new AppError('InvalidRequestException', 'Unsupported content type', {
        code: 'UNSUPPORTED_CONTENT_TYPE',
        internalMessage: String(request.headers['content-type']),
      }),
      undefined,
    );
  });
}

/** The body of a multipart request as an object; files are not accepted by the API methods. */
export async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: [string, string][] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw new AppError('InvalidRequestException', 'Files are not accepted here', {
          code: 'UNEXPECTED_FILE',
        });
      }
      fields.push([part.fieldname, String(part.value)]);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('InvalidRequestException', 'Malformed form data', {
      code: 'MALFORMED_BODY',
      internalMessage: (error as Error).message,
    });
  }
  return parseFormFields(fields);
}

/** The query string parsed with the same rules as bodies. */
export function parseQuery(url: string): Record<string, unknown> {
  const index = url.indexOf('?');
  return index < 0 ? {} : parseFormText(url.slice(index + 1));
}
