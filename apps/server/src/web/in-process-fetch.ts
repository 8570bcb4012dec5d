import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The part of `fetch` the web app's API client uses. */
export type InProcessFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

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
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : answer.payload, { status: answer.statusCode, headers });
  };
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of new Headers(headers)) record[name] = value;
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
