import type { Executor } from '@jeton/db';

/**
 * Whether a player is in a time-out or a self-exclusion now. The responsible-gaming module answers
 * it; the modules that hand out incentives (bonuses, cashback) ask it, so that no grant, job or
 * code reaches a player who has stepped away from play (issue 34, item 7), without importing that
 * module.
 */
export interface ExcludedPlayers {
  isExcluded(executor: Executor, userId: number): Promise<boolean>;
}
