import type { Page } from '@playwright/test';
import { TEXTS } from '../apps/remote-studio/src/texts.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// An outside studio's game (issue 30, decision 0095): Northern Lights Gaming's slot, served by the
// sandbox remote studio the test server runs beside Jeton, plays a round in the game frame; once
// the test stops that studio, the game sends the player to the error-in-slot page, whose button
// leads to the game hall. The stop is for good: these run in order.
test.describe.configure({ mode: 'serial' });

const GAME = 'aurora-fortune';

/** Opens the game page as a guest and picks the demo in its popup. */
async function openDemo(page: Page, locale: 'en' | 'fr') {
  await page.goto(localized(`/game/${GAME}`, locale));
  await page.locator('dialog[open]').getByRole('button', { name: MESSAGES[locale].game.playForFun }).click();
}

for (const locale of LOCALES) {
  test(`the studio's slot plays a round in the frame, with its seed committed then revealed (${locale})`, async ({
    page,
  }) => {
    await openDemo(page, locale);
    const frame = page.frameLocator('iframe.game-frame');
    await expect(frame.locator('html')).toHaveAttribute('lang', locale);
    await expect(frame.locator('#next-hash')).toHaveText(/^[0-9a-f]{64}$/);
    const committed = await frame.locator('#next-hash').textContent();
    await frame.getByRole('button', { name: TEXTS[locale].spin }).click();
    const t = TEXTS[locale];
    await expect(frame.locator('#message')).toHaveText(new RegExp(`^(${t.win} |${t.noWin})`));
    await expect(frame.locator('#reveal')).toBeVisible();
    await expect(frame.locator('#seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(frame.locator('#next-hash')).not.toHaveText(committed ?? '');
  });
}

for (const locale of LOCALES) {
  test(`a studio that has stopped shows the error-in-slot page, whose button leads to the hall (${locale})`, async ({
    page,
  }) => {
    const pid = Number(process.env.E2E_REMOTE_STUDIO_PID);
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Stopped by the first locale's test already.
    }
    await openDemo(page, locale);
    const texts = MESSAGES[locale].system.slotError;
    await expect(page).toHaveURL(localized(`/game/${GAME}/error`, locale));
    await expect(page.getByRole('heading', { name: texts.heading })).toBeVisible();
    await expect(page.getByText(texts.description)).toBeVisible();
    await page.getByRole('link', { name: texts.button }).click();
    await expect(page).toHaveURL(localized('/gamehall', locale));
  });
}
