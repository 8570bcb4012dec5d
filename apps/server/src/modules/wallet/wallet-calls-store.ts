import { type Executor, queryPreparedRows, queryRows } from '@jeton/db';
import type { BalanceKind } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { type Hold, heldAccounts, heldColumns, readHeld } from '../../ledger/index.js';
import type { Parts } from './stake-split.js';
import type { WalletMoney } from './wallet-money.js';

// The wallet's record of its calls (table wallet_transactions): one row per (studio, transaction
// id), so that the same call twice moves money once, and the parts per balance kind of what each
// call moved, from which a round's wins take their proportions.

export type WalletAction = 'bet' | 'win' | 'rollback';

/** What identifies a call and what it asks. */
export interface CallKey {
  studio: string;
  transactionId: string;
  userId: number;
  currency: string;
  money: WalletMoney;
  roundId: string;
  game: string;
  amountMinor: bigint;
}

export interface StoredCall {
  id: string;
  action: WalletAction;
  userId: number;
  roundId: string;
  amountMinor: bigint;
  currency: string;
  money: WalletMoney;
  parts: Parts;
  status: 'posted' | 'rolled_back' | 'cancelled';
  referenceTransactionId: string | null;
}

/** A round as a win sees it: this player's posted stakes and wins on it, and whether it was rolled back. */
export interface RoundFacts {
  rolledBack: boolean;
  bets: number;
  staked: Parts;
  stakedMinor: bigint;
  /** The player's wins on the round before this one. */
  wonBeforeMinor: bigint;
}

export interface Recorded {
  rowId: string;
  /** The held accounts' balances, by kind (with a hold). */
  held: Map<BalanceKind, bigint>;
  /** With `round`: the round as the win being recorded sees it. */
  round: RoundFacts | null;
}

interface RoundRow extends Record<string, unknown> {
  rolled_back: boolean;
  bets: number;
  staked: string;
  staked_main: string;
  staked_bonus: string;
  won_before: string;
}

interface CallRow extends Record<string, unknown> {
  id: string;
  action: WalletAction;
  user_id: string;
  round_id: string;
  amount_minor: string;
  amount_main_minor: string;
  amount_bonus_minor: string;
  currency: string;
  money: WalletMoney;
  status: StoredCall['status'];
  reference_transaction_id: string | null;
}

const CALL_COLUMNS = sql`id, action, user_id, round_id, amount_minor::text, amount_main_minor::text,
  amount_bonus_minor::text, currency, money, status, reference_transaction_id`;

export class WalletCalls {
  constructor(private readonly clock: Clock) {}

  /**
   * Records the call under its id with its parts, after taking the round's lock (a rollback and a
   * win of one round never interleave). Answers the new row's id, or null when the id was taken
   * before. Given a hold, the same statement also locks and reads those accounts (only for a call
   * it recorded); with `round`, it also reads the round as a win sees it, which is right only where
   * no other transaction writes the round meanwhile (the statement's snapshot predates the lock).
   */
  async record(
    tx: Executor,
    action: WalletAction,
    call: CallKey,
    parts: Parts,
    reference: string | null,
    read: { hold?: Hold; round?: boolean } = {},
  ): Promise<Recorded | null> {
    const { hold, round } = read;
    const recorded = sql`round_lock AS (
          SELECT pg_advisory_xact_lock(hashtextextended(${`${call.studio.length}:${call.studio}:${call.roundId}`}, 7013))),
        recorded AS (
          INSERT INTO wallet_transactions
            (studio, transaction_id, action, user_id, round_id, game, amount_minor, amount_main_minor,
             amount_bonus_minor, currency, money, status, reference_transaction_id, created_at)
          SELECT ${call.studio}, ${call.transactionId}, ${action}, ${call.userId}, ${call.roundId}, ${call.game},
                 ${call.amountMinor}, ${parts.main}, ${parts.bonus}, ${call.currency}, ${call.money}, 'posted',
                 ${reference}, ${this.clock.now()}
          FROM round_lock
          ON CONFLICT (studio, transaction_id) DO NOTHING
          RETURNING id)`;
    const ctes = [recorded];
    const columns = [sql`r.id`];
    const sources = [sql`recorded r`];
    if (hold) {
      ctes.push(heldAccounts(hold, sql`EXISTS (SELECT 1 FROM recorded)`));
      columns.push(heldColumns(hold.kinds));
    }
    if (round) {
      ctes.push(roundCalls(call));
      columns.push(sql`f.*`);
      sources.push(roundSums(call));
    }
    // The statements of every stake and win: planned once per connection, one name per shape.
    const name = `wallet_record${hold ? `_holding_${hold.kinds.join('_')}` : ''}${round ? '_reading_round' : ''}`;
    const rows = await queryPreparedRows<{ id: string } & Partial<RoundRow>>(
      tx,
      name,
      sql`WITH ${sql.join(ctes, sql`, `)} SELECT ${sql.join(columns, sql`, `)} FROM ${sql.join(sources, sql`, `)}`,
    );
    const row = rows[0];
    if (!row) return null;
    return {
      rowId: row.id,
      held: hold ? readHeld(row, hold.kinds) : new Map(),
      round: round ? toRoundFacts(row as RoundRow) : null,
    };
  }

