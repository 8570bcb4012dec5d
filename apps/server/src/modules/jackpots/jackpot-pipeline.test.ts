import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findLedgerViolations } from '../../ledger/index.js';
import { registerPlayer, type TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund } from '../house-studio/studio-testing.js';
import { JackpotAdmin } from './jackpot-admin.js';
import { JACKPOT_SUBSCRIBER, JACKPOTS_CHANNEL } from './jackpot-subscribers.js';
import {
  bet,
  cyclesOf,
  deliver,
  fundFun,
  mainOf,
  makeJackpot,
  poolOf,
  transfersOf,
} from './jackpot-testing.js';
import { verifyDrop } from './provably-fair-drop.js';

// The money of must-drop jackpots (decision 0061): stakes feed the pool through the ledger, the
// crossing bet wins the whole pool once, a new cycle starts with its seed.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let player: { uid: number; cookie: string };
beforeAll(async () => {
  // Stakes made before a jackpot exists feed nothing: deliver what setting up wrote.
  await deliver(t);
});

async function newPlayer(balanceMinor = 100_000n) {
  const p = await registerPlayer(t.app);
  await fund(t, p.uid, balanceMinor);
  return p;
}

describe('contributions', () => {
  it('move floor(stake × rate) from the game house to the jackpot’s own pool account', async () => {
    const jackpot = await makeJackpot(t, {
      rateBp: 1_000,
      seedMinor: 100,
      dropMinMinor: 10_000,
      dropMaxMinor: 10_000,
    });
    player = await newPlayer();
    expect(await poolOf(t, jackpot.id)).toBe(100n);
    await bet(t, player.uid, jackpot.game, 1_234n);
    await bet(t, player.uid, 'another-game', 5_000n);
    await deliver(t);
    // 10 % of 1,234 is 123.4: the pool gets 123, the other game nothing.
    expect(await poolOf(t, jackpot.id)).toBe(223n);
    expect(await transfersOf(t, jackpot.id, 'jackpot_contribution')).toBe(2); // the seed and one stake
    expect(await findLedgerViolations(t.database.db)).toEqual([]);
  });

  it('never come from fun money, nor from stakes in another currency', async () => {
    const jackpot = await makeJackpot(t);
    const p = await newPlayer();
    await fundFun(t, p.uid, 50_000n);
    await bet(t, p.uid, jackpot.game, 5_000n, { money: 'fun' });
    await deliver(t);
    expect(await poolOf(t, jackpot.id)).toBe(100n);
  });

  it('stop while the jackpot is paused and start again when it is resumed', async () => {
    const jackpot = await makeJackpot(t, { dropMinMinor: 10_000, dropMaxMinor: 10_000 });
    const admin = new JackpotAdmin({ db: t.database.db, store: t.services.jackpotStore });
    const p = await newPlayer();
    await t.database.db.transaction((tx) => admin.setStatus(tx, jackpot.id, 'paused', t.clock.now()));
    await bet(t, p.uid, jackpot.game, 1_000n);
    await deliver(t);
    expect(await poolOf(t, jackpot.id)).toBe(100n);
    await t.database.db.transaction((tx) => admin.setStatus(tx, jackpot.id, 'active', t.clock.now()));
    await bet(t, p.uid, jackpot.game, 1_000n);
    await deliver(t);
    expect(await poolOf(t, jackpot.id)).toBe(200n);
  });

  it('stand when the studio rolls the bet back: the player gets the whole stake back, the pool keeps its share', async () => {
    const jackpot = await makeJackpot(t, { dropMinMinor: 10_000, dropMaxMinor: 10_000 });
    const p = await newPlayer(10_000n);
    const placed = await bet(t, p.uid, jackpot.game, 1_000n);
    await t.services.wallet.rollback({
      studio: 'jeton',
      userId: p.uid,
      currency: 'EUR',
      money: 'real',
      roundId: placed.roundId,
      game: jackpot.game,
      transactionId: `${placed.transactionId}-rollback`,
      betTransactionId: placed.transactionId,
    });
    await deliver(t);
    expect(await mainOf(t, p.uid)).toBe(10_000n);
    expect(await poolOf(t, jackpot.id)).toBe(200n);
  });
});

