import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// SQL of jackpot_cycles: a cycle opened with its drawn drop amount, the running one locked, closed
// with its winner, and the latest ones and the wins counted for the back office. Every statement
// runs in the executor it is given: the caller's transaction holds the locks.

export interface NewCycle {
  jackpotId: number;
  number: number;
  version: number;
  dropMinMinor: bigint;
  dropMaxMinor: bigint;
  dropAmountMinor: bigint;
  salt: string;
  commitment: string;
  startedAt: Date;
}

export interface OpenCycle {
  id: number;
  number: number;
  dropAmountMinor: bigint;
}

export interface CycleClose {
  cycleId: number;
  userId: number;
  amountMinor: bigint;
  game: string;
  transactionId: number;
  wonAt: Date;
}

export interface CycleRecord {
  number: number;
  version: number;
  dropMinMinor: bigint;
  dropMaxMinor: bigint;
  dropAmountMinor: bigint;
  commitment: string;
  startedAt: Date;
  /** Null while the cycle runs; then the winner, the amount and the game are null too. */
  wonAt: Date | null;
  wonBy: number | null;
  winAmountMinor: bigint | null;
  winGame: string | null;
}

/** Inserts the cycle and answers its id. */
export async function insertCycle(tx: Executor, cycle: NewCycle): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO jackpot_cycles (jackpot_id, number, version, drop_min_minor, drop_max_minor,
          drop_amount_minor, salt, commitment, started_at)
        VALUES (${cycle.jackpotId}, ${cycle.number}, ${cycle.version}, ${cycle.dropMinMinor}, ${cycle.dropMaxMinor},
          ${cycle.dropAmountMinor}, ${cycle.salt}, ${cycle.commitment}, ${cycle.startedAt})
        RETURNING id`,
  );
  return Number(row!.id);
}

/** The jackpot's running cycle, locked until the caller's transaction ends. */
export async function lockOpenCycle(tx: Executor, jackpotId: number): Promise<OpenCycle | null> {
  const [row] = await queryRows<{ id: string; number: number; drop_amount_minor: string }>(
    tx,
    sql`SELECT id, number, drop_amount_minor FROM jackpot_cycles
        WHERE jackpot_id = ${jackpotId} AND won_at IS NULL FOR UPDATE`,
  );
  return row
    ? { id: Number(row.id), number: Number(row.number), dropAmountMinor: BigInt(row.drop_amount_minor) }
    : null;
}

/** Closes a running cycle with its winner; answers how many cycles it closed (1, or 0 if already won). */
export async function closeCycle(tx: Executor, close: CycleClose): Promise<number> {
  const closed = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE jackpot_cycles SET won_at = ${close.wonAt}, won_by = ${close.userId}, win_amount_minor = ${close.amountMinor},
          win_game = ${close.game}, win_transaction_id = ${close.transactionId}
        WHERE id = ${close.cycleId} AND won_at IS NULL RETURNING id`,
  );
  return closed.length;
}

/** The jackpot's latest `count` cycles, newest first. */
export async function latestCycles(
  executor: Executor,
  jackpotId: number,
  count: number,
): Promise<CycleRecord[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT c.number, c.version, c.drop_min_minor, c.drop_max_minor, c.drop_amount_minor, c.commitment,
          c.started_at, c.won_at, c.won_by, c.win_amount_minor, c.win_game
        FROM jackpot_cycles c
        WHERE c.jackpot_id = ${jackpotId} ORDER BY c.number DESC LIMIT ${count}`,
  );
  return rows.map((r) => {
    const won = r.won_at !== null;
    return {
      number: Number(r.number),
      version: Number(r.version),
      dropMinMinor: BigInt(String(r.drop_min_minor)),
      dropMaxMinor: BigInt(String(r.drop_max_minor)),
      dropAmountMinor: BigInt(String(r.drop_amount_minor)),
      commitment: String(r.commitment),
      startedAt: new Date(r.started_at as string),
      wonAt: won ? new Date(r.won_at as string) : null,
      wonBy: r.won_by === null ? null : Number(r.won_by),
      winAmountMinor: r.win_amount_minor === null ? null : BigInt(String(r.win_amount_minor)),
      winGame: r.win_game === null ? null : String(r.win_game),
    };
  });
}

/** How many cycles of the jackpot were won, and what they paid in all. */
export async function winTotals(
  executor: Executor,
  jackpotId: number,
): Promise<{ wins: number; paidMinor: number }> {
  const [totals] = await queryRows<{ wins: string; paid: string | null }>(
    executor,
    sql`SELECT count(*) AS wins, SUM(win_amount_minor) AS paid FROM jackpot_cycles
        WHERE jackpot_id = ${jackpotId} AND won_at IS NOT NULL`,
  );
  return { wins: Number(totals?.wins ?? 0), paidMinor: Number(totals?.paid ?? 0) };
}
