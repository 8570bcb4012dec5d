import type { Executor } from '@jeton/db';
import {
  countHistoryRounds as countRounds,
  type RoundHistoryFilter,
  type RoundHistoryRow,
  historyRounds as roundsOf,
} from './round-history-store.js';

// The house studio's rounds as the player's game history reads them (modules/game-history): the
// rounds and their seed pairs are this module's tables, read by its store.

export type { RoundHistoryFilter, RoundHistoryRow } from './round-history-store.js';

/** The filter's rounds, newest first, with their seeds (the server seed once revealed). */
export function historyRounds(
  executor: Executor,
  filter: RoundHistoryFilter,
  page: { limit: number; offset?: number },
): Promise<RoundHistoryRow[]> {
  return roundsOf(executor, filter, page);
}

export function countHistoryRounds(executor: Executor, filter: RoundHistoryFilter): Promise<number> {
  return countRounds(executor, filter);
}