describe('the drop', () => {
  it('pays the whole pool to the bet that reaches the drop amount, once, and starts a seeded cycle', async () => {
    // Seed 100, drop amount 1,000, 10 %: stakes of 9,000 bring the pool to exactly 1,000.
    const jackpot = await makeJackpot(t);
    const early = await newPlayer();
    const crossing = await newPlayer();
    await bet(t, early.uid, jackpot.game, 8_990n);
    await deliver(t);
    expect(await poolOf(t, jackpot.id)).toBe(999n);
    await bet(t, crossing.uid, jackpot.game, 10n);
    await deliver(t);

    expect(await mainOf(t, crossing.uid)).toBe(100_000n - 10n + 1_000n);
    expect(await mainOf(t, early.uid)).toBe(100_000n - 8_990n);
    expect(await poolOf(t, jackpot.id)).toBe(100n);
    const cycles = await cyclesOf(t, jackpot.id);
    expect(cycles.map((c) => [c.number, c.wonBy, c.winAmountMinor])).toEqual([
      [1, crossing.uid, 1000],
      [2, null, null],
    ]);
    expect(await transfersOf(t, jackpot.id, 'jackpot_win')).toBe(1);
    const [notice] = await queryRows<{ kind: string; params: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT kind, params FROM notifications WHERE user_id = ${crossing.uid} AND kind = 'jackpot_won'`,
    );
    expect(notice?.params).toMatchObject({ amount: 10, currency: 'EUR', jackpot_id: jackpot.id });
    const [revealed] = await queryRows<{ drop_amount_minor: unknown; salt: string; commitment: string }>(
      t.database.db,
      sql`SELECT drop_amount_minor, salt, commitment FROM jackpot_cycles WHERE jackpot_id = ${jackpot.id} AND number = 1`,
    );
    expect(
      verifyDrop(BigInt(String(revealed!.drop_amount_minor)), revealed!.salt, revealed!.commitment),
    ).toBe(true);
    expect(await findLedgerViolations(t.database.db)).toEqual([]);
  });

  it('signals open pages once the change committed: an amount moved, then a drop', async () => {
    const jackpot = await makeJackpot(t);
    const p = await newPlayer();
    const signals: unknown[] = [];
    const stop = t.services.live.subscribe(JACKPOTS_CHANNEL, (signal) => signals.push(signal));
    try {
      await bet(t, p.uid, jackpot.game, 1_000n);
      await deliver(t);
      await bet(t, p.uid, jackpot.game, 9_000n);
      await deliver(t);
    } finally {
      stop();
    }
    // The demo's Grand Drop (every house game) takes its share of these stakes too.
    expect(signals.filter((signal) => (signal as { id: number }).id === jackpot.id)).toEqual([
      { type: 'jackpot', id: jackpot.id, won: false },
      { type: 'jackpot', id: jackpot.id, won: true },
    ]);
  });

  it('changes nothing when the outbox delivers the same bets again (a crash before the cursor moved)', async () => {
    const jackpot = await makeJackpot(t);
    const p = await newPlayer();
    await bet(t, p.uid, jackpot.game, 5_000n);
    await bet(t, p.uid, jackpot.game, 5_000n);
    await deliver(t);
    const pool = await poolOf(t, jackpot.id);
    const main = await mainOf(t, p.uid);
    expect(await transfersOf(t, jackpot.id, 'jackpot_win')).toBe(1);

    await t.database.db.execute(
      sql`UPDATE outbox_cursors SET tx_id = '0', event_id = 0 WHERE subscriber = ${JACKPOT_SUBSCRIBER}`,
    );
    await deliver(t);
    expect(await poolOf(t, jackpot.id)).toBe(pool);
    expect(await mainOf(t, p.uid)).toBe(main);
    expect(await transfersOf(t, jackpot.id, 'jackpot_win')).toBe(1);
    expect(await transfersOf(t, jackpot.id, 'jackpot_contribution')).toBe(4); // 2 seeds, 2 stakes
  });

  it('keeps a running cycle’s drawn amount when the terms change; the next cycle uses the new range', async () => {
    const jackpot = await makeJackpot(t);
    const admin = new JackpotAdmin({ db: t.database.db, store: t.services.jackpotStore });
    const { after } = await t.database.db.transaction((tx) =>
      admin.update(
        tx,
        {
          id: jackpot.id,
          nameEn: 'Renamed',
          nameFr: 'Renommé',
          descriptionEn: 'd',
          descriptionFr: 'd',
          games: [jackpot.game],
          rateBp: 1_000,
          seedMinor: 200,
          dropMinMinor: 3_000,
          dropMaxMinor: 3_000,
        },
        null,
        t.clock.now(),
      ),
    );
    expect(after.version).toBe(2);
    expect(after.cycles[0]).toMatchObject({ number: 1, version: 1, dropMaxMinor: 1_000 });
    const p = await newPlayer();
    await bet(t, p.uid, jackpot.game, 9_000n);
    await deliver(t);
    const cycles = await cyclesOf(t, jackpot.id);
    expect(cycles.map((c) => [c.number, c.version, c.dropAmountMinor])).toEqual([
      [1, 1, 1000],
      [2, 2, 3000],
    ]);
    expect(await poolOf(t, jackpot.id)).toBe(200n);
  });
});
