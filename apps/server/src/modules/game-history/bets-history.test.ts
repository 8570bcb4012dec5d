import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fund, openSession, studioPost } from '../../modules/house-studio/studio-testing.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectRefusal } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';

// The bets history of issue 12: filters by product and period, balance after, XLSX export, refusals.

let t: TestApp;

shareTestApp((app) => {
  t = app;
});

const UNDER_50 = { direction: 'under', targetHundredths: 5000 };
const TEN_MINUTES = 10 * 60_000;

interface Page {
  total: number;
  items: {
    id: number;
    product: string;
    created_at: string;
    stake: { amount: number };
    win: { amount: number };
    balance_before: { amount: number };
    balance_after: { amount: number };
    replay: { kind: string; bet: unknown; actions: unknown[] };
  }[];
}

/** A player with rounds ten minutes apart; answers the time of each. */
async function playerWithSpacedRounds(rounds: number) {
  const player = await registerPlayer(t.app);
  await fund(t, player.uid, 100_000n);
  const { token } = await openSession(t, 'jeton-dice', 'play', player.cookie);
  const times: Date[] = [];
  for (let i = 0; i < rounds; i++) {
    times.push(t.clock.now());
    await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
    t.clock.advance(TEN_MINUTES);
  }
  return { ...player, times };
}

const history = (cookie: string, params: Record<string, string | number | undefined> = {}) =>
  callApi(t.app, 'GET', 'games/getHistory', params, { cookie });

async function waitReady(cookie: string, id: number) {
  await t.services.gameHistory.processPendingExports();
  return dataOf<{ status: string; format: string; row_count: number; download_url: string }>(
    await callApi(t.app, 'GET', 'games/gethistoryexportrequest', { id }, { cookie }),
  );
}

describe('bets history names', () => {
  it("names each game in the page's locale (issue 17: English names showed on /fr)", async () => {
    const { cookie } = await playerWithSpacedRounds(1);
    const named = async (locale: 'en' | 'fr') =>
      dataOf<{ items: { game: { sysname: string; name: string } }[] }>(
        await callApi(t.app, 'GET', 'games/getHistory', {}, { cookie, locale }),
      ).items[0]!.game;
    expect(await named('en')).toEqual({ sysname: 'jeton-dice', name: 'Dice' });
    expect(await named('fr')).toEqual({ sysname: 'jeton-dice', name: 'Dés' });
  });
});

describe('bets history filters', () => {
  it('filters by product and by period [from, to), each round with its balance after', async () => {
    const { cookie, times } = await playerWithSpacedRounds(3);
    const all = dataOf<Page>(await history(cookie, { count: 10 }));
    expect(all.total).toBe(3);
    for (const item of all.items) {
      expect(item.product).toBe('casino');
      expect(item.balance_after.amount).toBeCloseTo(
        item.balance_before.amount - item.stake.amount + item.win.amount,
        2,
      );
    }
    expect(all.items[0]!.replay).toEqual({ kind: 'dice', bet: UNDER_50, actions: [] });
    // Newest first: each round's balance before is the previous round's balance after.
    expect(all.items[0]!.balance_before.amount).toBe(all.items[1]!.balance_after.amount);

    expect(dataOf<Page>(await history(cookie, { product: 'casino' })).total).toBe(3);
    expect(dataOf<Page>(await history(cookie, { product: 'sports' }))).toEqual({ total: 0, items: [] });

    const middle = dataOf<Page>(
      await history(cookie, { from: times[1]!.toISOString(), to: times[2]!.toISOString() }),
    );
    expect(middle.total).toBe(1);
    expect(middle.items[0]!.created_at).toBe(times[1]!.toISOString());
    const since = dataOf<Page>(
      await history(cookie, { from: times[1]!.toISOString().replace('Z', '+00:00') }),
    );
    expect(since.total).toBe(2);
  });

  it('refuses a bad period or product, and oversized input', async () => {
    const { cookie } = await registerPlayer(t.app);
    const later = '2026-11-22T12:00:00Z';
    const earlier = '2026-11-21T12:00:00Z';
    for (const params of [
      { from: later, to: earlier },
      { from: later, to: later },
      { from: 'yesterday' },
      { to: '2026-13-01T00:00:00Z' },
      { from: '1970-01-01T00:00:00Z' },
      { from: `${later}${' '.repeat(100)}` },
      { product: 'poker' },
      { product: 'x'.repeat(10_000) },
    ]) {
      const refused = await history(cookie, params);
      expectRefusal(refused.response);
      errorOf(refused, 'InvalidParameterException', 400);
    }
    const reversed = errorOf(
      await history(cookie, { from: later, to: earlier }),
      'InvalidParameterException',
      400,
    );
    expect(Object.keys(reversed.data?.fields as object)).toEqual(['to']);
  });
});

