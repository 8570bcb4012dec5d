import type { FastifyReply } from 'fastify';

// The HTML shell of the sandbox providers' hosted pages (payment, identity verification): no
// script, nothing from elsewhere, never cached, never framed.

const PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export const SANDBOX_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': PAGE_POLICY,
  'cache-control': 'no-store',
};

export interface SandboxPage {
  locale: 'en' | 'fr';
  /** The document's title, also its heading. */
  title: string;
  /** The page's own CSS. */
  style: string;
  /** The body's HTML under the heading; anything from a player in it must be escaped. */
  content: string;
}

export function sendSandboxPage(
  reply: FastifyReply,
  status: number,
  { locale, title, style, content }: SandboxPage,
  headers: Readonly<Record<string, string>> = SANDBOX_PAGE_HEADERS,
) {
  return reply
    .code(status)
    .headers(headers)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>${style}</style></head>
<body><h1>${title}</h1>${content}</body></html>`);
}
