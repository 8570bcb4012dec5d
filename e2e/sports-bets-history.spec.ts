import { readFile } from 'node:fs/promises';
import { formatMessage } from '../apps/web/app/i18n/format.js';
import { expectNoSideScroll } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES, SCREENS } from './support/site.js';

// Issue 31, item 5: the demo punter's sports bets in Profile → Bets, filtered by product, a
// multiple's legs each with its result, and in the CSV export. English on a desktop, French on a
// 375 px phone.

for (const { name, size: viewport, locale } of SCREENS) {
  test(`sports bets in the bets history (${locale}, ${name})`, async ({ page, session }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const bets = MESSAGES[locale].records.bets;
    await session.logIn({ login: 'punter@jeton.test', password: 'demo1234' });
    await page.goto(`${localized('/profile/bets', locale)}?product=sports`);
    await expect(page.getByRole('heading', { name: bets.title })).toBeVisible();

    const sports = page.locator('[data-testid="bet-row"][data-product="sports"]');
    await expect(sports.first()).toBeVisible();
    await expect(page.locator('[data-testid="bet-row"][data-product="casino"]')).toHaveCount(0);
    // The seed's treble: two legs won, the third match cancelled (void), paid at reduced odds.
    const treble = sports.filter({ hasText: formatMessage(bets.multiple, { legs: 3 }, locale) });
    await expect(treble).toHaveCount(1);
    await expect(treble).toContainText(bets.betStatus.won);
    const legs = treble.getByRole('list', { name: bets.legs }).getByRole('listitem');
    await expect(legs).toHaveCount(3);
    await expect(legs.filter({ hasText: bets.legResult.void })).toHaveCount(1);
    // A sports bet has no balance of its own: the column says so to a screen reader.
    await expect(treble.getByText(bets.noBalance)).toBeAttached();
    await expectNoSideScroll(page);

    // The casino filter leaves them out (the punter has played no round).
    await page.getByLabel(bets.product).selectOption('casino');
    await page.getByRole('button', { name: bets.apply }).click();
    await expect(page).toHaveURL(/product=casino/);
    await expect(page.getByText(bets.empty)).toBeVisible();

    // Back to sports, and the CSV export of them.
    await page.getByLabel(bets.product).selectOption('sports');
    await page.getByRole('button', { name: bets.apply }).click();
    await expect(sports.first()).toBeVisible();
    const texts = MESSAGES[locale].records.export;
    await page.getByRole('button', { name: texts.csv }).click();
    const link = page.getByRole('link', { name: formatMessage(texts.download, { file: 'CSV' }, locale) });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const csv = (await readFile(await download.path())).toString('utf8');
    expect(csv).toContain(locale === 'fr' ? 'Sélections' : 'Selections');
    expect(csv).toContain(locale === 'fr' ? 'Combiné (3),paris sportifs' : 'Multiple (3),sports');
  });
}
