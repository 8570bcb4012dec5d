import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../http/escape-html.js';
import { requireThisMachine } from '../../plugins/loopback-only.js';
import type { OutboxMessaging } from './outbox.js';

/** Inline styles only: no script, no frame, no form, links followed by a click. */
const OUTBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * /dev/outbox: the messages the site would have sent, for developers and end-to-end tests. They
 * hold password-reset links, so only this machine may read them, in any mode (issue 13).
 */
export function registerDevOutbox(app: FastifyInstance, outbox: OutboxMessaging): void {
  app.get('/dev/outbox.json', { onRequest: requireThisMachine }, async (request) => {
    const { recipient, template } = request.query as { recipient?: string; template?: string };
    return { items: await outbox.latest({ recipient, template }) };
  });
  app.get('/dev/outbox', { onRequest: requireThisMachine }, async (_request, reply) => {
    const messages = await outbox.latest({});
    const rows = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject || m.template)}</h2><p><b>${escapeHtml(m.channel)}</b> to ${escapeHtml(
            m.recipient,
          )} · ${m.createdAt.toISOString()} · ${escapeHtml(m.template)} (${escapeHtml(m.locale)})</p><pre>${linkify(
            escapeHtml(m.body),
          )}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8').header('content-security-policy', OUTBOX_PAGE_CSP);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · Jeton</title>
<style>body{font:15px system-ui;background:#0f1220;color:#e8eaf6;max-width:900px;margin:2rem auto;padding:0 1rem}
article{background:#1a1e33;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}pre{white-space:pre-wrap}a{color:#ffc940}</style>
</head><body><h1>Outbox</h1><p>Messages kept because no email or SMS gateway is configured.</p>${
      rows || '<p>No messages yet.</p>'
    }</body></html>`;
  });
}

function linkify(html: string): string {
  return html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
