import type { Database, Executor } from '@jeton/db';
import { toMoneyAmount } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { houseAccountId, playerAccountId, postTransfer } from '../../ledger/index.js';
import { appendOutboxEvent } from '../../outbox/append.js';
import { hasUndelivered } from '../../outbox/outbox-store.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { type Award, prizeAwards, rank } from './ranking.js';
import {
  bestStandings,
  dueTournamentIds,
  insertWinner,
  lockForFinish,
  markFinished,
} from './tournament-payout-store.js';
import { TOURNAMENT_CHANGED } from './tournament-scoring.js';
import { SCORING_TOPICS, TOURNAMENT_SUBSCRIBER } from './tournament-subscribers.js';

/** Tournaments finished per run at most: a backlog goes over a few runs. */
const FINISH_BATCH = 20;

export type FinishOutcome = 'finished' | 'already' | 'not-ended' | 'waiting-for-scores';

/**
 * Ends tournaments and pays their prizes exactly once (decision 0063). Each tournament is finished
 * in one transaction holding its row FOR UPDATE: a second run (another app server, a retry after a
 * crash) waits, then finds `finished_at` set and does nothing. Each prize is one ledger transfer
 * `tournament_prize` (bonus expense → the player's main balance) keyed `tournament:{id}:place:{n}`,
 * so even a run that slipped past the row lock could not pay a place twice.
 */
export class TournamentFinisher {
  constructor(private readonly deps: { db: Database; clock: Clock; notifications: NotificationsService }) {}

  /** Finishes every tournament that has ended and whose stakes have all been scored. */
  async finishDue(): Promise<number[]> {
    const now = this.deps.clock.now();
    const due = await dueTournamentIds(this.deps.db, now, FINISH_BATCH);
    const finished: number[] = [];
    for (const id of due) {
      if ((await this.finish(id)) === 'finished') finished.push(id);
    }
    return finished;
  }

  async finish(tournamentId: number): Promise<FinishOutcome> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const row = await lockForFinish(tx, tournamentId);
      if (!row || row.closed) return 'already';
      const { endsAt, currency, prizesMinor: prizes } = row;
      const now = clock.now();
      if (endsAt > now) return 'not-ended';
      // Stakes made before the end but not scored yet would change the order: wait for them.
      if (await hasUnscoredStakes(tx, endsAt)) return 'waiting-for-scores';
      const standings = await bestStandings(tx, tournamentId, prizes.length);
      const awards = prizeAwards(rank(standings), prizes);
      for (const award of awards) await this.pay(tx, tournamentId, currency, award);
      await markFinished(tx, tournamentId, now);
      await appendOutboxEvent(tx, {
        topic: TOURNAMENT_CHANGED,
        key: `tournament:${tournamentId}`,
        payload: { tournamentId },
      });
      return 'finished';
    });
  }

  private async pay(tx: Executor, tournamentId: number, currency: string, award: Award): Promise<void> {
    const [expense, main] = await Promise.all([
      houseAccountId(tx, 'bonus_expense', currency, award.userId),
      playerAccountId(tx, award.userId, 'main', currency),
    ]);
    const transfer = await postTransfer(tx, {
      idempotencyKey: `tournament:${tournamentId}:place:${award.place}`,
      kind: 'tournament_prize',
      reference: `tournament:${tournamentId}`,
      metadata: { place: award.place, userId: award.userId },
      postings: [
        { accountId: expense, currency, amountMinor: -award.prizeMinor },
        { accountId: main, currency, amountMinor: award.prizeMinor },
      ],
    });
    await insertWinner(tx, {
      tournamentId,
      place: award.place,
      userId: award.userId,
      pointsMinor: award.pointsMinor,
      prizeMinor: award.prizeMinor,
      transactionId: transfer.transactionId,
    });
    await this.deps.notifications.notify(tx, award.userId, 'tournament_prize_won', {
      ...toMoneyAmount(award.prizeMinor, currency),
      tournament_id: tournamentId,
      place: award.place,
    });
  }
}

/** Whether a scoring event made before `endsAt` waits for the tournaments subscriber. */
function hasUnscoredStakes(tx: Executor, endsAt: Date): Promise<boolean> {
  return hasUndelivered(tx, TOURNAMENT_SUBSCRIBER, SCORING_TOPICS, endsAt);
}
