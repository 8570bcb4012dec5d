import type { Locator } from '@playwright/test';
import { formatMessage } from '../apps/web/app/i18n/format.js';
import { formatMoney } from '../apps/web/app/ui/money.js';
import { getApi, postApi } from './support/api.js';
import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES, SCREENS, waitForSiteReady } from './support/site.js';

// A free bet on a multiple and a slip that survives a reload (decisions 0077, 0080): a new player
// with the FREEBET5 free bet (odds 1.50 or more) puts two prices of two matches on the slip, makes
// them a multiple on the free bet, reloads the page, finds both still there, still a multiple with
// the free bet ticked, and places the free bet whole on the double, the winnings shown without the
// stake. English at 1440 px, French at 375.

test.describe.configure({ timeout: 90_000 });

/** The first price of this match at `min` or more. */
async function oddsAtLeast(event: Locator, min: number): Promise<Locator> {
  const buttons = event.locator('.odds-button:not([disabled])');
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
  const t = MESSAGES[locale].pages.betting;
  const slipTexts = t.slip;
  const five = formatMoney(5, 'EUR', locale);

  test(`a player keeps the slip over a reload and places a free-bet double (${locale}, ${screen.name})`, async ({
    page,
    session,
  }) => {
    await page.setViewportSize(screen.size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await session.register();
    await postApi(page.request, 'campaigns/activateOffer', { promo_code: 'FREEBET5' }, locale);
    const bonuses = await getApi<{ items: { id: number }[] }>(page.request, 'BettingBonuses/get');
    await postApi(page.request, 'BettingBonuses/activate', { betting_bonus_id: bonuses.items[0]!.id });

    await page.goto(localized('/betting', locale));
    await waitForSiteReady(page);
    const upcoming = page.getByRole('region', { name: t.upcoming });
    const slip = page.getByRole('complementary', { name: slipTexts.title });
    const close = slip.getByRole('button', { name: slipTexts.close });
    for (const index of [0, 1]) {
      const event = upcoming.getByRole('listitem').nth(index);
      await (await oddsAtLeast(event, 1.5)).click();
      // On a phone the slip is a bottom sheet over the list: it is closed to pick the next price.
      if (await close.isVisible()) await close.click();
    }
    await expect(slip.locator('.bet-slip-item')).toHaveCount(2);
    const selections = await slip.locator('.bet-slip-selection').allTextContents();
    // The player makes it a multiple on the free bet, then reloads (decision 0080).
    const opener = slip.getByRole('button', { name: formatMessage(slipTexts.open, { count: '2' }, locale) });
    if (await opener.isVisible()) await opener.click();
    const multiple = slip.getByRole('button', { name: slipTexts.multiple });
    await multiple.click();
    const useFreeBet = slip.getByRole('checkbox', {
      name: formatMessage(slipTexts.useFreeBet, { amount: five }, locale),
    });
    await useFreeBet.check();
    await expect(slip).toContainText(slipTexts.winnings);

    await page.reload();
    await waitForSiteReady(page);
    // Restored after hydration, with the prices read again, still a multiple on the free bet.
    if (await opener.isVisible()) await opener.click();
    await expect(slip.locator('.bet-slip-selection')).toHaveCount(2);
    expect(await slip.locator('.bet-slip-selection').allTextContents()).toEqual(selections);
    await expect(slip).not.toContainText(slipTexts.unavailable);
    await expect(multiple).toHaveAttribute('aria-pressed', 'true');
    await expect(useFreeBet).toBeChecked();
    await expect(slip).toContainText(slipTexts.winnings);
    await expect(slip.getByLabel(formatMessage(slipTexts.stake, { currency: 'EUR' }, locale))).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
    await slip.getByRole('button', { name: slipTexts.place }).click();
    const review = slip.getByRole('region', { name: slipTexts.confirmTitle });
    await expect(review).toContainText(five);
    await expect(review.getByRole('listitem')).toHaveCount(2);
    await review.getByRole('button', { name: slipTexts.confirm }).click();
    await expect(slip.getByRole('status')).toHaveText(slipTexts.placed);

    // Placed, the selections leave the slip, also after another reload.
    await page.reload();
    await waitForSiteReady(page);
    await expect(slip.locator('.bet-slip-item')).toHaveCount(0);
    const mine = await getApi<{ items: { kind: string; betting_bonus_id: number | null }[] }>(
      page.request,
      'sportsbook/myBets',
    );
    expect(mine.items[0]).toMatchObject({ kind: 'multiple', betting_bonus_id: bonuses.items[0]!.id });
  });
}
