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
 * The pages whose texts are in the core catalogue: home, the game hall, a game and the content
 * pages, where most visits start. Every other page loads the `pages` section.
 */
function textsInCore(path: string): boolean {
  return (
    path === '/' ||
    path === '/gamehall' ||
    path.startsWith('/gamehall/') ||
    path.startsWith('/game/') ||
    isContentSlug(path.slice(1))
  );
}

export function sectionsForPath(pathname: string): SectionName[] {
  const path = stripLocale(pathname);
  const sections = new Set<SectionName>(textsInCore(path) ? [] : ['pages']);
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
