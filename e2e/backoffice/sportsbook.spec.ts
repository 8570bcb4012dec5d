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

/**
 * A sandbox match is in play for four minutes, and the sandbox staggers them (one always started
 * less than two minutes ago): one that started less than this long ago has time left to be voided.
 */
const LIVE_FOR_LONG_ENOUGH_MS = 150_000;

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

// A multiple on the trader's screen (decision 0067): a player's double shows beside its markets and
// with its legs; the trader settles one leg's market and voids the other leg's match (in play), and
// the double is won at the first leg's odds alone (a void leg counts at 1.00).
{
  const [width, locale] = [1440, 'en'] as const;
  test("a trader sees a double's legs, voids one leg's match and the double pays the other leg (1440 px, en; then 375 px, fr)", async ({
    page,
    browser,
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
    // The settled leg: the second market of the match the other trader journey takes (it settles the
    // first market only). The voided leg: a match in play, one per locale (the players' journeys bet
    // on matches to come); its price may move between reading and betting, so the double is tried
    // again at the new price.
    const events = async (phase: string) =>
      (
        (await (await player.get(`${apiPath('sportsbook/get')}&phase=${phase}&count=100`)).json()) as {
          data: { events: SportsEvent[] };
        }
      ).data.events;
    // The list carries each match's main market only; the event has them all (decision 0075).
    const upcoming = (await events('upcoming')).filter((item) => item.markets_count > 1);
    const first = (
      (await (await player.get(`${apiPath('sportsbook/event')}&id=${upcoming.at(-1)!.id}`)).json()) as {
        data: SportsEvent;
      }
    ).data;
    const market = first.markets[1]!;
    expect(market.status).toBe('open');
    const one = market.selections[0]!;
    let second: SportsEvent | undefined;
    let bet: SportsBet | undefined;
    await expect
      .poll(
        async () => {
          // An older match may finish (and settle) before the trader voids it.
          const live = (await events('live'))
            .filter((item) => item.markets[0]?.status === 'open')
            .filter((item) => Date.parse(item.starts_at) > Date.now() - LIVE_FOR_LONG_ENOUGH_MS)
            .sort((a, b) => b.starts_at.localeCompare(a.starts_at));
          second = live[0];
          if (!second) return 'no match in play';
          const two = second.markets[0]!.selections[0]!;
          bet = await postApi<SportsBet>(player, 'sportsbook/placeMultiple', {
            legs: `${one.id}:${one.odds.toFixed(2)},${two.id}:${two.odds.toFixed(2)}`,
            stake: '3',
            request_id: `e2e-bo-double-${locale}-${Date.now().toString(36)}`,
          }).catch((error: Error) => {
            if (/PRICE_CHANGED|MARKET_CLOSED|EVENT_STARTED/.test(error.message)) return undefined;
            throw error;
          });
          return bet ? 'placed' : 'retry';
        },
        { timeout: 45_000 },
      )
      .toBe('placed');
    if (!bet || !second) throw new Error('The double was not placed');
    const betId = String(bet.id);
    expect(bet.legs).toHaveLength(2);

    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'trader', locale, '/sportsbook');
    const row = page
      .getByTestId('sportsbook-markets')
      .getByRole('row')
      .filter({ hasText: new RegExp(`#${first.id} ·`) })
      .filter({ hasText: market.name });
    await expect(row).toContainText(formatMessage(t.multiplesOn, { count: '1' }));
    const betRow = () =>
      page
        .getByTestId('sportsbook-bets')
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: betId, exact: true }) });
    const legs = betRow().getByRole('list', { name: formatMessage(t.legsLabel, { id: betId }) });
    await expect(legs.getByRole('listitem')).toHaveCount(2);
    await expect(legs.getByRole('listitem').first()).toContainText(t.legResults.open);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);

    const names = { market: market.name, event: `${first.home} – ${first.away}` };
    await row.getByLabel(formatMessage(t.winner, names)).selectOption(String(one.id));
    await row.getByRole('button', { name: formatMessage(t.settleLabel, names) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.settleConfirm }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(legs.getByRole('listitem').first()).toContainText(t.legResults.won);
    await expect(betRow()).toContainText(t.betStatuses.open);

    // Scoped to the match's own row: two open matches may pair the same sides.
    await page
      .getByTestId('sportsbook-markets')
      .getByRole('row')
      .filter({ hasText: new RegExp(`#${second.id} ·`) })
      .getByRole('button', { name: formatMessage(t.voidLabel, { event: `${second.home} – ${second.away}` }) })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: t.voidConfirm }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(betRow()).toContainText(t.betStatuses.won);
    await expect(legs.getByRole('listitem').nth(1)).toContainText(t.legResults.void);

    const settled = (await (await player.get(`${apiPath('sportsbook/myBets')}&status=settled`)).json()) as {
      data: { items: SportsBet[] };
    };
    const paid = settled.data.items.find((item) => String(item.id) === betId)!;
    expect(paid.status).toBe('won');
    expect(paid.payout).toBe((3 * Math.round(one.odds * 100)) / 100);
    await player.dispose();

    // The same double on a phone, in French.
    const fr = BO_MESSAGES.fr.sportsbook;
    const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 900 } });
    const frPage = await phone.newPage();
    await operatorLogsIn(frPage, 'trader', 'fr', '/sportsbook');
    const frRow = frPage
      .getByTestId('sportsbook-bets')
      .getByRole('row')
      .filter({ has: frPage.getByRole('cell', { name: betId, exact: true }) });
    await expect(frRow).toContainText(fr.betStatuses.won);
    const legsFr = frRow.getByRole('list', { name: formatMessage(fr.legsLabel, { id: betId }) });
    await expect(legsFr.getByRole('listitem').nth(0)).toContainText(fr.legResults.won);
    await expect(legsFr.getByRole('listitem').nth(1)).toContainText(fr.legResults.void);
    expect(await seriousViolations(frPage)).toEqual([]);
    await expectNoSideScroll(frPage);
    await phone.close();
  });
}
