import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { escapeHtml } from '../../http/escape-html.js';
import { signSampleInitData } from './telegram-init-data.js';

// /dev/telegram: try the mini-app entry without Telegram. Only with the sandbox bot (no
// TELEGRAM_BOT_TOKEN; demo or development): it signs sample init data with that bot's token, as
// Telegram would, and opens the site with it in the hash, as Telegram's frame does.

const TEXTS = {
  en: {
    title: 'Mini app try-out',
    intro:
      'Opens the site as the Telegram mini app would, with init data signed for the sandbox bot. The same user id is the same player.',
    id: 'Telegram user id',
    username: 'Username',
    firstName: 'First name',
    language: 'Language',
    startParam: 'Start parameter (optional)',
    open: 'Open the mini app',
  },
  fr: {
    title: 'Essai de la mini-app',
    intro:
      'Ouvre le site comme la mini-app Telegram, avec des données signées pour le bot de test. Le même identifiant désigne le même joueur.',
    id: 'Identifiant Telegram',
    username: 'Nom d’utilisateur',
    firstName: 'Prénom',
    language: 'Langue',
    startParam: 'Paramètre de démarrage (facultatif)',
    open: 'Ouvrir la mini-app',
  },
} as const;

const openQuery = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 52),
  username: z
    .string()
    .regex(/^[A-Za-z0-9_]{0,32}$/)
    .default(''),
  first_name: z.string().max(64).default('Tester'),
  language_code: z.enum(['en', 'fr']).default('en'),
  start_param: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,64}$/)
    .default(''),
});

/** Telegram's dark theme, as its frame passes it in `tgWebAppThemeParams`. */
const SAMPLE_THEME = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
};

const STYLE = `body{font:16px system-ui;background:#17212b;color:#f5f5f5;max-width:28rem;margin:1.5rem auto;padding:0 1rem}
label{display:block;margin:.8rem 0}input,select{display:block;width:100%;padding:.5rem;box-sizing:border-box;margin-top:.3rem;font-size:1rem}
button{padding:.7rem 1rem;font-size:1rem;margin-top:.8rem;width:100%;background:#2b5f8f;color:#fff;border:0;border-radius:.4rem}
a{color:#6ab3f3}:focus-visible{outline:3px solid #6ab3f3;outline-offset:2px}`;

export function registerMiniAppTryOut(app: FastifyInstance, botToken: string, clock: Clock): void {
  app.get<{ Querystring: { locale?: string } }>('/dev/telegram', async (request, reply) => {
    const locale = request.query.locale === 'fr' ? 'fr' : 'en';
    const t = TEXTS[locale];
    const other =
      locale === 'fr'
        ? '<a href="/dev/telegram" lang="en">English</a>'
        : '<a href="/dev/telegram?locale=fr" lang="fr">Français</a>';
    reply.type('text/html; charset=utf-8').headers({
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      'cache-control': 'no-store',
    });
    return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title} · Jeton</title><style>${STYLE}</style></head>
<body><main><h1>${t.title}</h1><p>${other}</p><p>${t.intro}</p>
<form method="get" action="/dev/telegram/open">
<label>${t.id}<input name="id" inputmode="numeric" required value="${100000000 + Math.floor(Math.random() * 899999999)}"></label>
<label>${t.username}<input name="username" value="tester" pattern="[A-Za-z0-9_]{0,32}"></label>
<label>${t.firstName}<input name="first_name" value="Tester" maxlength="64"></label>
<label>${t.language}<select name="language_code"><option value="en"${locale === 'en' ? ' selected' : ''}>English</option><option value="fr"${locale === 'fr' ? ' selected' : ''}>Français</option></select></label>
<label>${t.startParam}<input name="start_param" pattern="[A-Za-z0-9_-]{0,64}"></label>
<button type="submit">${t.open}</button></form></main></body></html>`;
  });

  app.get('/dev/telegram/open', async (request, reply) => {
    const parsed = openQuery.safeParse(request.query);
    if (!parsed.success) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(escapeHtml(parsed.error.issues[0]?.message ?? 'Bad query'));
    }
    const { id, username, first_name, language_code, start_param } = parsed.data;
    const initData = signSampleInitData(
      { id, username, first_name, language_code },
      botToken,
      clock.now(),
      start_param,
    );
    const hash = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'weba',
      tgWebAppThemeParams: JSON.stringify(SAMPLE_THEME),
    });
    const home = language_code === 'fr' ? '/fr' : '/';
    return reply.header('cache-control', 'no-store').redirect(`${home}#${hash}`, 303);
  });
}
