import { formatMessage } from '../apps/web/app/i18n/format.js';
import { expectAccessibleAndFits } from './support/axe.js';
import { depositThroughSandbox } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES, SCREENS } from './support/site.js';

// The sportsbook's event page (decision 0075): from the list a player opens a football match's
// other markets, adds "Both teams to score" to the slip and places the bet (in English on a
// desktop, in French on a 375 px phone); an unknown match says so and leads back to the list.

test.describe.configure({ timeout: 90_000 });

/** The feed's market names, as the server sends them in each language. */
const BTTS = { en: 'Both teams to score', fr: 'Les deux équipes marquent' } as const;

for (const screen of SCREENS) {
  const { locale } = screen;
  const t = MESSAGES[locale].pages.betting;

  test(`a player opens a match and bets on both teams to score (${locale}, ${screen.name})`, async ({
    page,
    session,
  }) => {
    await page.setViewportSize(screen.size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await session.register();
    await depositThroughSandbox(page.request, 20);
    await page.goto(localized('/betting?sport=football', locale));
    const upcoming = page.getByRole('region', { name: t.upcoming });
    const event = upcoming.getByRole('listitem').first();
    const name = (await event.getByRole('heading', { level: 3 }).textContent())!.trim();
    await event.getByRole('link', { name: /^\+\d+/ }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: MESSAGES[locale].common.breadcrumb })).toContainText(
      t.title,
    );
    const totals = page.getByRole('region', { name: t.event.groups.totals });
    const btts = totals.getByRole('group', { name: BTTS[locale] });
    await btts.getByRole('button').first().click();
    await expectAccessibleAndFits(page);

    const slip = page.getByRole('complementary', { name: t.slip.title });
    await expect(slip).toContainText(BTTS[locale]);
    await slip.getByLabel(formatMessage(t.slip.stake, { currency: 'EUR' }, locale)).fill('2');
    await slip.getByRole('button', { name: t.slip.place }).click();
    await slip
      .getByRole('region', { name: t.slip.confirmTitle })
      .getByRole('button', { name: t.slip.confirm })
      .click();
    await expect(slip.getByRole('status')).toHaveText(t.slip.placed);
    const close = slip.getByRole('button', { name: t.slip.close });
    if (await close.isVisible()) await close.click();

    // Back to the list, where "My bets" has the bet on the match.
    await page.getByRole('link', { name: t.event.back }).first().click();
    await page
      .getByRole('navigation', { name: t.tabsLabel })
      .getByRole('link', { name: t.tabMyBets })
      .click();
    const bet = page.getByRole('region', { name: t.myBets.title }).getByRole('listitem').first();
    await expect(bet).toContainText(name);
    await expect(bet).toContainText(BTTS[locale]);
  });
}

test('an unknown match says so and leads back to the list (fr, phone)', async ({ page }) => {
  const t = MESSAGES.fr.pages.betting;
  await page.setViewportSize(SCREENS[1].size);
  const response = await page.goto('/fr/betting/event/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: t.event.notFoundTitle })).toBeVisible();
  await expectAccessibleAndFits(page);
  await page.getByRole('link', { name: t.event.back }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
});
