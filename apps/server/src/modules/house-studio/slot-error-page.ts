import type { LocaleCode } from '@jeton/domain';
import { escapeHtml } from '../../http/escape-html.js';

// When an outside studio fails to launch a game, the frame sends the whole page (target _top) to
// the site's error-in-slot page, `/game/{sysname}/error` (spec section 2, system pages), in the
// player's locale. A link does the same where scripts are off.

const CONTINUE: Record<LocaleCode, string> = { en: 'Continue', fr: 'Continuer' };
const TITLE: Record<LocaleCode, string> = {
  en: 'The game could not be started',
  fr: "Le jeu n'a pas pu être lancé",
};

export function slotErrorPath(sysname: string, locale: LocaleCode): string {
  return `${locale === 'en' ? '' : `/${locale}`}/game/${encodeURIComponent(sysname)}/error`;
}

export function renderSlotErrorRedirect(sysname: string, locale: LocaleCode, nonce: string): string {
  const target = slotErrorPath(sysname, locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeHtml(TITLE[locale])}</title>
<script nonce="${escapeHtml(nonce)}">window.top.location.replace(${JSON.stringify(target)});</script>
</head>
<body style="background:#10141f;color:#f2f4f8;font:16px system-ui,sans-serif;text-align:center;padding:2rem">
<p>${escapeHtml(TITLE[locale])}</p><a href="${escapeHtml(target)}" target="_top" style="color:#f5b82e">${escapeHtml(CONTINUE[locale])}</a>
</body>
</html>`;
}
