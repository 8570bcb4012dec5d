import { DEFAULT_LOCALE, type LocaleCode } from '@jeton/domain';
import type { FrameLocator, Page } from '@playwright/test';
import { ALL_MESSAGES } from '../../apps/web/app/i18n/all-catalogues.js';
import { studioEn } from '../../apps/web/app/studio/i18n/en.js';
import { studioFr } from '../../apps/web/app/studio/i18n/fr.js';

/** Both locales of the site: English at the plain path, French under /fr (spec section 2). */
export const LOCALES: readonly LocaleCode[] = ['en', 'fr'];

/**
 * A player's journey runs twice, in English on a desktop and in French on a 375 px phone: both
 * languages and both widths are tried, at half the time of every pairing (the suite must stay within
 * its time on two cores). Checks of one page each may still run in every pairing.
 */
export const SCREENS = [
  { locale: 'en', name: 'desktop', size: { width: 1440, height: 900 } },
  { locale: 'fr', name: '375 px phone', size: { width: 375, height: 812 } },
] as const;

/** The screen a journey in `locale` runs on (SCREENS): a one-item list, for a loop of describes. */
export function screensIn(
  locale: LocaleCode,
): readonly { name: string; size: { width: number; height: number } }[] {
  return SCREENS.filter((screen) => screen.locale === locale);
}

/** The web app's own catalogues (the site's and the studio's), so that expected texts follow the copy. */
export const MESSAGES = {
  en: { ...ALL_MESSAGES.en, studio: studioEn },
  fr: { ...ALL_MESSAGES.fr, studio: studioFr },
} as const;

/** A bare path (`/gamehall`, `/`) in a locale: `/fr/gamehall`, `/fr`. */
export function localized(path: string, locale: LocaleCode): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Waits until the page is whole in the browser: hydrated, and the site's effects (timers, dialog
 * host, chat badge), which load after hydration, running (`<html data-ready>`, layouts/site-effects.tsx).
 */
export async function waitForSiteReady(page: Page): Promise<void> {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}

/**
 * Waits until React has taken over a page of the site (`<html data-hydrated>`, root.tsx). The site's
 * scripts start after the first paint (rendering/scripts-after-paint.ts), so the load event that
 * `goto` waits for may come first, and a field typed into before hydration loses its value. Other
 * documents (the back office, a payment provider's page) have no page texts and are taken as they are.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('page-texts'),
  );
}

/**
 * The game page's frame once its client has taken over: the frame's HTML already shows the game
 * (studio/shell/first-view.ts), so a spot or tile pressed before its scripts run would be lost.
 */
export async function hydratedGameFrame(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator('iframe.game-frame');
  await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return frame;
}
