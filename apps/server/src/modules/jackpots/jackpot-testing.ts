import { queryRows } from '@jeton/db';
import type { JackpotCreate } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { houseAccountId, playerAccountId, playerBalances, postTransfer } from '../../ledger/index.js';
import { untilRelayCanSeeAll } from '../../outbox/testing/effects.js';
import type { TestApp } from '../../testing/app.js';
import { HOUSE_STUDIO } from '../house-studio/house-games.js';
import { JackpotAdmin } from './jackpot-admin.js';

// Helpers of the jackpot tests: a jackpot with known terms, bets through the real wallet, and the
// outbox delivered as the relay job would.

let made = 0;
let bets = 0;

/** A jackpot on one test game whose drop amount is known (min = max). */
export async function makeJackpot(t: TestApp, terms: Partial<JackpotCreate> = {}) {
  made += 1;
  const admin = new JackpotAdmin({ db: t.database.db, store: t.services.jackpotStore });
  const input: JackpotCreate = {
    sysname: `test-jackpot-${made}-${Math.random().toString(36).slice(2, 6)}`,
    currency: 'EUR',
    nameEn: `Test jackpot ${made}`,
    nameFr: `Jackpot d’essai ${made}`,
    descriptionEn: 'For the tests',
    descriptionFr: 'Pour les tests',
    games: [`test-game-${made}`],
    rateBp: 1_000,
    seedMinor: 100,
    dropMinMinor: 1_000,
    dropMaxMinor: 1_000,
    ...terms,
  };
  const { after } = await t.database.db.transaction((tx) => admin.create(tx, input, null, t.clock.now()));
  return { ...after, game: input.games[0] ?? 'jeton-dice' };
}

/** A real-money (or fun) bet through the wallet pipeline; answers its ledger transaction id. */
export async function bet(
  t: TestApp,
  uid: number,
  game: string,
  amountMinor: bigint,
  options: { money?: 'real' | 'fun'; currency?: string } = {},
): Promise<{ transactionId: string; roundId: string }> {
  bets += 1;
  const roundId = `jp-round-${bets}`;
  const transactionId = `jp-bet-${bets}-${Math.random().toString(36).slice(2, 8)}`;
  await t.services.wallet.bet({
    studio: HOUSE_STUDIO,
    userId: uid,
    currency: options.currency ?? 'EUR',
    money: options.money ?? 'real',
    roundId,
    game,
    transactionId,
    amountMinor,
  });
  return { transactionId, roundId };
}

/**
 * Delivers every outbox event written so far to every subscriber, and those the deliveries write
 * (jackpot.changed, notices) too: runs until a run finds nothing left.
 */
export async function deliver(t: TestApp): Promise<void> {
  for (let runs = 0; runs < 20; runs++) {
    await untilRelayCanSeeAll(t.database.db);
    const run = await t.services.events.deliver();
    if (run.delivered === 0 && !run.more) return;
  }
  throw new Error('the outbox kept delivering after 20 runs');
}

/** Puts fun money on a player's fun balance, as a demo launch does. */
export async function fundFun(t: TestApp, uid: number, amountMinor: bigint): Promise<void> {
  const fun = await playerAccountId(t.database.db, uid, 'fun', 'EUR');
  const issuer = await houseAccountId(t.database.db, 'fun_issuer', 'EUR', uid);
  await postTransfer(t.database.db, {
    idempotencyKey: `test-fun:${uid}:${Math.random()}`,
    kind: 'fun_top_up',
    postings: [
      { accountId: issuer, currency: 'EUR', amountMinor: -amountMinor },
      { accountId: fun, currency: 'EUR', amountMinor },
    ],
  });
}

export async function poolOf(t: TestApp, jackpotId: number): Promise<bigint> {
  const [row] = await queryRows<{ balance_minor: string }>(
    t.database.db,
    sql`SELECT a.balance_minor FROM jackpots j JOIN ledger_accounts a ON a.id = j.pool_account_id WHERE j.id = ${jackpotId}`,
  );
  return BigInt(row!.balance_minor);
}

export async function cyclesOf(t: TestApp, jackpotId: number) {
  const rows = await queryRows<{
    number: number;
    won_by: unknown;
    win_amount_minor: unknown;
    version: number;
    drop_amount_minor: unknown;
  }>(
    t.database.db,
    sql`SELECT number, version, won_by, win_amount_minor, drop_amount_minor FROM jackpot_cycles
        WHERE jackpot_id = ${jackpotId} ORDER BY number`,
  );
  // PGlite and PostgreSQL answer bigints differently: plain numbers here.
  const orNull = (value: unknown) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    number: Number(row.number),
    version: Number(row.version),
    wonBy: orNull(row.won_by),
    winAmountMinor: orNull(row.win_amount_minor),
    dropAmountMinor: Number(row.drop_amount_minor),
  }));
}

export async function mainOf(t: TestApp, uid: number): Promise<bigint> {
  return (await playerBalances(t.database.db, uid, 'EUR')).main;
}

/** Ledger transactions of a kind for one jackpot (its reference). */
export async function transfersOf(t: TestApp, jackpotId: number, kind: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    t.database.db,
    sql`SELECT count(*) AS n FROM ledger_transactions WHERE kind = ${kind} AND reference = ${`jackpot:${jackpotId}`}`,
  );
  return Number(row!.n);
}
