import { type Executor, queryRows } from '@jeton/db';
import { type LocaleCode, type SportsBetItem, toMoneyAmount } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BetRow, presentBet, selectBets, selectLegs } from './bet-rows.js';

// A player's sports bets as the bets history shows them beside casino rounds (issue 31, Profile →
// Bets): the history merges the two by time, so the book answers what it needs in two steps, the
// (id, time) of the newest bets, then the bets themselves. Only the sportsbook reads its tables.

/** The bets of a period [from, to), placed by one player. */
export interface BetPeriod {
  userId: number;
  from: Date | null;
  to: Date | null;
}

/** A bet's place in the history's order: newest first, then the higher id. */
export interface TimelineEntry {
  id: number;
  at: Date;
}

function wherePeriod({ userId, from, to }: BetPeriod): SQL {
  return sql`user_id = ${userId}
    ${from ? sql`AND placed_at >= ${from.toISOString()}::timestamptz` : sql``}
    ${to ? sql`AND placed_at < ${to.toISOString()}::timestamptz` : sql``}`;
}

export class SportsBetHistory {
  /** A window of the period's bets, newest first. */
  async timeline(
    executor: Executor,
    period: BetPeriod,
    window: { limit: number; offset?: number },
  ): Promise<TimelineEntry[]> {
    const rows = await queryRows<{ id: string; placed_at: string | Date }>(
      executor,
      sql`SELECT id, placed_at FROM sports_bets WHERE ${wherePeriod(period)}
          ORDER BY placed_at DESC, id DESC LIMIT ${window.limit} OFFSET ${window.offset ?? 0}`,
    );
    return rows.map((row) => ({ id: Number(row.id), at: new Date(row.placed_at) }));
  }

  async count(executor: Executor, period: BetPeriod): Promise<number> {
    const [row] = await queryRows<{ n: string }>(
      executor,
      sql`SELECT count(*) AS n FROM sports_bets WHERE ${wherePeriod(period)}`,
    );
    return Number(row?.n ?? 0);
  }

  /** These bets of the player, in the order of `ids`; an id of someone else's bet answers nothing. */
  async items(
    executor: Executor,
    userId: number,
    ids: readonly number[],
    locale: LocaleCode,
  ): Promise<SportsBetItem[]> {
    if (ids.length === 0) return [];
    const bets = await selectBets(
      executor,
      sql`user_id = ${userId} AND id = ANY (${`{${ids.join(',')}}`}::bigint[])`,
    );
    const legs = await selectLegs(
      executor,
      bets.filter((bet) => bet.kind === 'multiple').map((bet) => bet.id),
    );
    const byId = new Map(bets.map((bet) => [bet.id, bet]));
    return ids.flatMap((id) => {
      const bet = byId.get(id);
      return bet ? [historyItem(bet, presentBet(bet, locale, legs))] : [];
    });
  }
}

function historyItem(row: BetRow, bet: ReturnType<typeof presentBet>): SportsBetItem {
  return {
    id: row.id,
    product: 'sports',
    status: row.status,
    stake: toMoneyAmount(row.stakeMinor, row.currency),
    win: toMoneyAmount(row.payoutMinor, row.currency),
    free_bet: row.bettingBonusId !== null,
    created_at: bet.placed_at,
    settled_at: bet.settled_at,
    bet: {
      kind: bet.kind,
      odds: bet.odds,
      potential_return: bet.potential_return,
      event: bet.event,
      market: bet.market,
      selection: bet.selection,
      legs: bet.legs,
    },
  };
}
