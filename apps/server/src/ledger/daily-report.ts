import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { TransferCode } from './transfer-codes.js';

// The money of each UTC day per currency, read from the ledger alone (decision 0049): real-money
// player accounts only (fun balances never count), house accounts only where money leaves the site.

/** Money the player puts at risk; the refunds below take it back. */
export const STAKE_CODES = ['game_bet', 'sports_bet_reserve'] as const satisfies readonly TransferCode[];
/** A stake handed back (a studio's rollback, a void or expired sports bet). */
export const REFUND_CODES = [
  'game_rollback',
  'sports_bet_void',
  'sports_bet_expire',
] as const satisfies readonly TransferCode[];
export const WIN_CODES = [
  'game_win',
  'sports_bet_win',
  'sports_bet_cash_out',
  'jackpot_win',
] as const satisfies readonly TransferCode[];
/** What the house's bonus expense pays (a forfeit gives it back). */
const BONUS_CODES = [
  'bonus_grant',
  'betting_bonus_grant',
  'cashback',
  'tournament_prize',
] as const satisfies readonly TransferCode[];
const BONUS_BACK_CODES = [
  'bonus_forfeit',
  'betting_bonus_forfeit',
] as const satisfies readonly TransferCode[];
const WITHDRAWAL_CODES = ['withdrawal_post', 'withdrawal'] as const satisfies readonly TransferCode[];

export interface DailyLedgerTotals {
  day: string;
  currency: string;
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
  bonuses: bigint;
}

const list = (codes: readonly string[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );

/** Totals per UTC day and currency from `from` (a day) to `to` (a day, included), oldest first. */
export async function dailyLedgerTotals(
  executor: Executor,
  from: string,
  to: string,
): Promise<DailyLedgerTotals[]> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  const player = sql`(a.user_id IS NOT NULL AND a.kind <> 'fun')`;
  const rows = await queryRows<{
    day: string;
    currency: string;
    deposits: string;
    withdrawals: string;
    stakes: string;
    wins: string;
    bonuses: string;
  }>(
    executor,
    sql`SELECT to_char((t.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, p.currency,
          SUM(CASE WHEN t.kind = 'deposit' AND ${player} THEN p.amount_minor ELSE 0 END) AS deposits,
          SUM(CASE WHEN t.kind IN (${list(WITHDRAWAL_CODES)}) AND a.code = 'payment_clearing'
                   THEN p.amount_minor ELSE 0 END) AS withdrawals,
          SUM(CASE WHEN t.kind IN (${list([...STAKE_CODES, ...REFUND_CODES])}) AND ${player}
                   THEN -p.amount_minor ELSE 0 END) AS stakes,
          SUM(CASE WHEN t.kind IN (${list(WIN_CODES)}) AND ${player} THEN p.amount_minor ELSE 0 END) AS wins,
          SUM(CASE WHEN t.kind IN (${list([...BONUS_CODES, ...BONUS_BACK_CODES])}) AND ${player}
                   THEN p.amount_minor ELSE 0 END) AS bonuses
        FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE t.created_at >= ${start.toISOString()}::timestamptz AND t.created_at < ${end.toISOString()}::timestamptz
          AND t.kind IN (${list([
            'deposit',
            ...WITHDRAWAL_CODES,
            ...STAKE_CODES,
            ...REFUND_CODES,
            ...WIN_CODES,
            ...BONUS_CODES,
            ...BONUS_BACK_CODES,
          ])})
        GROUP BY 1, 2
        ORDER BY 1, 2`,
  );
  return rows.map((row) => ({
    day: row.day,
    currency: row.currency.trim(),
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
    stakes: BigInt(row.stakes),
    wins: BigInt(row.wins),
    bonuses: BigInt(row.bonuses),
  }));
}
