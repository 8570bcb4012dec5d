import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES, screensIn, waitForSiteReady } from './support/site.js';

// Offers a player takes without a code (campaigns/takepromotions): the demo's "Weekend spins" from
// the /offers card and "Starter bonus" from its own page, each asked first, done once (the card
// then says it is taken), and a guest is asked to log in. English at 1440 px, French at 375.

test.describe.configure({ timeout: 90_000 });

for (const locale of LOCALES) {
  for (const screen of screensIn(locale)) {
    test(`a new player takes the weekend spins and the starter bonus (${locale}, ${screen.name})`, async ({
      page,
      session,
    }) => {
      const t = MESSAGES[locale];
      const o = t.pages.offers;
      const spins = locale === 'fr' ? /Tours du week-end/ : /Weekend spins/;
      const starter = locale === 'fr' ? /Bonus de départ/ : /Starter bonus/;
      await page.setViewportSize(screen.size);

      // A guest sees the offer and is asked to log in to take it.
      await page.goto(localized('/offers', locale));
      await waitForSiteReady(page);
      const list = page.getByRole('list', { name: t.pages.offers.title });
      const guestCard = list.getByRole('listitem').filter({ hasText: spins });
      await guestCard.getByRole('button', { name: o.takeLogIn }).click();
      await expect(page.getByRole('dialog', { name: t.auth.login.title })).toBeVisible();

      await session.register();
      await page.goto(localized('/offers', locale));
      await waitForSiteReady(page);
      const card = list.getByRole('listitem').filter({ hasText: spins });
      await expect(card).toContainText(locale === 'fr' ? /15 tours gratuits sur/ : /15 free spins on/);
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSideScroll(page);

      await card.getByRole('button', { name: o.takeNow }).click();
      const confirm = page.getByRole('dialog', { name: o.takeTitle });
      await expect(confirm).toContainText(spins);
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: o.takeYes }).click();
      await expect(page.getByText(o.taken)).toBeVisible();

      // Once only: the card now says it is taken, without a button.
      await expect(card.getByText(o.alreadyTaken)).toBeVisible();
      await expect(card.getByRole('button', { name: o.takeNow })).toHaveCount(0);

      // The starter bonus from its own page, which says how "Take" works.
      await list
        .getByRole('listitem')
        .filter({ hasText: starter })
        .getByRole('link', { name: o.details })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: starter })).toBeVisible();
      await expect(page.getByText(o.howToTake)).toBeVisible();
      await page.getByRole('button', { name: o.takeNow }).click();
      await page.getByRole('dialog', { name: o.takeTitle }).getByRole('button', { name: o.takeYes }).click();
      // The first take's toast may still show; the page then says this one is taken.
      await expect(page.getByText(o.taken).last()).toBeVisible();
      await expect(page.getByText(o.alreadyTaken, { exact: true })).toBeVisible();
      await expectNoSideScroll(page);

      // Both are in Profile → Bonuses: the bonus money and the spins.
      await page.goto(localized('/profile/bonuses', locale));
      await waitForSiteReady(page);
      await expect(page.locator('.free-spin-pack')).toContainText('15');
      await expect(page.getByText(starter).first()).toBeVisible();
    });
  }
}