  async find(
    tx: Executor,
    studio: string,
    transactionId: string,
    lock: 'for-update' | 'no-lock' = 'no-lock',
  ): Promise<StoredCall | undefined> {
    const [row] = await queryRows<CallRow>(
      tx,
      sql`SELECT ${CALL_COLUMNS} FROM wallet_transactions
          WHERE studio = ${studio} AND transaction_id = ${transactionId}
          ${lock === 'for-update' ? sql`FOR UPDATE` : sql``}`,
    );
    return row ? toStoredCall(row) : undefined;
  }

  /** Whether the player has any call recorded, of any studio. */
  async hasAny(executor: Executor, userId: number): Promise<boolean> {
    const rows = await queryRows(
      executor,
      sql`SELECT 1 FROM wallet_transactions WHERE user_id = ${userId} LIMIT 1`,
    );
    return rows.length > 0;
  }

  /** Whether a call of this action was recorded on the round (by any player). */
  async roundHas(tx: Executor, studio: string, roundId: string, action: WalletAction): Promise<boolean> {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM wallet_transactions
          WHERE studio = ${studio} AND round_id = ${roundId} AND action = ${action} LIMIT 1`,
    );
    return row !== undefined;
  }

  /**
   * The round as a win of this player sees it, in one statement that also locks and reads the
   * accounts the win may touch. Run after `record`, whose round lock makes it the latest state.
   */
  async roundFacts(
    tx: Executor,
    call: CallKey,
    hold: Hold,
  ): Promise<{ round: RoundFacts; held: Map<BalanceKind, bigint> }> {
    const [row] = await queryPreparedRows<RoundRow>(
      tx,
      `wallet_round_facts_${hold.kinds.join('_')}`,
      sql`WITH ${heldAccounts(hold)}, ${roundCalls(call)}
          SELECT f.*, ${heldColumns(hold.kinds)} FROM ${roundSums(call)}`,
    );
    if (!row) throw new Error(`round ${call.roundId} answered no row`);
    return { round: toRoundFacts(row), held: readHeld(row, hold.kinds) };
  }

  /** A rollback came before its bet: the bet's id is kept as cancelled, so that it is refused when it comes. */
  async recordCancelledBet(tx: Executor, call: CallKey, betTransactionId: string): Promise<void> {
    await tx.execute(sql`INSERT INTO wallet_transactions
        (studio, transaction_id, action, user_id, round_id, game, amount_minor, currency, money, status, created_at)
        VALUES (${call.studio}, ${betTransactionId}, 'bet', ${call.userId}, ${call.roundId}, ${call.game},
                0, ${call.currency}, ${call.money}, 'cancelled', ${this.clock.now()})`);
  }

  async markRolledBack(tx: Executor, rowId: string): Promise<void> {
    await tx.execute(sql`UPDATE wallet_transactions SET status = 'rolled_back' WHERE id = ${rowId}`);
  }

  /** The parts a call moved, once known (recorded with a first guess, or with nothing for a rollback). */
  async setAmount(tx: Executor, rowId: string, amountMinor: bigint, parts: Parts): Promise<void> {
    await tx.execute(sql`UPDATE wallet_transactions
        SET amount_minor = ${amountMinor}, amount_main_minor = ${parts.main}, amount_bonus_minor = ${parts.bonus}
        WHERE id = ${rowId}`);
  }
}

/**
 * The round's calls, first on their own: a materialized CTE keeps the planner on the round's index
 * rather than the player's, whose history grows with every call.
 */
function roundCalls(call: CallKey): SQL {
  return sql`round_calls AS MATERIALIZED (
      SELECT transaction_id, action, status, user_id, currency, money, amount_minor, amount_main_minor,
             amount_bonus_minor
      FROM wallet_transactions WHERE studio = ${call.studio} AND round_id = ${call.roundId})`;
}

/** This player's sums over the round's calls, as a one-row source `f`; the call itself left out. */
function roundSums(call: CallKey): SQL {
  const mine = sql`user_id = ${call.userId} AND currency = ${call.currency} AND money = ${call.money}`;
  const posted = sql`${mine} AND action = 'bet' AND status = 'posted'`;
  return sql`(SELECT
        coalesce(bool_or(action = 'rollback'), false) AS rolled_back,
        (count(*) FILTER (WHERE ${posted}))::int AS bets,
        coalesce(sum(amount_minor) FILTER (WHERE ${posted}), 0)::text AS staked,
        coalesce(sum(amount_main_minor) FILTER (WHERE ${posted}), 0)::text AS staked_main,
        coalesce(sum(amount_bonus_minor) FILTER (WHERE ${posted}), 0)::text AS staked_bonus,
        coalesce(sum(amount_minor) FILTER (
          WHERE ${mine} AND action = 'win' AND transaction_id <> ${call.transactionId}), 0)::text AS won_before
      FROM round_calls) f`;
}

function toRoundFacts(row: RoundRow): RoundFacts {
  return {
    rolledBack: row.rolled_back === true,
    bets: Number(row.bets),
    staked: { main: BigInt(row.staked_main), bonus: BigInt(row.staked_bonus) },
    stakedMinor: BigInt(row.staked),
    wonBeforeMinor: BigInt(row.won_before),
  };
}

function toStoredCall(row: CallRow): StoredCall {
  return {
    id: row.id,
    action: row.action,
    userId: Number(row.user_id),
    roundId: row.round_id,
    amountMinor: BigInt(row.amount_minor),
    currency: row.currency.trim(),
    money: row.money,
    parts: { main: BigInt(row.amount_main_minor), bonus: BigInt(row.amount_bonus_minor) },
    status: row.status,
    referenceTransactionId: row.reference_transaction_id,
  };
}
