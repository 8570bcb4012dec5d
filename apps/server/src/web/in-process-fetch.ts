import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The part of a fetch Response the web app's API client reads. */
export interface InProcessResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  /** The body's text; null for a 204, a 304 or a HEAD. */
  readonly body: string | null;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** The part of `fetch` the web app's API client uses. */
export type InProcessFetch = (input: string | URL, init?: RequestInit) => Promise<InProcessResponse>;

/**
 * A fetch for the SSR loaders of one page request: it dispatches the call to this same Fastify app
 * in-process (`app.inject`, no socket, no HTTP parsing) instead of over loopback. The call goes
 * through the whole pipeline as any other (security headers, session, rate limits, validation,
 * envelope), and it is counted on the player's IP: over loopback every SSR call came from
 * 127.0.0.1, so all players shared one per-IP budget. Only the path and query of the URL are used:
 * the call can reach nothing but this app. The signal aborts it (timeout, player gone).
 */
export function inProcessFetch(app: FastifyInstance, player: Pick<FastifyRequest, 'ip'>): InProcessFetch {
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? new URL(input, 'http://localhost') : input;
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const method = (init.method ?? 'GET').toUpperCase();
    const injected = app.inject({
      method: method as 'GET' | 'POST' | 'HEAD',
      url: `${url.pathname}${url.search}`,
      headers: headerRecord(init.headers),
      ...(init.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
      // No X-Forwarded-For is sent, so even behind a trusted proxy this address is the one counted.
      remoteAddress: player.ip,
    });
    const answer = await (signal ? untilAborted(injected, signal) : injected);
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
    return inProcessResponse(answer.statusCode, answer.headers, empty ? null : answer.payload);
  };
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  if (!headers) return record;
  if (headers instanceof Headers || Array.isArray(headers)) {
    for (const [name, value] of headers instanceof Headers ? headers : new Headers(headers))
      record[name] = value;
    return record;
  }
  // A plain object, as the web app's API client passes: no Headers object to build and validate.
  for (const [name, value] of Object.entries(headers)) record[name.toLowerCase()] = value;
  return record;
}

/** Rejects with the signal's reason (AbortError, TimeoutError) as fetch does; the work in flight ends on its own. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * What the web app reads of an answer (InProcessResponse), built without undici's Response: no
 * body stream, no Headers object unless asked for. Two or three calls per page made both show in
 * a page's CPU profile.
 */
function inProcessResponse(
  status: number,
  rawHeaders: Record<string, string | string[] | number | undefined>,
  payload: string | null,
): InProcessResponse {
  let headers: Headers | undefined;
  return {
    status,
    ok: status >= 200 && status < 300,
    get headers() {
      headers ??= toHeaders(rawHeaders);
      return headers;
    },
    body: payload,
    text: async () => payload ?? '',
    json: async () => JSON.parse(payload ?? '') as unknown,
  };
}

function toHeaders(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  return headers;
}
