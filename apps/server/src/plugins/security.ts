import helmet from '@fastify/helmet';
import { AppError } from '@jeton/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Callers from other sites: providers' webhooks, which authenticate by signature instead. */
const CROSS_ORIGIN_ALLOWED_PREFIXES = ['/webhooks/', '/sandbox/'];

/**
 * Security headers, and refusal of state-changing requests from other origins (the session cookie
 * is SameSite=Lax, and this check covers browsers and paths that Lax does not).
 */
export async function registerSecurity(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): Promise<void> {
  await app.register(helmet, {
    // The page CSP (with nonces for the web app's inline data) is set by the web app's handler.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      reply.header('cache-control', 'no-store');
    }
    if (STATE_CHANGING.has(request.method) && isCrossOrigin(request, allowedOrigins)) {
      throw new AppError('AccessDeniedException', 'Cross-origin requests are not allowed', {
        code: 'CROSS_ORIGIN',
      });
    }
  });
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
