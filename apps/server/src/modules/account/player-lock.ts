import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// The player lock: the player's `users` row, held until the transaction ends. The cashier, the
// back office and responsible gaming take it to check and change one player's things one at a time.
//
// The one lock order (decision 0083). A transaction takes, in this order and never back:
//   1. the player lock, as its first lock, if it takes it at all (a stake of a player with limits,
//      a withdrawal, a deposit, a limit's change; a stake opens with `StakeGuard.openStake`);
//   2. the rows of the module doing the work (a seed pair, a round, a market, a bet, a payment, a
//      pending transfer, a bonus);
//   3. ledger accounts, in id order, each transfer's in its one statement (ledger/transfer.ts,
//      wallet/held-balances.ts).
// A lock of an earlier step taken after one of a later step is how two requests of one player wait
// on each other in a circle; PostgreSQL then aborts one (a deadlock), and db.transaction runs it again.
//
// FOR NO KEY UPDATE, not FOR UPDATE: every row inserted that refers to the player (a bet, a wallet
// call, a payment) takes KEY SHARE on this row, which FOR UPDATE would make wait, and a bet
// holding its ledger accounts then waits for a withdrawal that waits for those accounts.

/** Takes the player lock until the transaction ends. */
export async function lockPlayer(executor: Executor, userId: number): Promise<void> {
  await executor.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
}

/** Takes the player lock and answers the player's status; undefined when there is no such player. */
export async function lockedPlayerStatus(executor: Executor, userId: number): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    executor,
    sql`SELECT status FROM users WHERE id = ${userId} FOR NO KEY UPDATE`,
  );
  return row?.status;
}
