import { formatMessage } from '../apps/web/app/i18n/format.js';
import { expectAccessibleAndFits } from './support/axe.js';
import { depositThroughSandbox } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES, SCREENS } from './support/site.js';

// The sportsbook on /betting (decision 0065), on the sandbox feed's matches: a guest sees the odds
// and is invited to log in (once); a new player with a sandbox deposit adds a price to the slip,
// confirms a bet and finds it in My bets; another builds a double (decision 0067) and finds its two
// legs (in English on a desktop, in French on a 375 px phone).

test.describe.configure({ timeout: 90_000 });

test('a guest sees the odds and is invited to log in to bet (en, desktop)', async ({ page }) => {
  const t = MESSAGES.en.pages.betting;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/betting');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByText(/will list events|listera ici/)).toHaveCount(0);
  const guest = page.getByRole('region', { name: t.guestTitle });
  await expect(guest.getByRole('button', { name: t.login })).toBeVisible();
  const upcoming = page.getByRole('region', { name: t.upcoming });
  await upcoming.getByRole('listitem').first().getByRole('button').first().click();
  const slip = page.getByRole('complementary', { name: t.slip.title });
  await expect(slip.getByRole('button', { name: t.slip.loginToBet })).toBeVisible();
  await expectAccessibleAndFits(page);
});

for (const screen of SCREENS) {
  const { locale } = screen;
  const t = MESSAGES[locale].pages.betting;

  test(`a player bets on an upcoming match and finds the bet in My bets (${locale}, ${screen.name})`, async ({
    page,
    session,
  }) => {
    await page.setViewportSize(screen.size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await session.register();
    await depositThroughSandbox(page.request, 20);
    await page.goto(localized('/betting', locale));
    const upcoming = page.getByRole('region', { name: t.upcoming });
    const event = upcoming.getByRole('listitem').first();
    const name = (await event.getByRole('heading', { level: 3 }).textContent())!.trim();
    await event.getByRole('button').first().click();

    const slip = page.getByRole('complementary', { name: t.slip.title });
    await slip.getByLabel(formatMessage(t.slip.stake, { currency: 'EUR' }, locale)).fill('2');
    await expect(slip).toContainText(t.slip.potentialReturn);
    await expectAccessibleAndFits(page);
    await slip.getByRole('button', { name: t.slip.place }).click();
    const confirm = slip.getByRole('region', { name: t.slip.confirmTitle });
    await confirm.getByRole('button', { name: t.slip.confirm }).click();
    await expect(slip.getByRole('status')).toHaveText(t.slip.placed);
    // On a phone the slip is a bottom sheet over the page: the player closes it.
    const close = slip.getByRole('button', { name: t.slip.close });
    if (await close.isVisible()) await close.click();

    await page
      .getByRole('navigation', { name: t.tabsLabel })
      .getByRole('link', { name: t.tabMyBets })
      .click();
    const myBets = page.getByRole('region', { name: t.myBets.title });
    const bet = myBets.getByRole('listitem').first();
    await expect(bet).toContainText(t.myBets.status.open);
    await expect(bet).toContainText(name);
    await expectAccessibleAndFits(page);
  });
}

for (const screen of SCREENS) {
  const { locale } = screen;
  const t = MESSAGES[locale].pages.betting;

  test(`a player builds a double on two matches and finds its legs in My bets (${locale}, ${screen.name})`, async ({
    page,
    session,
  }) => {
    await page.setViewportSize(screen.size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await session.register();
    await depositThroughSandbox(page.request, 20);
    await page.goto(localized('/betting', locale));
    const upcoming = page.getByRole('region', { name: t.upcoming });
    const slip = page.getByRole('complementary', { name: t.slip.title });
    const close = slip.getByRole('button', { name: t.slip.close });
    const names: string[] = [];
    for (const index of [0, 1]) {
      const event = upcoming.getByRole('listitem').nth(index);
      names.push((await event.getByRole('heading', { level: 3 }).textContent())!.trim());
      await event.getByRole('button').first().click();
      // On a phone the slip is a bottom sheet over the list: it is closed to pick the next price.
      if (index === 0 && (await close.isVisible())) await close.click();
    }
    // On a phone picking a price opens the slip's sheet; on a desktop the slip stands beside the
    // events, with no bar to open it.
    const opener = slip.getByRole('button', { name: formatMessage(t.slip.open, { count: '2' }, locale) });
    if (screen.size.width <= 900) await expect(close).toBeVisible();
    else await expect(opener).toBeHidden();

    await slip.getByRole('button', { name: t.slip.multiple }).click();
    await expect(slip.getByRole('heading', { level: 3 })).toHaveText(
      formatMessage(t.slip.multipleTitle, { kind: t.slip.kinds[2], count: '2' }, locale),
    );
    await expect(slip).toContainText(t.slip.combinedOdds);
    await slip.getByLabel(formatMessage(t.slip.stake, { currency: 'EUR' }, locale)).fill('2');
    await expectAccessibleAndFits(page);
    await slip.getByRole('button', { name: t.slip.place }).click();
    const confirm = slip.getByRole('region', { name: t.slip.confirmTitle });
    await expect(confirm.getByRole('listitem')).toHaveCount(2);
    await confirm.getByRole('button', { name: t.slip.confirm }).click();
    await expect(slip.getByRole('status')).toHaveText(t.slip.placed);
    if (await close.isVisible()) await close.click();

    await page
      .getByRole('navigation', { name: t.tabsLabel })
      .getByRole('link', { name: t.tabMyBets })
      .click();
    const myBets = page.getByRole('region', { name: t.myBets.title });
    const bet = myBets.getByRole('listitem').first();
    await expect(bet).toContainText(t.slip.kinds[2]);
    await expect(bet).toContainText(t.myBets.status.open);
    const legs = bet.getByRole('list', { name: t.myBets.legs }).getByRole('listitem');
    await expect(legs).toHaveCount(2);
    for (const [index, name] of names.entries()) {
      await expect(legs.nth(index)).toContainText(name);
      await expect(legs.nth(index)).toContainText(t.myBets.legResult.open);
    }
    await expectAccessibleAndFits(page);
  });
}
