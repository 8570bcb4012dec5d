import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerViolations, playerBalances } from '../../ledger/index.js';
import { type CallResult, callApi, createTestApp, type TestApp } from '../../testing/app.js';
import { createPostgresTestDatabase, postgresAdminUrl, postgresAnswers } from '../../testing/database.js';
import { dataOf } from '../../testing/expect-api.js';
import { eligiblePlayer, withdraw } from '../cashier/cashier-test-helpers.js';
import { DEFAULT_WITHDRAWAL_CONFIG, WITHDRAWAL_CONFIG_KEY } from '../cashier/withdrawal-config.js';
import { fund, openSession, studioPost } from '../house-studio/studio-testing.js';
import { makeEvent } from '../sportsbook/sportsbook-testing.js';

// Issue 28, item 2: withdrawals, casino rounds and sports bets racing on one player's balance, on
// PostgreSQL, where they really run side by side on their own connections (PGlite has one). Every
// path takes its locks in one order (decision 0083) and a transaction that still loses a deadlock
// is run again, so no answer is a server error; the money adds up afterwards.

const available = await postgresAnswers();
const title = available
  ? 'one balance raced by withdrawals and bets on PostgreSQL'
  : `one balance raced by withdrawals and bets on PostgreSQL (skipped: PostgreSQL does not answer at ${postgresAdminUrl()})`;

let t: TestApp;
beforeAll(async () => {
  if (!available) return;
  t = await createTestApp({ LOG_LEVEL: process.env.RACE_LOG ?? 'silent' }, await createPostgresTestDatabase(20));
  // Room for every withdrawal of the race: each one reserves money instead of stopping at the count.
  await t.services.settings.write(WITHDRAWAL_CONFIG_KEY, {
    ...DEFAULT_WITHDRAWAL_CONFIG,
    dailyCount: 1_000,
    dailyAmount: { ...DEFAULT_WITHDRAWAL_CONFIG.dailyAmount, EUR: 1_000_000 },
  });
});
afterAll(async () => {
  if (!t) return;
  await t.close();
});

const CALLS = 260;
const UNDER_50 = { direction: 'under', targetHundredths: 5000 };

describe.skipIf(!available)(title, () => {
  it(`${CALLS} withdrawals, casino rounds and sports bets of one player at once: no 5xx, the ledger holds`, async () => {
    const { cookie, uid } = await eligiblePlayer(t, { verified: true });
    await fund(t, uid, 100_000_00n);
    // A player with a limit is the one whose every stake takes the responsible-gaming lock.
    dataOf(
      await callApi(
        t.app,
        'POST',
        'responsibleGaming/setLimit',
        { kind: 'wager', period: 'day', value: '50000' },
        { cookie },
      ),
    );
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const { event } = await makeEvent(t);
    const selections = event.markets[0]!.selections;

    const calls: (() => Promise<CallResult | { status: number; body: unknown }>)[] = [];
    for (let i = 0; i < CALLS; i++) {
      const which = i % 4;
      if (which === 0 || which === 2) calls.push(() => withdraw(t, cookie, { method: 'card', amount: '20' }));
      if (which === 1) calls.push(() => studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 }));
      if (which === 3) {
        const selection = selections[i % selections.length]!;
        calls.push(() =>
          callApi(
            t.app,
            'POST',
            'sportsbook/placeBet',
            { selection_id: selection.id, stake: '1', odds: selection.odds.toFixed(2), request_id: `race-${i}` },
            { cookie },
          ),
        );
      }
    }
    const answers = await Promise.all(calls.map((call) => call()));

    const failed = answers.filter((answer) => answer.status >= 500);
    expect(
      failed.map((answer) => JSON.stringify(answer.body)),
      `${failed.length} of ${CALLS} answers were server errors`,
    ).toEqual([]);
    // The player could afford every call: each one did what it asked.
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => JSON.stringify(answer.body))).toEqual(
      [],
    );
    expect(await findLedgerViolations(t.database.db)).toEqual([]);
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBeGreaterThanOrEqual(0n);
  });
});
