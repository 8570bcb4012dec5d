import { formatMessage } from '../../apps/web/app/i18n/format.js';
import type { SportsEvent } from '../../packages/domain/src/index.js';
import { getApi } from '../support/api.js';
import { expectAccessibleAndFits } from '../support/axe.js';
import { callBackoffice, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { localized, MESSAGES } from '../support/site.js';

// A market resulted while its match is in play (decision 0080): the sandbox feed results a market
// as soon as the score decides it, which no test can time, so a trader's result (the same
// `resultMarket` the feed's goes through) stands in for it. The match's page then shows the market
// settled with its result and no price to pick, beside the markets still offered; in English at
// 1440 px and in French at 375.

test.describe.configure({ timeout: 90_000 });

for (const [width, locale] of [
  [1440, 'en'],
  [375, 'fr'],
] as const) {
  test(`a market resulted in play shows its result and no prices on the match's page (${width} px, ${locale})`, async ({
    page,
  }) => {
    const t = MESSAGES[locale].pages.betting;
    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'trader', locale, '/sportsbook');

    // Matches in play finish (and other specs void one): tried again on another while none fits.
    await expect(async () => {
      const { events } = await getApi<{ events: SportsEvent[] }>(page.request, 'sportsbook/get', locale, {
        phase: 'live',
        count: 100,
      });
      // The match with the most time left.
      const live = events
        .filter((item) => item.markets_count > 1)
        .sort((a, b) => b.starts_at.localeCompare(a.starts_at));
      const candidate = live[0];
      if (!candidate) throw new Error('no match in play with more than one market');
      const event = await getApi<SportsEvent>(page.request, 'sportsbook/event', locale, { id: candidate.id });
      const market = event.markets.find((item, index) => index > 0 && item.status === 'open');
      if (!market) throw new Error('no open market besides the main one');
      const winner = market.selections[0]!;
      const settled = await callBackoffice(page.request, 'sportsbook/settleMarket', {
        marketId: market.id,
        winningSelectionId: winner.id,
      });
      expect(settled.ok(), await settled.text()).toBe(true);

      await page.goto(localized(`/betting/event/${event.id}`, locale));
      await expect(
        page.getByRole('heading', { level: 1, name: `${event.home} – ${event.away}` }),
      ).toBeVisible();
      const resulted = page.getByRole('group', { name: `${market.name} · ${t.settled}` });
      await expect(resulted).toContainText(formatMessage(t.marketResult, { selection: winner.name }, locale));
      await expect(resulted.getByRole('button')).toHaveCount(0);
      // The main market is still offered with its prices.
      const main = page.getByRole('group', { name: event.markets[0]!.name, exact: true });
      await expect(main.getByRole('button').first()).toBeVisible();
    }).toPass({ timeout: 60_000 });
    await expectAccessibleAndFits(page);
  });
}
