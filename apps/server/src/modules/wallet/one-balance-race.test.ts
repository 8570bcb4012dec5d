import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerViolations, playerBalances } from '../../ledger/index.js';
import { callApi, createTestApp, type TestApp } from '../../testing/app.js';
import { createPostgresTestDatabase, postgresAdminUrl, postgresAnswers } from '../../testing/database.js';
import { dataOf } from '../../testing/expect-api.js';
import { eligiblePlayer, withdraw } from '../cashier/cashier-testing.js';
import { DEFAULT_WITHDRAWAL_CONFIG, WITHDRAWAL_CONFIG_KEY } from '../cashier/withdrawal-config.js';
import { fund, openSession, studioPost } from '../house-studio/studio-testing.js';
import { makeEvent } from '../sportsbook/sportsbook-testing.js';

// Issue 28, item 2: withdrawals, casino rounds and sports bets racing on one player's balance, on
// PostgreSQL, where they really run side by side on their own connections (PGlite has one). Every
// path takes its locks in one order (decision 0083) and a transaction that still loses a deadlock
// runs again, so no answer is a server error, and the money adds up afterwards.

const available = await postgresAnswers();
const title = available
  ? 'one balance raced by withdrawals and bets on PostgreSQL'
  : `one balance raced by withdrawals and bets on PostgreSQL (skipped: PostgreSQL does not answer at ${postgresAdminUrl()})`;

let t: TestApp;
/** The deadlocks db.transaction ran again: none, when every path keeps the one lock order. */
const retried: unknown[] = [];
beforeAll(async () => {
  if (!available) return;
  t = await createTestApp({}, await createPostgresTestDatabase(20));
  const log = t.database.retry.onRetry;
  t.database.retry.onRetry = (error, run) => {
    retried.push(error);
    log?.(error, run);
  };
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
const FUNDED_MINOR = 100_000_00n;
const WITHDRAWAL_MINOR = 20_00n;
const DICE_STAKE_MINOR = 100n;
const SPORTS_STAKE_MINOR = 1_00n;
const UNDER_50 = { direction: 'under', targetHundredths: 5000 };

type Kind = 'withdrawal' | 'dice' | 'sports';
interface Answer {
  kind: Kind;
  status: number;
  body: { error?: { type?: string; code?: string }; round?: { win: string } };
}

/** Every other call a withdrawal, the rest dice rounds and sports bets in turn: each waits on the others. */
const kindOf = (i: number): Kind => (i % 2 === 0 ? 'withdrawal' : i % 4 === 1 ? 'dice' : 'sports');

/** The answers other than 200, counted by kind, status and code. */
function refusals(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { kind, status, body } of answers.filter((answer) => answer.status !== 200)) {
    const key = `${kind} ${status} ${body.error?.code ?? body.error?.type ?? JSON.stringify(body)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe.skipIf(!available)(title, () => {
  it(`${CALLS} withdrawals, dice rounds and sports bets of one player at once: no 5xx, the money adds up`, async () => {
    const { cookie, uid } = await eligiblePlayer(t, { verified: true });
    await fund(t, uid, FUNDED_MINOR);
    // A player with a limit: their stakes take the player lock, as withdrawals do.
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

    const call = async (i: number): Promise<Answer> => {
      const kind = kindOf(i);
      if (kind === 'withdrawal') {
        return { kind, ...(await withdraw(t, cookie, { method: 'card', amount: '20' })) } as Answer;
      }
      if (kind === 'dice') {
        const stake = DICE_STAKE_MINOR.toString();
        return { kind, ...(await studioPost(t, 'rounds', { session: token, stake, bet: UNDER_50 })) };
      }
      const selection = selections[i % selections.length]!;
      const bet = {
        selection_id: selection.id,
        stake: '1',
        odds: selection.odds.toFixed(2),
        request_id: `one-balance-race-${i}`,
      };
      return { kind, ...(await callApi(t.app, 'POST', 'sportsbook/placeBet', bet, { cookie })) } as Answer;
    };
    const answers = await Promise.all(Array.from({ length: CALLS }, (_, i) => call(i)));

    const failed = answers.filter((answer) => answer.status >= 500);
    expect(failed.length, `${failed.length} of ${CALLS} answers were server errors`).toBe(0);
    // Not a deadlock lost and run again: the locks were taken in one order.
    expect(retried.length, `${retried.length} transactions were run again after a deadlock`).toBe(0);
    // The player could afford every call: each one did what it asked, once.
    expect(refusals(answers)).toEqual({});
    const count = (kind: Kind) => BigInt(answers.filter((answer) => answer.kind === kind).length);
    const diceWins = answers
      .filter((answer) => answer.kind === 'dice')
      .reduce((sum, answer) => sum + BigInt(answer.body.round!.win), 0n);
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(
      FUNDED_MINOR -
        count('withdrawal') * WITHDRAWAL_MINOR -
        count('sports') * SPORTS_STAKE_MINOR -
        count('dice') * DICE_STAKE_MINOR +
        diceWins,
    );
    expect(await findLedgerViolations(t.database.db)).toEqual([]);
  }, 180_000);
});
