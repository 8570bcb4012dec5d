import type { LocaleCode } from '@jeton/domain';
import { escapeHtml } from '../../http/escape-html.js';
import type { LaunchPage } from './launch-service.js';

// The small pages the launch shows in the game's frame instead of a game, in the player's locale.

interface PageText {
  title: string;
  body: string;
  /** A link out of the frame (target _top), and one inside it. */
  top?: { label: string; href: (sysname: string, prefix: string) => string };
  inside?: { label: string; href: (sysname: string, prefix: string) => string };
}

const TEXTS: Record<LocaleCode, Record<LaunchPage, PageText>> = {
  en: {
    'not-connected': {
      title: 'This game is not available here',
      body: 'The studio that makes this game is not connected in this installation, so it cannot be played. Try one of the Jeton Originals instead.',
      top: { label: 'Go to the game hall', href: (_s, p) => `${p}/gamehall` },
    },
    'login-required': {
      title: 'Log in to play for real money',
      body: 'Real-money play needs an account. Log in, or try the game for free in demo mode.',
      top: { label: 'Log in', href: (s, p) => `${p}/game/${encodeURIComponent(s)}?show_popup_auth=1` },
      inside: { label: 'Play the demo', href: (s, p) => `${p}/platform/game/${encodeURIComponent(s)}/demo` },
    },
    'deposit-required': {
      title: 'Deposit to play for real money',
      body: 'Your main balance is empty. Make a deposit to play this game, or try it for free in demo mode.',
      top: { label: 'Deposit', href: (_s, p) => `${p}/cashier/deposit` },
      inside: { label: 'Play the demo', href: (s, p) => `${p}/platform/game/${encodeURIComponent(s)}/demo` },
    },
    blocked: {
      title: 'Your account cannot play',
      body: 'Your account is blocked, so games cannot be opened. Please contact support.',
      top: { label: 'Contact support', href: (_s, p) => `${p}/support` },
    },
    'unknown-mode': {
      title: 'Page not found',
      body: 'A game opens in play or demo mode only.',
      top: { label: 'Go to the game hall', href: (_s, p) => `${p}/gamehall` },
    },
  },
  fr: {
    'not-connected': {
      title: 'Ce jeu n’est pas disponible ici',
      body: 'Le studio qui édite ce jeu n’est pas connecté à cette installation : il ne peut donc pas être joué. Essayez plutôt l’un des Jeton Originals.',
      top: { label: 'Aller à la salle de jeux', href: (_s, p) => `${p}/gamehall` },
    },
    'login-required': {
      title: 'Connectez-vous pour jouer en argent réel',
      body: 'Jouer en argent réel demande un compte. Connectez-vous, ou essayez le jeu gratuitement en mode démo.',
      top: { label: 'Se connecter', href: (s, p) => `${p}/game/${encodeURIComponent(s)}?show_popup_auth=1` },
      inside: {
        label: 'Jouer à la démo',
        href: (s, p) => `${p}/platform/game/${encodeURIComponent(s)}/demo`,
      },
    },
    'deposit-required': {
      title: 'Déposez pour jouer en argent réel',
      body: 'Votre solde principal est vide. Faites un dépôt pour jouer à ce jeu, ou essayez-le gratuitement en mode démo.',
      top: { label: 'Déposer', href: (_s, p) => `${p}/cashier/deposit` },
      inside: {
        label: 'Jouer à la démo',
        href: (s, p) => `${p}/platform/game/${encodeURIComponent(s)}/demo`,
      },
    },
    blocked: {
      title: 'Votre compte ne peut pas jouer',
      body: 'Votre compte est bloqué : les jeux ne peuvent pas être ouverts. Veuillez contacter le support.',
      top: { label: 'Contacter le support', href: (_s, p) => `${p}/support` },
    },
    'unknown-mode': {
      title: 'Page introuvable',
      body: 'Un jeu s’ouvre uniquement en mode réel ou démo.',
      top: { label: 'Aller à la salle de jeux', href: (_s, p) => `${p}/gamehall` },
    },
  },
};

/** The page's HTML: self-contained (inline style, no script), readable at 375 px. */
export function renderLaunchPage(page: LaunchPage, locale: LocaleCode, sysname: string): string {
  const text = TEXTS[locale][page];
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const link = (l: PageText['top'], target: string) =>
    l
      ? `<a class="button" href="${escapeHtml(l.href(sysname, prefix))}" target="${target}">${escapeHtml(l.label)}</a>`
      : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #10141f; color: #f2f4f8;
    font: 16px/1.5 system-ui, sans-serif; }
  main { max-width: 28rem; padding: 1.5rem; text-align: center; }
  h1 { font-size: 1.35rem; margin: 0 0 .75rem; }
  p { margin: 0 0 1.25rem; color: #c5cad6; }
  .button { display: inline-block; margin: .25rem; padding: .65rem 1.1rem; border-radius: .5rem; background: #f5b82e;
    color: #10141f; font-weight: 600; text-decoration: none; }
  .button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
  .button + .button { background: transparent; color: #f2f4f8; border: 1px solid #5b6478; }
</style>
</head>
<body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p>${link(text.top, '_top')}${link(text.inside, '_self')}</main></body>
</html>`;
}
