import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { sendSandboxPage } from '../sandbox-page.js';
import { type AuthorizationRequest, SANDBOX_OIDC_PATH, type SandboxOidc } from './sandbox-oidc.js';
import { badRequestPage, localeOf, signInPage } from './sandbox-oidc-page.js';

type Fields = Record<string, string | undefined>;

/** The sandbox OpenID provider's endpoints under /sandbox/oidc (decision 0044). */
export function registerSandboxOidc(app: FastifyInstance, provider: SandboxOidc): void {
  const base = SANDBOX_OIDC_PATH;
  const noStore = { 'cache-control': 'no-store' };

  app.get(`${base}/.well-known/openid-configuration`, async (_request, reply) =>
    reply.headers({ 'cache-control': 'public, max-age=300' }).send(provider.discovery()),
  );
  // Short caching: clients fetch the set again at a rotation.
  app.get(`${base}/jwks`, async (_request, reply) =>
    reply.headers({ 'cache-control': 'public, max-age=60' }).send(await provider.jwks()),
  );

  app.get<{ Querystring: Fields }>(`${base}/authorize`, async (request, reply) => {
    const query = request.query;
    const locale = localeOf(query.ui_locales);
    const refused = refuse(reply, provider, query, locale);
    if (refused) return refused;
    return sendSandboxPage(
      reply,
      200,
      signInPage(locale, `${base}/authorize`, query as unknown as AuthorizationRequest),
    );
  });

  app.post<{ Body: Fields }>(`${base}/authorize`, async (request, reply) => {
    const form = (request.body ?? {}) as Fields;
    const locale = localeOf(form.ui_locales);
    const refused = refuse(reply, provider, form, locale);
    if (refused) return refused;
    const authorization = form as unknown as AuthorizationRequest;
    if (form.decision !== 'allow') return back(reply, authorization, { error: 'access_denied' });
    const email = (form.email ?? '').trim();
    if (!z.email().safeParse(email).success || email.length > 254) {
      const page = signInPage(locale, `${base}/authorize`, authorization, {
        email,
        name: form.name,
        error: true,
      });
      return sendSandboxPage(reply, 400, page);
    }
    const name = (form.name ?? '').slice(0, 80) || email.split('@')[0] || email;
    const code = await provider.issueCode(authorization, { email, name });
    return back(reply, authorization, { code });
  });

  app.post<{ Body: Fields }>(`${base}/token`, async (request, reply) => {
    const answer = await provider.redeem((request.body ?? {}) as Fields, request.headers.authorization);
    if (!answer.ok) {
      return reply
        .code(answer.status)
        .headers(noStore)
        .send({ error: answer.error, error_description: answer.description });
    }
    return reply.headers({ ...noStore, pragma: 'no-cache' }).send(answer.body);
  });
}

/** Answers a request the provider cannot serve; a fatal one is never redirected to its redirect URI. */
function refuse(reply: FastifyReply, provider: SandboxOidc, request: Fields, locale: 'en' | 'fr') {
  const problem = provider.check(request);
  if (!problem) return null;
  if (problem.fatal) return sendSandboxPage(reply, 400, badRequestPage(locale, problem.error));
  return back(reply, request as unknown as AuthorizationRequest, { error: problem.error });
}

/** Back to the client's redirect URI with the code or the error, and the state as given. */
function back(reply: FastifyReply, request: AuthorizationRequest, outcome: Record<string, string>) {
  const target = new URL(request.redirect_uri);
  for (const [key, value] of Object.entries(outcome)) target.searchParams.set(key, value);
  if (request.state) target.searchParams.set('state', request.state);
  return reply.redirect(target.href, 303);
}
