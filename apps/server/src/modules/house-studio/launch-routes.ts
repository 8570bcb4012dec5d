import { randomBytes } from 'node:crypto';
import { LOCALES, type LocaleCode, SESSION_COOKIE_NAME, toLocale } from '@jeton/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRateLimits } from '../../api/rate-limits.js';
import type { SessionService } from '../../sessions/session-service.js';
import { renderLaunchPage } from './launch-pages.js';
import type { LaunchService } from './launch-service.js';
import { renderSlotErrorRedirect } from './slot-error-page.js';

// GET /platform/game/{sysname}/{mode} and /platform/game/custom/{custom}/{mode} (spec section 2),
// at the plain path and under each locale prefix. The game page frames it.

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export type LaunchRoutesOptions = { sessions: SessionService; launch: LaunchService } & {
  rateLimits: ApiRateLimits;
};

export const launchRoutes: FastifyPluginAsync<LaunchRoutesOptions> = async (app, options) => {
  const { sessions, launch: launchService, rateLimits } = options;
  const launch = async (request: FastifyRequest, reply: FastifyReply, pathLocale: LocaleCode) => {
    // Every launch writes a game session: it counts against the caller's per-IP budget.
    await rateLimits.perIp(request);
    const params = request.params as { sysname?: string; custom?: string; mode?: string };
    const query = request.query as { locale?: unknown };
    const locale =
      typeof query.locale === 'string' && (LOCALES as readonly string[]).includes(query.locale)
        ? toLocale(query.locale)
        : pathLocale;
    reply.header('cache-control', 'no-store');
    const mode = params.mode ?? 'play';
    // A custom game belongs to an outside studio, none of which is connected here.
    const sysname = params.custom !== undefined ? `custom/${params.custom}` : (params.sysname ?? '');
    const site = await sessions.resolve(request.cookies[SESSION_COOKIE_NAME]);
    const outcome =
      params.custom !== undefined && (mode === 'play' || mode === 'demo')
        ? ({ type: 'page', page: 'not-connected', status: 404 } as const)
        : await launchService.launch({ sysname, mode, site, locale });
    if (outcome.type === 'redirect') return reply.redirect(outcome.location, 302);
    if (outcome.type === 'studio-error') {
      const { studio, kind, detail } = outcome;
      request.log.warn({ studio, kind, detail, sysname }, 'studio launch failed');
      const nonce = randomBytes(16).toString('base64');
      return reply
        .code(502)
        .header('content-security-policy', `${PAGE_CSP}; script-src 'nonce-${nonce}'`)
        .type('text/html; charset=utf-8')
        .send(renderSlotErrorRedirect(outcome.sysname, locale, nonce));
    }
    return reply
      .code(outcome.status)
      .header('content-security-policy', PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(renderLaunchPage(outcome.page, locale, params.sysname ?? ''));
  };
  for (const locale of LOCALES) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const handler = (request: FastifyRequest, reply: FastifyReply) => launch(request, reply, locale);
    app.get(`${prefix}/platform/game/:sysname`, handler);
    app.get(`${prefix}/platform/game/:sysname/:mode`, handler);
    app.get(`${prefix}/platform/game/custom/:custom`, handler);
    app.get(`${prefix}/platform/game/custom/:custom/:mode`, handler);
  }
};
