import { readFile } from 'node:fs/promises';
import type { Balances, LocaleCode } from '@jeton/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMessage } from '../apps/web/app/i18n/format.js';
import { getApi } from './support/api.js';
import { expectNoSideScroll } from './support/axe.js';
import { depositThroughSandbox, money } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES, SCREENS } from './support/site.js';

// Issue 12, items 6 and 7: a new player deposits through the sandbox and plays a few rounds of the
// house dice; the header then shows an unread notice, /profile/notification lists it, and
// /profile/bets lists the rounds with stake and win, filters them, opens one on the fairness page
// and exports them as CSV and XLSX. In English and French, on a desktop and on a 375 px phone.

const ROUNDS = 3;
const UNDER_50 = { direction: 'under', targetHundredths: 5000 };

/** Plays rounds of the house dice for the player of `request` through the studio's API, €1.00 each. */
async function playDice(request: APIRequestContext, rounds: number): Promise<number[]> {
  const launch = await request.get('/platform/game/jeton-dice/play', { maxRedirects: 0 });
  expect(launch.status()).toBe(302);
  const session = new URL(launch.headers().location!, 'http://site').searchParams.get('session')!;
  const ids: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const played = await request.post('/studio/api/rounds', {
      data: { session, stake: '100', bet: UNDER_50 },
    });
    expect(played.status()).toBe(200);
    ids.push(((await played.json()) as { round: { id: number } }).round.id);
  }
  return ids;
}

/** Asks for an export and waits for its download link; answers the downloaded file's name and bytes. */
async function exportFile(page: Page, locale: LocaleCode, format: 'csv' | 'xlsx') {
  const texts = MESSAGES[locale].records.export;
  await page.getByRole('button', { name: texts[format] }).click();
  const name = format === 'csv' ? 'CSV' : 'XLSX';
  const link = page.getByRole('link', { name: formatMessage(texts.download, { file: name }, locale) });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

for (const { name, size: viewport, locale: screenLocale } of SCREENS) {
  test.describe(`bets history and notices on a ${name}`, () => {
    test.use({ viewport });

    for (const locale of [screenLocale]) {
      test(`in ${locale}: rounds, filters, fairness link, exports and the deposit notice`, async ({
        page,
        session,
      }) => {
        test.setTimeout(90_000);
        const t = MESSAGES[locale];
        const bets = t.records.bets;
        await session.register();
        await depositThroughSandbox(page.request, 50);
        // The provider's webhook credits the deposit (and adds its notice) before the player plays.
        await expect
          .poll(async () => (await getApi<Balances>(page.request, 'account/getBalance')).balance_main.amount)
          .toBe(50);
        const played = await playDice(page.request, ROUNDS);

        // The notice: the header's badge shows it once the player does something (spec section 4).
        await page.goto(localized('/profile/bets', locale));
        await expect(page.getByRole('heading', { name: bets.title })).toBeVisible();
        await page.getByRole('heading', { name: bets.title }).click();
        await expect(page.getByTestId('notices-count')).toHaveText('1');

        // Every round, newest first, with its stake and win.
        const rows = page.getByTestId('bet-row');
        await expect(rows).toHaveCount(ROUNDS);
        await expect(rows.first()).toContainText(money(1, locale));
        // The game's name in the page's locale (the catalogue's French name on /fr; issue 17).
        await expect(rows.first()).toContainText(locale === 'fr' ? 'Dés' : 'Dice');
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: formatMessage(bets.shown, { shown: 3, total: 3 }, locale) }),
        ).toBeVisible();
        const newest = played.at(-1)!;
        await expect(
          rows.first().getByRole('link', { name: formatMessage(bets.check, { id: newest }, locale) }),
        ).toBeVisible();
        // No part of the page runs off a phone's screen.
        await expectNoSideScroll(page);

        // Filters: no sports bets yet, then the casino rounds of the last 24 hours.
        await page.getByLabel(bets.product).selectOption('sports');
        await page.getByRole('button', { name: bets.apply }).click();
        await expect(page.getByText(bets.emptySports)).toBeVisible();
        await expect(page).toHaveURL(/product=sports/);
        await page.getByLabel(bets.product).selectOption('casino');
        await page.getByLabel(bets.period).selectOption('day');
        await page.getByRole('button', { name: bets.apply }).click();
        await expect(page).toHaveURL(/period=day/);
        await expect(rows).toHaveCount(ROUNDS);

        // Exports of these filters, made in the background, downloaded by the player.
        const csv = await exportFile(page, locale, 'csv');
        expect(csv.name).toMatch(/^jeton-game-history-\d+\.csv$/);
        const text = csv.bytes.toString('utf8');
        expect(text).toContain(locale === 'fr' ? 'Solde après' : 'Balance after');
        expect(text.trim().split('\r\n')).toHaveLength(ROUNDS + 1);
        const xlsx = await exportFile(page, locale, 'xlsx');
        expect(xlsx.name).toMatch(/^jeton-game-history-\d+\.xlsx$/);
        // An XLSX file is a ZIP archive.
        expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

        // A round opens on the fairness page, filled in with its seeds.
        await rows
          .first()
          .getByRole('link', { name: formatMessage(bets.check, { id: newest }, locale) })
          .click();
        await expect(page).toHaveURL(/\/fairness\?kind=dice/);
        const fairness = t.studio.fairness;
        await expect(page.getByLabel(fairness.clientSeed, { exact: true })).not.toHaveValue('');
        await expect(page.getByLabel(fairness.nonce, { exact: true })).toHaveValue(String(ROUNDS - 1));

        // The deposit's notice, listed and marked read; the badge follows.
        const notices = t.records.notifications;
        await page.getByTestId('notices-link').click();
        await expect(page).toHaveURL(new RegExp(`${localized('/profile/notification', locale)}$`));
        const notice = page.getByTestId('notice');
        await expect(notice).toHaveCount(1);
        await expect(notice).toContainText(
          formatMessage(t.records.notices.deposit_credited, { amount: money(50, locale) }, locale),
        );
        await expect(notice).toHaveAttribute('data-read', 'false');
        await page.getByRole('button', { name: notices.markAllRead }).click();
        await expect(notice).toHaveAttribute('data-read', 'true');
        await expect(page.getByText(notices.allRead)).toBeVisible();
        await expect(page.getByTestId('notices-count')).toHaveCount(0);
        await expectNoSideScroll(page);
      });
    }
  });
}
