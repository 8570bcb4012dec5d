import type { LocaleCode } from '@jeton/domain';
import { use } from 'react';
import { useLocale } from './hooks.js';
import { hasSection, registerSection } from './locale.js';
import type { SectionMessages, SectionName } from './messages.js';

// Each area's texts load with the area (issue 17): a chunk per section and locale, so that the home
// page carries none of the cashier's or the profile's words, and a French page no English ones.

type SectionLoaders = {
  [N in SectionName]: Record<LocaleCode, () => Promise<SectionMessages<N>>>;
};

const LOADERS: SectionLoaders = {
  cashier: {
    en: () => import('./cashier.en.js').then((m) => m.cashierEn),
    fr: () => import('./cashier.fr.js').then((m) => m.cashierFr),
  },
  profile: {
    en: () => import('./profile.en.js').then((m) => m.profileEn),
    fr: () => import('./profile.fr.js').then((m) => m.profileFr),
  },
  security: {
    en: () => import('./security.en.js').then((m) => m.securityEn),
    fr: () => import('./security.fr.js').then((m) => m.securityFr),
  },
  verification: {
    en: () => import('./verification.en.js').then((m) => m.verificationEn),
    fr: () => import('./verification.fr.js').then((m) => m.verificationFr),
  },
  support: {
    en: () => import('./support.en.js').then((m) => m.supportEn),
    fr: () => import('./support.fr.js').then((m) => m.supportFr),
  },
  responsibleGaming: {
    en: () => import('./responsible-gaming.en.js').then((m) => m.responsibleGamingEn),
    fr: () => import('./responsible-gaming.fr.js').then((m) => m.responsibleGamingFr),
  },
  records: {
    en: () => import('./records.en.js').then((m) => m.recordsEn),
    fr: () => import('./records.fr.js').then((m) => m.recordsFr),
  },
  auth: {
    en: () => import('./auth.en.js').then((m) => m.authEn),
    fr: () => import('./auth.fr.js').then((m) => m.authFr),
  },
  emailConfirmation: {
    en: () => import('./email-confirmation.en.js').then((m) => m.emailConfirmationEn),
    fr: () => import('./email-confirmation.fr.js').then((m) => m.emailConfirmationFr),
  },
  pages: {
    en: () => import('./pages.en.js').then((m) => m.pagesEn),
    fr: () => import('./pages.fr.js').then((m) => m.pagesFr),
  },
  home: {
    en: () => import('./home.en.js').then((m) => m.homeEn),
    fr: () => import('./home.fr.js').then((m) => m.homeFr),
  },
  gamehall: {
    en: () => import('./gamehall.en.js').then((m) => m.gamehallEn),
    fr: () => import('./gamehall.fr.js').then((m) => m.gamehallFr),
  },
};

/** One promise per section and locale: loads started once, shared by every caller. */
const loading = new Map<string, Promise<void>>();

function loadSection(locale: LocaleCode, name: SectionName): Promise<void> {
  const key = `${locale}:${name}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[name][locale]().then((texts) => registerSection(locale, name, texts as never));
    // A failed load (offline) is tried again by the next caller.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads the sections of `locale` not loaded yet; null when all are there already. */
export function loadSections(locale: LocaleCode, names: readonly SectionName[]): Promise<void> | null {
  const missing = names.filter((name) => !hasSection(locale, name));
  if (missing.length === 0) return null;
  if (missing.length === 1) return loadSection(locale, missing[0]!);
  // Cached too, so that a suspended component is given the same promise when it renders again.
  const key = `${locale}:${missing.join(',')}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all(missing.map((name) => loadSection(locale, name))).then(() => undefined);
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * For components shown outside their area's pages (dialogs, the chat widget): suspends until the
 * sections of the page's locale are loaded. Pages get theirs before they render (page-sections.ts).
 */
export function useSections(...names: SectionName[]): void {
  const pending = loadSections(useLocale(), names);
  if (pending) use(pending);
}
