import type { Executor } from '@jeton/db';
import { appendOutboxEvent } from '../../outbox/append.js';
import { HOUSE_STUDIO } from '../house-studio/house-games.js';
import { pointsOfStake, type ScoredStake } from './points-rule.js';
import {
  addPoints,
  insertScore,
  lockOpenEntries,
  lockOpenScoredBy,
  lockResetOnCashout,
  resetPoints,
  takeBackPoints,
  voidBetScores,
} from './tournament-scores-store.js';

/** Told once a leaderboard changed and committed: the live subscriber signals open pages. */
export const TOURNAMENT_CHANGED = 'tournament.changed';

export interface StakeScored extends ScoredStake {
  userId: number;
  /** `{studio}:{studio's transaction id}`: scores once per tournament. */
  betKey: string;
  /** When the stake was recorded: it scores only inside the tournament's times and after joining. */
  at: Date;
}

/**
 * Keeps the leaderboards (decision 0063), inside the caller's transaction (the outbox delivery's).
 * Each change takes the tournament's row FOR SHARE, so the finishing job (FOR UPDATE) waits for it
 * and a stake delivered after the payout finds the tournament finished and scores nothing. Every
 * stake's points are a row keyed by the bet: a replayed delivery scores nothing twice.
 */
export class TournamentScoring {
  async onStake(tx: Executor, stake: StakeScored): Promise<number[]> {
    if (stake.money !== 'real') return [];
    const open = await lockOpenEntries(tx, stake);
    const changed: number[] = [];
    for (const row of open) {
      const terms = { currency: row.currency, games: row.games, minStakeMinor: row.minStakeMinor };
      const points = pointsOfStake(stake, terms, HOUSE_STUDIO);
      if (points === 0n) continue;
      const score = {
        tournamentId: row.id,
        betKey: stake.betKey,
        userId: stake.userId,
        pointsMinor: points,
        at: stake.at,
      };
      if (!(await insertScore(tx, score))) continue;
      await addPoints(tx, score);
      changed.push(row.id);
    }
    await announce(tx, changed);
    return changed;
  }

  /** A rolled-back stake gives its points back while the tournament runs; after the payout they stand. */
  async onRollback(tx: Executor, rollback: { betKey: string; at: Date }): Promise<number[]> {
    const open = await lockOpenScoredBy(tx, rollback.betKey);
    if (open.length === 0) return [];
    const voided = await voidBetScores(tx, rollback.betKey, open, rollback.at);
    for (const score of voided) await takeBackPoints(tx, score, rollback.at);
    const changed = voided.map((score) => score.tournamentId);
    await announce(tx, changed);
    return changed;
  }

  /** A withdrawal request sets the player's points to zero in the running tournaments that say so. */
  async onCashout(tx: Executor, cashout: { userId: number; at: Date }): Promise<number[]> {
    const changed = await lockResetOnCashout(tx, cashout.userId, cashout.at);
    for (const id of changed) await resetPoints(tx, id, cashout.userId, cashout.at);
    await announce(tx, changed);
    return changed;
  }
}

async function announce(tx: Executor, tournamentIds: readonly number[]): Promise<void> {
  for (const tournamentId of new Set(tournamentIds)) {
    await appendOutboxEvent(tx, {
      topic: TOURNAMENT_CHANGED,
      key: `tournament:${tournamentId}`,
      payload: { tournamentId },
    });
  }
}
