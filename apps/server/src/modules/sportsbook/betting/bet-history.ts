import type { Executor } from '@jeton/db';
import { type LocaleCode, type SportsBetItem, toMoneyAmount } from '@jeton/domain';
import { type BetPeriod, betTimeline, countBetsOf, type TimelineEntry } from './bet-history-store.js';
import { type BetRow, presentBet } from './bet-rows.js';
import { playerBetsByIds, selectLegs } from './bets-store.js';

// A player's sports bets as the bets history shows them beside casino rounds (issue 31, Profile →
// Bets): the history merges the two by time, so the book answers what it needs in two steps, the
// (id, time) of the newest bets, then the bets themselves. Only the sportsbook reads its tables.

export type { BetPeriod, TimelineEntry } from './bet-history-store.js';

export class SportsBetHistory {
  /** A window of the period's bets, newest first. */
  timeline(
    executor: Executor,
    period: BetPeriod,
    window: { limit: number; offset?: number },
  ): Promise<TimelineEntry[]> {
    return betTimeline(executor, period, window);
  }

  count(executor: Executor, period: BetPeriod): Promise<number> {
    return countBetsOf(executor, period);
  }

  /** These bets of the player, in the order of `ids`; an id of someone else's bet answers nothing. */
  async items(
    executor: Executor,
    userId: number,
    ids: readonly number[],
    locale: LocaleCode,
  ): Promise<SportsBetItem[]> {
    if (ids.length === 0) return [];
    const bets = await playerBetsByIds(executor, userId, ids);
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
