import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@jeton/domain';
import { BACKOFFICE_API_BASE, BACKOFFICE_COOKIE_PATH } from '@jeton/domain/backoffice';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ASSET_CACHE = 'public, max-age=31536000, immutable'; // file names carry a content hash
const FILE_CACHE = 'public, max-age=3600';

/**
 * Serves the back office's single-page app (apps/backoffice/build/client) under /backoffice/:
 * its files, and index.html for every other path but the API's, so that a reload of any screen
 * works. Nothing is mounted when the build is missing (API tests do without it).
 */
export async function registerBackofficeApp(app: FastifyInstance, buildDir: string): Promise<void> {
  const clientDir = path.join(buildDir, 'client');
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.info({ buildDir }, 'back-office app not built: only its API is served');
    registerFallback(app, (_request, reply) =>
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The back office is not built. Run `npm run build`, then restart.'),
    );
    return;
  }
  const index = readFileSync(indexFile);
  const policy = backofficePolicy(index.toString('utf8'));
  const assetsDir = path.join(clientDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: `${BACKOFFICE_COOKIE_PATH}/`,
    // One route per file found now; the fallback below answers every other path.
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', filePath.startsWith(assetsDir) ? ASSET_CACHE : FILE_CACHE);
      res.setHeader('content-security-policy', policy);
    },
  });
  registerFallback(app, (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(index),
  );
}

/** Every GET under /backoffice that no file answered: the page, but never for an API path. */
function registerFallback(
  app: FastifyInstance,
  answer: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (pathname === BACKOFFICE_API_BASE || pathname.startsWith(`${BACKOFFICE_API_BASE}/`)) {
      throw new AppError('MethodNotFoundException', 'Back-office methods are called with POST');
    }
    return answer(request, reply);
  };
  app.get(BACKOFFICE_COOKIE_PATH, handler);
  app.get(`${BACKOFFICE_COOKIE_PATH}/*`, handler);
}

/**
 * The app's own policy: scripts from this origin, plus the inline scripts React Router's SPA mode
 * writes into index.html (its context and module bootstrap), allowed by their hashes, no others.
 */
export function backofficePolicy(indexHtml: string): string {
  const hashes = inlineScripts(indexHtml).map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The text of every script element without a src. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}
