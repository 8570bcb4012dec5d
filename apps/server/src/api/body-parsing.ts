import { AppError, isStorableText, QUERY_LIMITS } from '@jeton/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import { bodyTooLarge } from './error-handler.js';

// The API takes form data (spec section 7): urlencoded or multipart, nested keys in bracket
// notation, with the spec's limits. Anything else is refused before a handler sees it.

/** Key segments that reach into prototypes; refused at any depth rather than silently dropped. */
const FORBIDDEN_KEY_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * qs's own decoder leaves malformed percent-encoding as literal text; ours refuses it, and keys that
 * reach into prototypes or hold characters no text may (decision 0085). A value with such a
 * character is kept: the method's input check names its field (input-errors.ts).
 */
function strictDecoder(text: string, _default: unknown, _charset: unknown, type: 'key' | 'value'): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw new Error('Malformed percent-encoding');
  }
  if (type === 'key' && !isStorableText(decoded)) throw new Error('Control character in a key');
  if (type === 'key' && decoded.split(/[[\]]/).some((segment) => FORBIDDEN_KEY_SEGMENTS.has(segment))) {
    throw new Error(`Forbidden key ${decoded}`);
  }
  return decoded;
}

const QS_OPTIONS = {
  arrayLimit: QUERY_LIMITS.arrayLimit,
  parameterLimit: QUERY_LIMITS.parameterLimit,
  depth: QUERY_LIMITS.depth,
  strictDepth: true,
  throwOnLimitExceeded: true,
  allowPrototypes: false,
  plainObjects: true,
  decoder: strictDecoder,
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

/**
 * A file of a multipart body, for the one method field that takes one. A class, not a plain object:
 * the check of text a caller typed (decision 0085) passes it by, since its name is the device's,
 * cleaned by its handler.
 */
export class UploadedFile {
  constructor(
    /** The name the device gave it: for display only, after cleaning. */
    readonly name: string,
    readonly bytes: Buffer,
  ) {}
}

/**
 * The body of a multipart request as an object. Files are refused, but for the one field a method
 * declares (`file`), read up to its size limit (one byte more is refused as too large). The body
 * limit that Fastify applies to urlencoded bodies is applied here to the fields' total size.
 */
export async function readMultipart(
  request: FastifyRequest,
  bodyLimit: number,
  accepted?: { field: string; maxBytes: number },
): Promise<Record<string, unknown>> {
  const fields: [string, string][] = [];
  let file: UploadedFile | undefined;
  let size = 0;
  try {
    const limits = accepted ? { files: 1, fileSize: accepted.maxBytes } : {};
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (!accepted || part.fieldname !== accepted.field || file) {
          part.file.resume();
          throw new AppError('InvalidRequestException', 'Files are not accepted here', {
            code: 'UNEXPECTED_FILE',
          });
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw fileTooLarge(accepted.maxBytes);
        // An empty file input sends a part with no name and no bytes: no file.
        if (bytes.length > 0 || part.filename) file = new UploadedFile(part.filename ?? '', bytes);
        continue;
      }
      const value = String(part.value);
      size += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
      if (size > bodyLimit || part.valueTruncated || part.fieldnameTruncated) {
        throw bodyTooLarge();
      }
      fields.push([part.fieldname, value]);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' && accepted) {
      throw fileTooLarge(accepted.maxBytes);
    }
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('InvalidRequestException', 'Files are not accepted here', {
        code: 'UNEXPECTED_FILE',
      });
    }
    throw new AppError('InvalidRequestException', 'Malformed form data', {
      code: 'MALFORMED_BODY',
      internalMessage: (error as Error).message,
    });
  }
  const body = parseFormFields(fields);
  if (file && accepted) body[accepted.field] = file;
  return body;
}

function fileTooLarge(maxBytes: number): AppError {
  return new AppError('InvalidParameterException', 'The file is too large', {
    code: 'FILE_TOO_LARGE',
    data: { max_bytes: maxBytes },
  });
}

/**
 * The last simple query parsed, frozen: callers send the same few (`v=2.34&locale=en` on most
 * calls), so the next call with the same text takes it as it is.
 */
let lastSimpleQuery: { text: string; parsed: Readonly<Record<string, unknown>> } | null = null;

/** The query string parsed with the same rules as bodies. Not to be changed by the caller. */
export function parseQuery(url: string): Readonly<Record<string, unknown>> {
  const index = url.indexOf('?');
  if (index < 0) return {};
  const text = url.slice(index + 1);
  if (lastSimpleQuery?.text === text) return lastSimpleQuery.parsed;
  const simple = SIMPLE_QUERY.test(text) ? parseSimpleQuery(text) : null;
  if (!simple) return parseFormText(text);
  lastSimpleQuery = { text, parsed: Object.freeze(simple) };
  return lastSimpleQuery.parsed;
}

/**
 * Nearly every call's query is a few plain `name=value` pairs (`v=2.34&locale=en`): nothing to
 * decode, no brackets, so the answer is the one qs gives, without qs's general machinery.
 */
const SIMPLE_QUERY =
  /^[A-Za-z0-9_-]{1,64}=[A-Za-z0-9._~-]{0,256}(?:&[A-Za-z0-9_-]{1,64}=[A-Za-z0-9._~-]{0,256}){0,15}$/;

/** The simple query as qs answers it, or null when qs must decide (a repeated or forbidden name). */
function parseSimpleQuery(text: string): Record<string, unknown> | null {
  const result: Record<string, unknown> = Object.create(null);
  for (const pair of text.split('&')) {
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    if (name in result || FORBIDDEN_KEY_SEGMENTS.has(name)) return null;
    result[name] = pair.slice(equals + 1);
  }
  return result;
}
