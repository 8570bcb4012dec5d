import { isContentSlug } from '../routing/content-pages.js';
import { localeFromPath, stripLocale } from './locale.js';
import type { SectionName } from './messages.js';
import { loadSections } from './sections.js';

/**
 * The sections each page needs beyond the core catalogue, by the start of its path (without the
 * locale prefix); every matching line adds its sections. The browser loads them before it hydrates
 * the first page (entry.client.tsx) and before each navigation commits (guards/client-guards.ts),
 * so that a page and its `meta` read them like the core.
 */
const PAGE_SECTIONS: ReadonlyArray<readonly [path: string, sections: readonly SectionName[]]> = [
  // The first views of most visits: their texts travel in their HTML, not in every page's script.
  ['/', ['home']],
  ['/gamehall', ['gamehall']],
  ['/providers', ['gamehall']],
  // The tabs, the payment pages and the withdraw form (which asks for missing profile fields).
  ['/cashier', ['cashier', 'profile', 'emailConfirmation']],
  // Every tab shows notices and amounts in the cashier's words; the settings confirm contacts.
  ['/profile', ['profile', 'cashier', 'emailConfirmation']],
  // Password and two-factor forms share the log-in dialog's fields and errors.
  ['/profile/security', ['security', 'auth']],
  ['/profile/responsible-game', ['responsibleGaming']],
  ['/profile/verification', ['verification']],
  ['/profile/bets', ['records']],
  ['/profile/notification', ['records']],
  ['/responsible-game', ['responsibleGaming', 'cashier']],
  // The safer-gambling content page scores the self-assessment.
  ['/responsible-gambling', ['responsibleGaming']],
  ['/bets', ['records', 'cashier']],
  ['/support', ['support']],
  ['/unsubscribe', ['profile']],
  ['/confirmation', ['emailConfirmation']],
];

/**
 * The pages whose texts are not in the `pages` section: home and the game hall (each its own
 * section, above), a game and the content pages (the core), where most visits start, and the game
 * clients in a game's frame, which bring their own (studio/i18n).
 */
function textsOutsidePages(path: string): boolean {
  return (
    path === '/' ||
    path === '/gamehall' ||
    path.startsWith('/gamehall/') ||
    path.startsWith('/game/') ||
    path.startsWith('/studio/') ||
    isContentSlug(path.slice(1))
  );
}

export function sectionsForPath(pathname: string): SectionName[] {
  const path = stripLocale(pathname);
  const sections = new Set<SectionName>(textsOutsidePages(path) ? [] : ['pages']);
  for (const [prefix, names] of PAGE_SECTIONS) {
    if (path === prefix || path.startsWith(`${prefix}/`)) for (const name of names) sections.add(name);
  }
  return [...sections];
}

/**
 * In the browser, starts loading the sections of the page the browser opened, once (later calls
 * get the same promise): the locale layouts call it as their module loads, beside the page's other
 * modules, and entry.client.tsx waits for it before hydrating. Null when there is nothing to load.
 */
export function loadFirstPageSections(): Promise<void> | null {
  if (typeof window === 'undefined') return null;
  const { pathname } = window.location;
  return loadSections(localeFromPath(pathname), sectionsForPath(pathname));
}
