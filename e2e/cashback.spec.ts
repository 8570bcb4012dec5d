import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { money } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES, waitForSiteReady } from './support/site.js';

// Cashback as a player meets it (decision 0064): the unseen-cashback popup after log-in, the claim
// on Profile → cashback (asked first), the balance that rises, and the paid cashback in the cashier
// history. Each language has its own seeded demo player (README), so the two runs never share one:
// English at 1440 px, French at 375 px. The French player's session starts on home, where the popup
// shows; the English player's starts on the cashback page itself, where the list shows the cashback
// and the popup would only repeat it: it is stored as seen without showing.

test.describe.configure({ timeout: 90_000 });

const RUNS = [
  { locale: 'en', width: 1440, login: 'cashback@jeton.test' },
  { locale: 'fr', width: 375, login: 'remise@jeton.test' },
] as const;

for (const { locale, width, login } of RUNS) {
  test(`a player is told of a new cashback once, claims it and finds it paid (${locale}, ${width} px)`, async ({
    page,
    session,
  }) => {
    const t = MESSAGES[locale];
    const c = t.pages.cashback;
    await page.setViewportSize({ width, height: 900 });
    await session.logIn({ login, password: 'demo1234' });

    const popup = page.getByRole('dialog', { name: t.cashbackPopup.title });
    const seenStored = page.waitForResponse((response) => response.url().includes('/storage/set'));
    if (locale === 'fr') {
      await page.goto(localized('/', locale));
      await waitForSiteReady(page);
      await expect(popup).toContainText(money(15, locale));
      expect(await seriousViolations(page)).toEqual([]);
      await popup.getByRole('button', { name: t.cashbackPopup.close }).click();
      await expect(popup).toBeHidden();
      await seenStored;
      await page.goto(localized('/profile/cashback', locale));
    } else {
      await page.goto(localized('/profile/cashback', locale));
      await seenStored;
      await expect(popup).toHaveCount(0);
    }
    await waitForSiteReady(page);

    const current = page.getByRole('region', { name: c.current });
    const card = current.getByRole('listitem');
    await expect(card).toContainText(money(15, locale));
    await expect(card).toContainText(c.statuses.active);
    await expect(page.getByRole('region', { name: c.ruleTitle })).toContainText('10');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);

    const balance = page.getByRole('banner').locator('.balance-badge-amount');
    await expect(balance).toHaveText(money(278, locale));
    await card.getByRole('button', { name: c.claimLabel.replace('{amount}', money(15, locale)) }).click();
    const confirm = page.getByRole('dialog', { name: c.claimTitle });
    await confirm.getByRole('button', { name: c.claim, exact: true }).click();
    await expect(page.getByText(c.claimed.replace('{amount}', money(15, locale)))).toBeVisible();
    await expect(balance).toHaveText(money(293, locale));
    await expect(current).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: c.history })
        .getByRole('listitem')
        .filter({ hasText: c.statuses.paid_out }),
    ).toHaveCount(2);

    // Seen once: the popup does not come back.
    await page.reload();
    await waitForSiteReady(page);
    await expect(page.getByRole('region', { name: c.history })).toBeVisible();
    await expect(popup).toHaveCount(0);

    await page.goto(`${localized('/cashier/history', locale)}?tab=cashbacks`);
    const history = page.getByRole('list', { name: t.pages.history.tabs.cashbacks });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(c.statuses.paid_out);
    await expect(history.getByRole('listitem').first()).toContainText(money(15, locale));
    expect(await seriousViolations(page)).toEqual([]);
  });
}
