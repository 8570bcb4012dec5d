import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { AppError } from '@jeton/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ContentConfigService } from '../modules/content/content-config-service.js';
import { buildStylesheets } from './build-stylesheets.js';
import { createNonce, pagePolicy } from './content-security-policy.js';
import { type InProcessFetch, inProcessFetch } from './in-process-fetch.js';
import { isWebPath, trailingSlashTarget } from './web-paths.js';
import { localOrigin, sendWebResponse, toWebRequest } from './web-request.js';

export interface WebAppOptions {
  /** apps/web/build: `client` holds the static files, `server/index.js` the SSR build. */
  buildDir: string;
  /** The address players use (PUBLIC_URL): the origin of canonical and hreflang links. */
  publicUrl?: string;
  /** The content configuration, which pages read from the server's cache (decision 0022). */
  contentConfig?: Pick<ContentConfigService, 'serve'>;
  /** Origins the game frame may load besides this one and HTTPS (connected studios on plain HTTP). */
  frameOrigins?: readonly string[];
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

const ASSET_CACHE = 'public, max-age=31536000, immutable'; // file names carry a content hash
const FILE_CACHE = 'public, max-age=3600'; // favicon, robots.txt: stable names, so short

/**
 * Mounts the web app: its static files, and React Router's SSR for every GET or HEAD that no
 * route answered. Register it last, after the API, so that it is the root not-found handler.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const serverEntry = path.join(options.buildDir, 'server', 'index.js');
  const clientDir = path.join(options.buildDir, 'client');

  const shared = sharedContext(options);
  let handleRequest: RequestHandler | null = null;
  if (existsSync(serverEntry) && existsSync(clientDir)) {
    const assetsDir = path.join(clientDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: clientDir,
      // One route per file found now, instead of a wildcard that would swallow the pages' paths.
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz beside each compressible file (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', filePath.startsWith(assetsDir) ? ASSET_CACHE : FILE_CACHE);
      },
    });
    const build = (await import(/* @vite-ignore */ pathToFileURL(serverEntry).href)) as ServerBuild;
    handleRequest = createRequestHandler(build, 'production');
    shared.stylesheetText = buildStylesheets(clientDir);
  } else {
    app.log.warn({ buildDir: options.buildDir }, 'web app build missing: pages answer 503');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isWebPath(pathname)) {
      return notFound(request, reply, pathname);
    }
    const target = trailingSlashTarget(request.url);
    if (target) return reply.redirect(target, 301);
    if (!handleRequest) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (it writes apps/web/build), then restart.');
    }
    let webRequest: Request;
    try {
      webRequest = toWebRequest(request, reply);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
    }
    const cspNonce = createNonce();
    const response = await handleRequest(webRequest, loadContext(app, request, cspNonce, shared));
    // A route that sets its own policy overrides this one in sendWebResponse.
    reply.header('content-security-policy', pagePolicy(cspNonce, options.frameOrigins));
    return sendWebResponse(reply, response, request);
  });
}

/** What every request's context shares: worked out once, when the web app is mounted. */
interface SharedContext {
  /** The address players use (PUBLIC_URL), for canonical and hreflang links. */
  publicOrigin?: string;
  /**
   * The content configuration is a document the server holds (decision 0022): pages read it from
   * the settings cache, which an operator's edit clears, rather than through a call of the API.
   */
  contentDocument?: (locale: string) => Promise<string | null>;
  /** The client build's stylesheets, which the pages' HTML carries for their first paint. */
  stylesheetText?: (href: string) => string | null;
}

function sharedContext({ publicUrl, contentConfig }: WebAppOptions): SharedContext {
  const shared: SharedContext = {};
  if (publicUrl) shared.publicOrigin = new URL(publicUrl).origin;
  if (contentConfig) {
    shared.contentDocument = async (locale) => (await contentConfig.serve(locale))?.body ?? null;
  }
  return shared;
}

/**
 * The web app's request context. Its middleware needs a RouterContextProvider; the fields are plain
 * properties on it (declared in apps/web/app/load-context.ts) because the web app's typed context
 * keys live in its own bundle, which the server does not import.
 */
function loadContext(app: FastifyInstance, request: FastifyRequest, cspNonce: string, shared: SharedContext) {
  const fields: { apiOrigin: string; apiFetch: InProcessFetch; cspNonce: string } & SharedContext = {
    ...shared,
    apiOrigin: localOrigin(request),
    apiFetch: inProcessFetch(app, request),
    cspNonce,
  };
  return Object.assign(new RouterContextProvider(), fields);
}

// What a server path that no route answers gets: the API's envelope under /api, Fastify's usual 404 elsewhere.
function notFound(request: FastifyRequest, reply: FastifyReply, pathname: string): FastifyReply {
  reply.code(404);
  if (pathname.toLowerCase().startsWith('/api/')) {
    return reply.send(new AppError('MethodNotFoundException', 'Method not found').toEnvelope());
  }
  return reply.send({
    message: `Route ${request.method}:${pathname} not found`,
    error: 'Not Found',
    statusCode: 404,
  });
}
