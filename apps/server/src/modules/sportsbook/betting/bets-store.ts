import { type Executor, queryRows } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';
import { legResultOf } from '../pricing/settlement-outcome.js';
import type { BetRow, LegRow } from './bet-rows.js';

// The sportsbook's bets and their legs, read as BetRow and LegRow: every read of `sports_bets` the
// book makes by bet or by player. A read that ends in FOR UPDATE takes the bet's row lock, the one
// lock settlement and cash-out share (decision 0074).

const COLUMNS = sql`id, user_id, client_key, kind, selection_id, market_id, event_id, currency, stake_minor,
  odds_hundredths, price_version, terms, status, pending_key, payout_minor, placed_at, settled_at,
  betting_bonus_id`;

async function selectBets(executor: Executor, where: SQL, tail: SQL = sql``): Promise<BetRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT ${COLUMNS} FROM sports_bets WHERE ${where} ${tail}`,
  );
  return rows.map(fromRow);
}

function fromRow(row: Record<string, unknown>): BetRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    clientKey: String(row.client_key),
    kind: row.kind === 'multiple' ? 'multiple' : 'single',
    selectionId: row.selection_id === null ? null : Number(row.selection_id),
    marketId: row.market_id === null ? null : Number(row.market_id),
    eventId: row.event_id === null ? null : Number(row.event_id),
    currency: String(row.currency).trim(),
    stakeMinor: BigInt(row.stake_minor as string),
    oddsHundredths: Number(row.odds_hundredths),
    priceVersion: Number(row.price_version),
    terms: (typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms) as BetRow['terms'],
    status: row.status as BetRow['status'],
    pendingKey: String(row.pending_key),
    payoutMinor: BigInt(row.payout_minor as string),
    placedAt: new Date(row.placed_at as string),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at as string),
    bettingBonusId: row.betting_bonus_id === null ? null : Number(row.betting_bonus_id),
  };
}

/** One bet by id. */
export async function betById(executor: Executor, betId: number): Promise<BetRow | undefined> {
  const [bet] = await selectBets(executor, sql`id = ${betId}`);
  return bet;
}

/** The bet the player placed with this client key (the idempotency of placement). */
export async function betByKey(
  executor: Executor,
  userId: number,
  clientKey: string,
): Promise<BetRow | undefined> {
  const [bet] = await selectBets(executor, sql`user_id = ${userId} AND client_key = ${clientKey}`);
  return bet;
}

/** One bet of this player; `forUpdate` takes the bet's row lock. */
export async function playerBet(
  executor: Executor,
  userId: number,
  betId: number,
  lock: { forUpdate: boolean } = { forUpdate: false },
): Promise<BetRow | undefined> {
  const [bet] = await selectBets(
    executor,
    sql`id = ${betId} AND user_id = ${userId}`,
    lock.forUpdate ? sql`FOR UPDATE` : sql``,
  );
  return bet;
}

/** These bets of the player (an id of someone else's bet answers nothing), in no order. */
export function playerBetsByIds(
  executor: Executor,
  userId: number,
  ids: readonly number[],
): Promise<BetRow[]> {
  return selectBets(executor, sql`user_id = ${userId} AND id = ANY (${`{${ids.join(',')}}`}::bigint[])`);
}

/** A page of the player's open bets, or settled ones, newest first, with how many there are. */
export async function playerBetsPage(
  executor: Executor,
  userId: number,
  query: { filter: 'open' | 'settled'; offset: number; count: number },
): Promise<{ bets: BetRow[]; total: number }> {
  const status = query.filter === 'open' ? sql`status = 'open'` : sql`status <> 'open'`;
  const where = sql`user_id = ${userId} AND ${status}`;
  const [bets, [total]] = await Promise.all([
    selectBets(
      executor,
      where,
      sql`ORDER BY placed_at DESC, id DESC LIMIT ${query.count} OFFSET ${query.offset}`,
    ),
    queryRows<{ n: string }>(executor, sql`SELECT count(*) AS n FROM sports_bets WHERE ${where}`),
  ]);
  return { bets, total: Number(total?.n ?? 0) };
}

/** The player's open real-money bets (those cash-out may offer for), the newest 200. */
export function openRealMoneyBets(executor: Executor, userId: number): Promise<BetRow[]> {
  return selectBets(
    executor,
    sql`user_id = ${userId} AND status = 'open' AND betting_bonus_id IS NULL`,
    sql`ORDER BY id DESC LIMIT 200`,
  );
}

/** The bet if it is still open, its row locked FOR UPDATE (settlement's lock). */
export async function lockOpenBet(executor: Executor, betId: number): Promise<BetRow | undefined> {
  const [bet] = await selectBets(executor, sql`id = ${betId} AND status = 'open'`, sql`FOR UPDATE`);
  return bet;
}

/** The open bet whose stake this pending transfer holds, its row locked FOR UPDATE. */
export async function lockOpenBetByPendingKey(
  executor: Executor,
  pendingKey: string,
): Promise<BetRow | undefined> {
  const [bet] = await selectBets(
    executor,
    sql`pending_key = ${pendingKey} AND status = 'open'`,
    sql`FOR UPDATE`,
  );
  return bet;
}

/** The legs of these bets (multiples), in their order, each with its market's result. */
export async function selectLegs(executor: Executor, betIds: readonly number[]): Promise<LegRow[]> {
  if (betIds.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT l.bet_id, l.leg_no, l.selection_id, l.market_id, l.event_id, l.odds_hundredths, l.terms,
          m.status AS market_status, m.winning_selection_id
        FROM sports_bet_legs l JOIN sports_markets m ON m.id = l.market_id
        WHERE l.bet_id = ANY (${`{${betIds.join(',')}}`}::bigint[])
        ORDER BY l.bet_id, l.leg_no`,
  );
  return rows.map((row) => ({
    betId: Number(row.bet_id),
    legNo: Number(row.leg_no),
    selectionId: Number(row.selection_id),
    marketId: Number(row.market_id),
    eventId: Number(row.event_id),
    oddsHundredths: Number(row.odds_hundredths),
    terms: (typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms) as BetRow['terms'],
    result: legResultOf(
      {
        status: String(row.market_status),
        winningSelectionId: row.winning_selection_id === null ? null : Number(row.winning_selection_id),
      },
      Number(row.selection_id),
    ),
  }));
}
