import {
  API_VERSION,
  type ApiAnswer,
  type ApiMethodName,
  type ApiService,
  AppError,
  DEFAULT_LOCALE,
  type LocaleCode,
} from '@jeton/domain';
import { toQueryString } from './query-string.js';

/** Parameters of a call; nested objects and arrays go out in bracket notation, null and undefined are dropped. */
export type ApiParams = Readonly<Record<string, unknown>>;

/** What the API client reads of an answer: a fetch Response has it, and so has the server's in-process one. */
export type ApiResponse = Pick<Response, 'ok' | 'status' | 'headers' | 'text' | 'json'>;

/** A fetch, or the server's in-process stand-in for one (load-context.ts `apiFetch`). */
export type ApiFetch = (input: string | URL, init?: RequestInit) => Promise<ApiResponse>;

export interface ApiCallOptions {
  /** GET reads with the parameters in the query; POST changes state with a form body. Default GET. */
  httpMethod?: 'GET' | 'POST';
  locale?: LocaleCode;
  /** In SSR loaders: the incoming request, whose Cookie header is forwarded and whose origin is called. */
  request?: Request;
  /** Origin to call instead of the request's; the server passes its own local address (see load-context.ts). */
  origin?: string | undefined;
  /** The fetch to call with; the server passes its in-process one (load-context.ts `apiFetch`). */
  fetch?: ApiFetch | undefined;
  /** Makes a retried state change safe (DESIGN "The product API"). */
  idempotencyKey?: string;
  timeoutMs?: number;
  /** A POST's body as multipart form data instead of `params` (a form with a file). */
  form?: FormData;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Calls `/api/{service}/{method}` of the product API and returns the `data` of its envelope, typed
 * by the method's answer schema in `@jeton/domain` (API_ANSWERS, the schema the server declares and
 * its tests check); only the type is used here, the browser does not parse the answer.
 * Throws an `AppError` rebuilt from the error envelope (or UnknownErrorException when the answer is not one).
 */
export async function apiCall<S extends ApiService, M extends ApiMethodName<S>>(
  service: S,
  method: M,
  params: ApiParams = {},
  options: ApiCallOptions = {},
): Promise<ApiAnswer<S, M>> {
  const httpMethod = options.httpMethod ?? 'GET';
  const url = `${apiOrigin(options)}/api/${service}/${method}?${queryString(httpMethod, params, options)}`;

  const headers = new Headers({ accept: 'application/json' });
  let body: string | FormData | undefined;
  if (httpMethod === 'POST' && options.form) {
    // The browser sets the multipart content type with its boundary.
    body = options.form;
  } else if (httpMethod === 'POST') {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = toQueryString(params);
  }
  if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);
  // On the server the session travels in the forwarded Cookie header; in the browser `credentials` sends it.
  const cookie = options.request?.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);

  let response: ApiResponse;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: httpMethod,
      headers,
      body,
      credentials: 'include',
      signal: callSignal(options),
    });
  } catch (cause) {
    throw new AppError('UnknownErrorException', 'The service could not be reached', {
      cause,
      internalMessage: `${httpMethod} ${url}: ${String(cause)}`,
    });
  }
  return readEnvelope<ApiAnswer<S, M>>(response);
}

export function apiOrigin(options: ApiCallOptions): string {
  if (options.origin) return options.origin;
  if (options.request) return new URL(options.request.url).origin;
  // In the browser a relative URL is right; on the server fetch needs an absolute one.
  if (typeof document === 'undefined')
    throw new Error('apiCall on the server needs { request } or { origin }');
  return '';
}

function queryString(httpMethod: 'GET' | 'POST', params: ApiParams, options: ApiCallOptions): string {
  const control = { v: API_VERSION, locale: options.locale ?? DEFAULT_LOCALE };
  if (httpMethod === 'POST') return toQueryString(control);
  // The version and locale come first and cannot be overridden by a parameter of the same name.
  return toQueryString({ ...control, ...params, ...control });
}

export function callSignal(options: ApiCallOptions): AbortSignal {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  // A player who leaves the page cancels the SSR calls made for it.
  return options.request ? AbortSignal.any([timeout, options.request.signal]) : timeout;
}

async function readEnvelope<T>(response: ApiResponse): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page, say): fromEnvelope turns it into UnknownErrorException.
  }
  const envelope = body as { data?: unknown; error?: unknown } | null;
  if (response.ok && envelope && 'data' in envelope && !('error' in envelope)) return envelope.data as T;
  throw AppError.fromEnvelope(body, response.status);
}
