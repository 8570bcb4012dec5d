import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JobRunner } from '../../jobs/job-runner.js';
import { findLedgerViolations } from '../../ledger/index.js';
import { MemoryLiveSignals } from '../../live/memory-live-signals.js';
import { OutboxEvents } from '../../outbox/outbox-events.js';
import { untilRelayCanSeeAll } from '../../outbox/testing/effects.js';
import { registerPlayer, type TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund } from '../house-studio/studio-testing.js';
import { JackpotEngine, type StakeEvent } from './jackpot-engine.js';
import { subscribeJackpots } from './jackpot-subscribers.js';
import { bet, cyclesOf, deliver, makeJackpot, poolOf, transfersOf } from './jackpot-testing.js';

// One win per cycle when stakes arrive at once: several transactions feeding one jackpot side by
// side, and two relays delivering the same events. Meaningful on PostgreSQL (npm run test:pg), where
// the transactions truly overlap; on PGlite they take turns.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

/** Every cycle but the running one won exactly once, and the money adds up. */
async function expectOneWinPerCycle(
  jackpotId: number,
  expectedWins: number,
  contributed: bigint,
  dropMinor: number,
) {
  const cycles = await cyclesOf(t, jackpotId);
  expect(cycles.length).toBe(expectedWins + 1);
  expect(cycles.slice(0, -1).every((c) => c.wonBy !== null && c.winAmountMinor! >= dropMinor)).toBe(true);
  expect(cycles.at(-1)!.wonBy).toBeNull();
  expect(await transfersOf(t, jackpotId, 'jackpot_win')).toBe(expectedWins);
  const [paid] = await queryRows<{ paid: unknown }>(
    t.database.db,
    sql`SELECT COALESCE(SUM(win_amount_minor), 0) AS paid FROM jackpot_cycles WHERE jackpot_id = ${jackpotId}`,
  );
  // Seeds (one per cycle) and contributions in, wins out: what is left is the pool.
  const seeds = 100n * BigInt(cycles.length);
  expect(await poolOf(t, jackpotId)).toBe(seeds + contributed - BigInt(String(paid!.paid)));
  expect(await findLedgerViolations(t.database.db)).toEqual([]);
}

describe('stakes at once', () => {
  it('twenty transactions feeding one jackpot side by side: one win per cycle', async () => {
    const jackpot = await makeJackpot(t, { dropMinMinor: 1_000, dropMaxMinor: 1_000 });
    const engine = new JackpotEngine({ clock: t.clock, notifications: t.services.notifications });
    const players = await Promise.all([1, 2, 3, 4].map(() => registerPlayer(t.app)));
    const stakes: StakeEvent[] = Array.from({ length: 20 }, (_, i) => ({
      userId: players[i % players.length]!.uid,
      currency: 'EUR',
      money: 'real',
      total: 2_000n,
      game: jackpot.game,
      studio: 'jeton',
      roundId: `together-${i}`,
      ledgerTransactionId: 5_000_000 + i,
      at: new Date(Date.now() + 60_000),
    }));
    const wins = await Promise.all(
      stakes.map((stake) => t.database.db.transaction((tx) => engine.onStake(tx, stake))),
    );
    // 200 per stake on a seed of 100, drop 1,000: every fifth stake wins (1,100), so four wins.
    expect(wins.flat().length).toBe(4);
    expect(new Set(wins.flat().map((w) => w.cycle)).size).toBe(4);
    await expectOneWinPerCycle(jackpot.id, 4, 4_000n, 1_000);
  });

  it('two relays delivering the same bets at once: each contribution and each win once', async () => {
    await deliver(t);
    const jackpot = await makeJackpot(t, { dropMinMinor: 1_000, dropMaxMinor: 1_000 });
    const players = await Promise.all([1, 2, 3].map(() => registerPlayer(t.app)));
    for (const p of players) await fund(t, p.uid, 100_000n);
    await Promise.all(
      Array.from({ length: 15 }, (_, i) => bet(t, players[i % 3]!.uid, jackpot.game, 3_000n)),
    );
    await untilRelayCanSeeAll(t.database.db);
    const second = new OutboxEvents({ db: t.database.db, clock: t.clock, jobs: new JobRunner(t.database) });
    subscribeJackpots(
      second,
      new JackpotEngine({ clock: t.clock, notifications: t.services.notifications }),
      new MemoryLiveSignals(),
    );
    await Promise.all([t.services.events.deliver(), second.deliver(), t.services.events.deliver()]);
    await deliver(t);
    await second.stop();
    expect(await transfersOf(t, jackpot.id, 'jackpot_contribution')).toBe(
      15 + (await cyclesOf(t, jackpot.id)).length,
    );
    // 300 per stake on a seed of 100: every third stake reaches 1,000 exactly, so five wins.
    await expectOneWinPerCycle(jackpot.id, 5, 4_500n, 1_000);
  });
});