describe('bets history export', () => {
  it('makes an XLSX of the filtered rounds, downloaded by its player alone', async () => {
    const { cookie, times } = await playerWithSpacedRounds(3);
    const requested = dataOf<{ id: number; format: string }>(
      await callApi(
        t.app,
        'POST',
        'games/createhistoryexportrequest',
        { format: 'xlsx', from: times[1]!.toISOString() },
        { cookie, locale: 'fr' },
      ),
    );
    expect(requested.format).toBe('xlsx');
    const ready = await waitReady(cookie, requested.id);
    expect(ready).toMatchObject({ status: 'ready', format: 'xlsx', row_count: 2 });
    expect(ready.download_url).toBe(`/platform/game-history/exports/${requested.id}.xlsx`);

    const file = await t.app.inject({ method: 'GET', url: ready.download_url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toContain(`jeton-game-history-${requested.id}.xlsx`);
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const sheet = new TextDecoder().decode(zip['xl/worksheets/sheet1.xml']);
    const strings = new TextDecoder().decode(zip['xl/sharedStrings.xml'] ?? new Uint8Array());
    const text = sheet + strings;
    expect(text).toContain('Solde après');
    expect(text).toContain('casino');
    expect(sheet.match(/<row /g)).toHaveLength(3);

    // The same export id as CSV, another player, or no session: nothing.
    const asCsv = `/platform/game-history/exports/${requested.id}.csv`;
    expect((await t.app.inject({ method: 'GET', url: asCsv, headers: { cookie } })).statusCode).toBe(404);
    const other = await registerPlayer(t.app);
    for (const headers of [{ cookie: other.cookie }, {}]) {
      expect((await t.app.inject({ method: 'GET', url: ready.download_url, headers })).statusCode).toBe(404);
    }
    expect(
      dataOf(
        await callApi(
          t.app,
          'GET',
          'games/gethistoryexportrequest',
          { id: requested.id },
          { cookie: other.cookie },
        ),
      ),
    ).toBeNull();
  });

  it('exports only the product asked for, as CSV', async () => {
    const { cookie } = await playerWithSpacedRounds(1);
    const requested = dataOf<{ id: number }>(
      await callApi(t.app, 'POST', 'games/createhistoryexportrequest', { product: 'sports' }, { cookie }),
    );
    expect(await waitReady(cookie, requested.id)).toMatchObject({
      status: 'ready',
      format: 'csv',
      row_count: 0,
    });
  });

  it('refuses a bad format or period and writes nothing', async () => {
    const { cookie } = await registerPlayer(t.app);
    const before = await databaseState(t.services.db);
    for (const params of [
      { format: 'pdf' },
      { format: 'xlsx'.repeat(1000) },
      { from: '2026-11-22T12:00:00Z', to: '2026-11-01T00:00:00Z' },
      { to: 'soon' },
      { product: 'lottery' },
    ]) {
      const refused = await callApi(t.app, 'POST', 'games/createhistoryexportrequest', params, { cookie });
      expectRefusal(refused.response);
      errorOf(refused, 'InvalidParameterException', 400);
    }
    const after = await databaseState(t.services.db);
    expect(after.digests.game_history_exports).toBe(before.digests.game_history_exports);
    expect(after.counts.game_history_exports).toBe(before.counts.game_history_exports);
  });
});
