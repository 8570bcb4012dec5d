import type { LocaleCode } from '@jeton/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { formatMessage } from '../../apps/web/app/i18n/format.js';
import { MESSAGES, waitForSiteReady } from './site.js';

// Helpers of the inactivity specs. The page's clock is installed (page.clock.install()) and moved by
// hand with fastForward; between the moves it still flows with real time, so the checks leave a few
// seconds of slack around each boundary instead of expecting exact instants.

/**
 * Starts the inactivity count afresh (a key press is activity), once the tracker runs: it is one of
 * the site's effects, which start after hydration (waitForSiteReady).
 */
export async function restartCount(page: Page): Promise<void> {
  await waitForSiteReady(page);
  await page.keyboard.press('Shift');
}

/**
 * The seconds the warning's countdown shows, checked to be the whole message in the locale (with its
 * plural) and within [min, max].
 */
export async function countdownSeconds(
  warning: Locator,
  locale: LocaleCode,
  range: { min: number; max: number },
): Promise<number> {
  const text = (await warning.getByRole('timer').textContent()) ?? '';
  const seconds = Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
  expect(text).toBe(formatMessage(MESSAGES[locale].inactivity.countdown, { count: seconds }, locale));
  expect(seconds).toBeGreaterThanOrEqual(range.min);
  expect(seconds).toBeLessThanOrEqual(range.max);
  return seconds;
}
