import { formatMessage } from '../apps/web/app/i18n/format.js';
import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// The jackpot pages (spec section 2: /jackpots and /jackpots/{id}) on the demo's two must-drop
// jackpots, in both locales, on a desktop and on a 375 px phone. Other specs play real money and
// the back office's spec adds jackpots on the same server: amounts are checked by their format.

const DEMO = {
  en: {
    hourly: 'Hourly Drop',
    grand: 'Grand Drop',
    amount: /^€\d{2}\.\d{2}$/,
    hourlyCeiling: '€100.00',
    dice: 'Dice',
  },
  fr: {
    hourly: 'Drop de l’heure',
    grand: 'Grand Drop',
    amount: /^\d{2},\d{2}\u00a0€$/,
    hourlyCeiling: '100,00\u00a0€',
    dice: 'Dés',
  },
} as const;

for (const locale of LOCALES) {
  const t = MESSAGES[locale].pages;
  const demo = DEMO[locale];
  for (const width of [1440, 375]) {
    test(`jackpots in ${locale} at ${width} px: the list, a jackpot’s page and an unknown one`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized('/jackpots', locale));
      await expect(page.getByRole('heading', { level: 1, name: t.jackpots.title })).toBeVisible();
      const cards = page.locator('.jackpot-card');
      const hourly = cards.filter({ hasText: demo.hourly });
      await expect(hourly.getByTestId('jackpot-amount')).toHaveText(demo.amount);
      await expect(hourly).toContainText(
        formatMessage(t.jackpots.mustDropBefore, { amount: demo.hourlyCeiling }, locale),
      );
      await expect(hourly.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d{1,2}$/);
      // The demo's regulars and other specs play real money before this: whether a jackpot has
      // dropped yet depends on their rounds, so only the card is checked here.
      await expect(cards.filter({ hasText: demo.grand })).toBeVisible();
      await expect(page.getByText(/will be listed here|seront listés ici/)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSideScroll(page);

      // The card opens the jackpot's page: rules, games leading to their game page, the commitment.
      await hourly
        .getByRole('link', { name: formatMessage(t.jackpots.details, { name: demo.hourly }, locale) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${localized('/jackpots', locale)}/1$`));
      await expect(page.getByRole('heading', { level: 1, name: demo.hourly })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.jackpot.rules })).toBeVisible();
      await expect(page.getByText(/1\s?%/).first()).toBeVisible();
      // The winners' list below may name the same game once a jackpot has dropped.
      const games = page.getByRole('region', { name: t.jackpot.games });
      await expect(games.getByRole('link', { name: demo.dice })).toHaveAttribute(
        'href',
        localized('/game/jeton-dice', locale),
      );
      await expect(page.getByTestId('jackpot-commitment')).toHaveText(/^[0-9a-f]{64}$/);
      await expect(page.getByText(t.jackpot.verifyHow)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSideScroll(page);

      const missing = await page.goto(localized('/jackpots/987654', locale));
      expect(missing?.status()).toBe(404);
    });
  }
}
