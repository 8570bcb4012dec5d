import { formatMessage } from '../../apps/backoffice/app/i18n/format.js';
import type { SportsBet, SportsEvent } from '../../packages/domain/src/index.js';
import { apiPath, postApi, register } from '../support/api.js';
import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { depositThroughSandbox } from '../support/cashier.js';

// A trader settles a market (decision 0065): a new player bets on the last upcoming match through
// the API; the trader finds its market with the open stake, settles it with the player's selection
// as the winner, and the player's bet is won. The screen passes axe and fits a phone.

test.describe.configure({ timeout: 90_000 });

for (const [width, locale] of [
  [1440, 'en'],
  [375, 'fr'],
] as const) {
  test(`a trader settles a market and the player's bet is won (${width} px, ${locale})`, async ({
    page,
    playwright,
    baseURL,
    clientIp,
  }) => {
    const t = BO_MESSAGES[locale].sportsbook;
    const player = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    await register(player);
    await depositThroughSandbox(player, 20);
    const book = (await (
      await player.get(`${apiPath('sportsbook/get')}&phase=upcoming&count=100`)
    ).json()) as {
      data: { events: SportsEvent[] };
    };
    // The last open matches, one per locale: the players' journeys bet on the first ones.
    const open = book.data.events.filter((item) => item.markets[0]?.status === 'open');
    const event = open.at(locale === 'en' ? -1 : -2)!;
    const market = event.markets[0]!;
    const selection = market.selections[0]!;
    const bet = await postApi<SportsBet>(player, 'sportsbook/placeBet', {
      selection_id: selection.id,
      stake: '3',
      odds: selection.odds.toFixed(2),
      request_id: `e2e-bo-${locale}-${Date.now().toString(36)}`,
    });

    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'trader', locale, '/sportsbook');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const row = page
      .getByTestId('sportsbook-markets')
      .getByRole('row')
      .filter({ hasText: new RegExp(`#${event.id} ·`) })
      .filter({ hasText: market.name });
    await expect(row).toContainText('3');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);

    const names = { market: market.name, event: `${event.home} – ${event.away}` };
    await row.getByLabel(formatMessage(t.winner, names)).selectOption(String(selection.id));
    await row.getByRole('button', { name: formatMessage(t.settleLabel, names) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.settleConfirm }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page
        .getByTestId('sportsbook-bets')
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(bet.id), exact: true }) }),
    ).toContainText(t.betStatuses.won);

    const settled = (await (await player.get(`${apiPath('sportsbook/myBets')}&status=settled`)).json()) as {
      data: { items: SportsBet[] };
    };
    expect(settled.data.items.find((item) => item.id === bet.id)?.status).toBe('won');
    await player.dispose();
  });
}
