import helmet from '@fastify/helmet';
import { AppError } from '@jeton/domain';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * GETs of the spec that change state (auth/logout): another site's link or image must not log a
 * player out (issue 13), so they are refused across origins like a POST.
 */
const STATE_CHANGING_GET = /^\/api\/auth\/logout(?:\?|$)/i;
/** Callers from other sites: providers' webhooks and studios' wallet calls, which authenticate by signature instead. */
const CROSS_ORIGIN_ALLOWED_PREFIXES = ['/webhooks/', '/sandbox/', '/wallet/'];
const HELMET_OPTIONS = {
  // The page CSP (with nonces for the web app's inline data) is set by the web app's handler.
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
} as const;
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers, and refusal of state-changing requests from other origins (the session cookie
 * is SameSite=Lax, and this check covers browsers and paths that Lax does not).
 */
export async function registerSecurity(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): Promise<void> {
  // Helmet's headers depend on no request: taken once from helmet itself, then set on every answer.
  // @fastify/helmet built helmet's middleware anew on every request, a tenth of a simple API call.
  const securityHeaders = await helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.header(name, value);
    if (request.url.startsWith('/api/')) {
      reply.header('content-security-policy', API_CSP);
      reply.header('cache-control', 'no-store');
    }
    const changesState = STATE_CHANGING.has(request.method) || STATE_CHANGING_GET.test(request.url);
    if (changesState && isCrossOrigin(request, allowedOrigins)) {
      done(
        new AppError('AccessDeniedException', 'Cross-origin requests are not allowed', {
          code: 'CROSS_ORIGIN',
        }),
      );
      return;
    }
    done();
  });
}

/** The headers @fastify/helmet sets with our options, read from a throw-away instance. */
async function helmetHeaders(): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  let headers: [string, string][] = [];
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async (_request, reply) => {
    // Helmet writes on the raw response in its onRequest hooks; nothing else has by now.
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]);
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

function isCrossOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (CROSS_ORIGIN_ALLOWED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    return !allowedOrigins.includes(origin) && origin !== ownOrigin(request);
  }
  if (origin === 'null') return true;
  // No Origin header: old browsers and non-browser clients; Fetch Metadata tells us when it is a browser.
  return request.headers['sec-fetch-site'] === 'cross-site';
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
