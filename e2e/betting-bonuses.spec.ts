import type { Locator } from '@playwright/test';
import { formatMoney } from '../apps/web/app/ui/money.js';
import { postApi } from './support/api.js';
import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES, SCREENS, waitForSiteReady } from './support/site.js';

// Betting bonuses (decision 0070) as a new player meets them: the free bet of the code FREEBET5 is
// listed on the profile's bonuses page, activated after a confirmation (the "betting bonus
// activated" popup, the header's total grows by it), then placed from the bet slip's "Use my free
// bet" on a single at its lowest odds or more, the total back to what it was. English at 1440 px,
// French at 375.

test.describe.configure({ timeout: 90_000 });

/** The first odds button of the upcoming matches at `min` or more. */
async function oddsAtLeast(region: Locator, min: number): Promise<Locator> {
  const buttons = region.locator('.odds-button:not([disabled])');
  // Counted once the list is drawn: on a loaded machine the region shows before its prices.
  await expect(buttons.first()).toBeVisible();
  const count = await buttons.count();
  for (let index = 0; index < count; index++) {
    const text = (await buttons.nth(index).locator('.odds-button-price').textContent()) ?? '';
    if (Number(text.replace(',', '.')) >= min) return buttons.nth(index);
  }
  throw new Error(`no odds of ${min} or more`);
}

for (const screen of SCREENS) {
  const { locale } = screen;
  const t = MESSAGES[locale];
  const texts = t.pages.bettingBonuses;
  const slipTexts = t.pages.betting.slip;
  const five = formatMoney(5, 'EUR', locale);
  const zero = formatMoney(0, 'EUR', locale);

  test(`a player activates a free bet and places it on a single (${locale}, ${screen.name})`, async ({
    page,
    session,
  }) => {
    await page.setViewportSize(screen.size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await session.register();
    await postApi(page.request, 'campaigns/activateOffer', { promo_code: 'FREEBET5' }, locale);

    await page.goto(localized('/profile/bonuses', locale));
    await waitForSiteReady(page);
    const balance = page.locator('.balance-badge-amount');
    await expect(balance).toHaveText(zero);
    const list = page.getByRole('list', { name: texts.listLabel });
    const card = list.getByRole('listitem').first();
    await expect(card).toContainText(texts.statuses.available);
    await expect(card).toContainText(five);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);

    await card.getByRole('button', { name: texts.activate }).click();
    const confirm = page.getByRole('dialog', { name: texts.activateTitle });
    await confirm.getByRole('button', { name: texts.activate }).click();
    const popup = page.getByRole('dialog', { name: texts.activatedTitle });
    await expect(popup).toContainText(five);
    expect(await seriousViolations(page)).toEqual([]);
    // The header's total adds the betting-bonus balance.
    await expect(balance).toHaveText(five);
    await popup.getByRole('button', { name: texts.toBetting }).click();

    await expect(page).toHaveURL(new RegExp(`${localized('/betting', locale)}$`));
    await waitForSiteReady(page);
    const upcoming = page.getByRole('region', { name: t.pages.betting.upcoming });
    await (await oddsAtLeast(upcoming, 1.5)).click();
    const slip = page.getByRole('complementary', { name: slipTexts.title });
    const useFreeBet = slip.getByRole('checkbox', {
      name: slipTexts.useFreeBet.replace('{amount}', five),
    });
    await useFreeBet.check();
    await expect(slip).toContainText(slipTexts.winnings);
    await expect(slip.getByLabel(slipTexts.stake.replace('{currency}', 'EUR'))).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
    await slip.getByRole('button', { name: slipTexts.place }).click();
    const review = slip.getByRole('region', { name: slipTexts.confirmTitle });
    await expect(review).toContainText(five);
    await review.getByRole('button', { name: slipTexts.confirm }).click();
    await expect(slip.getByRole('status')).toHaveText(slipTexts.placed);
    // The free bet is in the bet now: the total is back to the main balance.
    await expect(balance).toHaveText(zero);

    await page.goto(localized('/profile/bonuses', locale));
    await waitForSiteReady(page);
    await expect(
      page.getByRole('list', { name: texts.listLabel }).getByRole('listitem').first(),
    ).toContainText(texts.statuses.staked);
  });
}
