import { pointsValues } from '../apps/web/app/features/loyalty/points.js';
import { formatMessage } from '../apps/web/app/i18n/format.js';
import { getApi } from './support/api.js';
import { expectAccessibleAndFits } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// The loyalty programme on the site: a guest reads the programme and the levels and is asked to join;
// a new player (no points) meets the not-enough-points dialog and changes their character; the demo
// player (points earned by the seed's real dice rounds) buys free spins and sees the new balance.
// In English and French, at a desktop's and a phone's width.

test.describe.configure({ timeout: 90_000 });

for (const locale of LOCALES) {
  test(`a guest reads the programme, a level and the shop (${locale})`, async ({ page }) => {
    const t = MESSAGES[locale].pages;
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized('/loyalty', locale));
      await expect(page.getByRole('heading', { level: 1, name: t.loyalty.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.loyalty.guestTitle })).toBeVisible();
      await expect(
        page.locator('.loyalty-guest').getByRole('button', { name: t.loyalty.register }),
      ).toBeVisible();
      const levels = page.locator('.loyalty-levels > li');
      await expect(levels).toHaveCount(4);
      await expect(page.getByText(t.loyalty.howTitle)).toBeVisible();
      await expectAccessibleAndFits(page);
    }
    await page.getByRole('link', { name: t.loyalty.levelNames.gold, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localized('/loyalty/gold', locale)}$`));
    await expect(
      page.getByRole('heading', {
        name: t.loyaltyProgram.title.replace('{name}', t.loyalty.levelNames.gold),
      }),
    ).toBeVisible();
    await page.goto(localized('/loyalty/shop', locale));
    const products = page.locator('.loyalty-products > li');
    await expect(products.first()).toBeVisible();
    await expect(products.first().getByRole('button', { name: t.loyaltyShop.loginToBuy })).toBeVisible();
    await expectAccessibleAndFits(page);
  });
}

for (const [locale, width] of [
  ['en', 1440],
  ['fr', 375],
] as const) {
  test(`a new player meets the not-enough-points dialog and picks a character (${locale}, ${width} px)`, async ({
    page,
    session,
  }) => {
    const t = MESSAGES[locale].pages;
    await page.setViewportSize({ width, height: 900 });
    await session.register();
    await page.goto(localized('/loyalty/shop', locale));
    await expect(page.getByTestId('shop-points')).toHaveText(
      formatMessage(t.loyaltyShop.balance, pointsValues(0, locale), locale),
    );
    const first = page.locator('.loyalty-products > li').first();
    await first.getByRole('button', { name: new RegExp(t.loyaltyShop.buy) }).click();
    const refusal = page.getByRole('alertdialog', { name: t.loyaltyShop.insufficientTitle });
    await expect(refusal).toBeVisible();
    await expectAccessibleAndFits(page);
    await refusal.locator('.loyalty-actions').getByRole('button', { name: t.loyaltyShop.close }).click();
    await expect(refusal).toHaveCount(0);

    await page.goto(localized('/profile/loyalty', locale));
    await expect(page.getByText(t.profileLoyalty.historyEmpty)).toBeVisible();
    await page.getByRole('button', { name: t.loyalty.characterChange }).click();
    const picker = page.getByRole('dialog', { name: t.loyalty.characterPick });
    await picker.getByText(t.loyalty.characterNames.owl, { exact: true }).click();
    await picker.getByRole('button', { name: t.loyalty.characterChange }).click();
    const confirm = page.getByRole('dialog', { name: t.loyalty.characterConfirmTitle });
    await expect(confirm).toBeVisible();
    await expectAccessibleAndFits(page);
    // Keyboard: the confirm button has the focus.
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.loyalty.characterSaved)).toBeVisible();
    await expect(
      page.getByRole('img', { name: `${t.loyalty.character}: ${t.loyalty.characterNames.owl}` }),
    ).toBeVisible();
    await expectAccessibleAndFits(page);
  });
}

test('the demo player buys free spins with points earned by play, and the new balance shows (en 1440, fr 375)', async ({
  page,
  session,
}) => {
  await session.logIn();
  // The seed's dice rounds reach the points through the outbox relay, a moment after the start.
  await expect
    .poll(async () => (await getApi<{ points: number }>(page.request, 'loyalty/getinfo')).points, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(80);
  for (const [locale, width, product] of [
    ['en', 1440, '10 free spins'],
    ['fr', 375, 'Cadeau de la semaine'],
  ] as const) {
    const t = MESSAGES[locale].pages.loyaltyShop;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(localized('/loyalty/shop', locale));
    const { points } = await getApi<{ points: number }>(page.request, 'loyalty/getinfo');
    const card = page.locator('.loyalty-products > li').filter({ hasText: product });
    const price = Number((await card.locator('.loyalty-product-price').textContent())!.replace(/\D/g, ''));
    await card.getByRole('button', { name: t.buyName.replace('{name}', product) }).click();
    const confirm = page.getByRole('dialog', { name: t.confirmTitle.replace('{name}', product) });
    await expect(confirm).toBeVisible();
    await expectAccessibleAndFits(page);
    await confirm.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(page.getByText(t.bought.split(':')[0]!.replace('{name}', product).trim())).toBeVisible();
    await expect(page.getByTestId('shop-points')).toHaveText(
      formatMessage(t.balance, pointsValues(points - price, locale), locale),
    );
  }
  // The spins are a real pack of the free-spins service.
  const packs = await getApi<{ items: { remaining_count: number }[] }>(page.request, 'freespins/get');
  expect(packs.items.map((pack) => pack.remaining_count)).toEqual(expect.arrayContaining([10, 20]));
});

test('the sportsbook demo player sees the points of their settled bets as sports entries (en 1440, fr 375)', async ({
  page,
  session,
}) => {
  await session.logIn({ login: 'punter@jeton.test', password: 'demo1234' });
  // The seed's settled bets reach the points through the outbox relay, a moment after the start.
  await expect
    .poll(async () => (await getApi<{ points: number }>(page.request, 'loyalty/getinfo')).points, {
      timeout: 30_000,
    })
    .toBe(23);
  for (const [locale, width] of [
    ['en', 1440],
    ['fr', 375],
  ] as const) {
    const t = MESSAGES[locale].pages.profileLoyalty;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(localized('/profile/loyalty', locale));
    const rows = page.locator('.loyalty-history tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: t.kinds.sports })).toHaveCount(2);
    await expectAccessibleAndFits(page);
  }
});
