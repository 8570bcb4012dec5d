import type { Database, Executor } from '@jeton/db';
import { SPORTS_MULTIPLE_LIMITS, toMoneyAmount } from '@jeton/domain';
import type { Clock } from '../../../clock.js';
import {
  houseAccountId,
  type PendingTransfer,
  playerAccountId,
  postPending,
  postTransfer,
  voidPending,
} from '../../../ledger/index.js';
import { appendOutboxEvent } from '../../../outbox/append.js';
import type { BettingBonusService } from '../../betting-bonuses/betting-bonus-service.js';
import { freeBetPayoutMinor } from '../../betting-bonuses/free-bet-terms.js';
import type { NotificationsService } from '../../notifications/notifications-service.js';
import type { BetRow } from '../betting/bet-rows.js';
import { lockOpenBet, lockOpenBetByPendingKey, selectLegs } from '../betting/bets-store.js';
import {
  type BetOutcome,
  freeMultiplePayoutMinor,
  multipleOutcome,
  multiplePayoutOf,
  outcomeOf,
  payoutOf,
} from '../pricing/settlement-outcome.js';
import { type BetSettledPayload, SPORTSBOOK_TOPICS } from '../sportsbook-events.js';
import { closeBet, dueBetIds, marketResultOf, setWinTransaction } from './settlement-store.js';

/** Bets settled per run at most: a backlog goes over a few runs. */
const SETTLE_BATCH = 500;

/** How a bet settles: its outcome and what it pays (stake included), in minor units. */
type Settlement = { outcome: BetOutcome; payoutMinor: bigint };

const NOTICE = { won: 'sports_bet_won', lost: 'sports_bet_lost', void: 'sports_bet_void' } as const;

/** What settlement needs of betting bonuses (decision 0070). */
export type SettledFreeBets = Pick<BettingBonusService, 'betSettled'>;

/**
 * Settles open bets whose market has a result, each exactly once (decision 0065). Each bet is
 * settled in its own transaction holding the bet's row FOR UPDATE: a second run (another app
 * server, a retry after a crash) waits, then finds it settled and does nothing. The money moves
 * with ledger keys made from the bet's pending key, so even a run past the lock could not move it
 * twice: the hold is posted or voided once (`{key}:settle`), the winnings paid once (`{key}:win`).
 * A multiple (decision 0067) is one bet with one hold: it settles the same way, once, when one leg
 * lost or every leg has a result, at the odds of its won legs (a void leg counts at 1.00).
 * A free bet (decision 0070; on a multiple, 0077) settles the same way but pays only its winnings
 * (the stake was the house's), and its void returns the stake to the betting-bonus balance (the
 * hold's source).
 */
export class BetSettler {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      notifications: NotificationsService;
      freeBets: SettledFreeBets;
    },
  ) {}

  /** Settles the open bets of every resulted market; answers how many it settled. */
  async settleDue(): Promise<number> {
    const due = await dueBetIds(this.deps.db, SETTLE_BATCH);
    let settled = 0;
    for (const betId of due) {
      if ((await this.settle(betId)) !== null) settled += 1;
    }
    return settled;
  }

  /** Settles one bet if its market has a result; null when it was settled already or must wait. */
  settle(betId: number): Promise<BetOutcome | null> {
    return this.deps.db.transaction(async (tx) => {
      const bet = await lockOpenBet(tx, betId);
      if (!bet) return null;
      const settlement = await this.settlementOf(tx, bet);
      if (settlement === null) return null;
      await this.moveMoney(tx, bet, settlement);
      await this.close(tx, bet, settlement);
      return settlement.outcome;
    });
  }

  /** How an open bet settles from its market (a single) or its legs' (a multiple); null to wait. */
  private async settlementOf(tx: Executor, bet: BetRow): Promise<Settlement | null> {
    if (bet.kind === 'multiple') {
      const legs = await selectLegs(tx, [bet.id]);
      const settled = multipleOutcome(legs);
      if (settled === null) return null;
      const max = BigInt(SPORTS_MULTIPLE_LIMITS.maxReturnMinor);
      // A free multiple (decision 0077) pays the winnings at the odds it settled at (void legs
      // counted at 1.00), lost and void pay nothing (a void one's hold goes back to the free bet).
      const payoutMinor =
        bet.bettingBonusId === null
          ? multiplePayoutOf(settled, bet.stakeMinor, max)
          : freeMultiplePayoutMinor(settled, bet.stakeMinor, max);
      return { outcome: settled.outcome, payoutMinor };
    }
    const market = await marketResultOf(tx, bet.marketId!);
    const outcome = outcomeOf(market!, bet.selectionId!);
    if (outcome === null) return null;
    const payoutMinor =
      bet.bettingBonusId === null
        ? payoutOf(outcome, bet.stakeMinor, bet.oddsHundredths)
        : freeBetPayoutMinor(outcome, bet.stakeMinor, bet.oddsHundredths);
    return { outcome, payoutMinor };
  }

  /**
   * The expiry sweep returned an open bet's stake (its event never got a result in time): the bet
   * is void, in the sweep's transaction.
   */
  readonly holdExpired = async (tx: Executor, expired: PendingTransfer): Promise<void> => {
    const bet = await lockOpenBetByPendingKey(tx, expired.idempotencyKey);
    if (bet) {
      await this.close(tx, bet, {
        outcome: 'void',
        payoutMinor: bet.bettingBonusId === null ? bet.stakeMinor : 0n,
      });
    }
  };

  private async moveMoney(tx: Executor, bet: BetRow, settlement: Settlement): Promise<void> {
    const { outcome } = settlement;
    const now = this.deps.clock.now();
    if (outcome === 'void') {
      await voidPending(tx, { idempotencyKey: bet.pendingKey, now, metadata: { betId: bet.id } });
      return;
    }
    // A lost bet pays nothing; a free bet's win at odds that round its winnings to nothing neither.
    const pays = outcome !== 'lost' && settlement.payoutMinor > 0n;
    const [house, main] = await Promise.all([
      houseAccountId(tx, 'betting_house', bet.currency, bet.userId),
      pays ? playerAccountId(tx, bet.userId, 'main', bet.currency) : null,
    ]);
    await postPending(tx, {
      idempotencyKey: bet.pendingKey,
      destinationAccountId: house,
      now,
      metadata: { betId: bet.id, outcome },
      // The win's account too, with the hold's: a bet of the player placed meanwhile locks the same.
      alsoLock: main === null ? [] : [main],
    });
    if (main === null) return;
    const payout = settlement.payoutMinor;
    const win = await postTransfer(tx, {
      idempotencyKey: `${bet.pendingKey}:win`,
      kind: 'sports_bet_win',
      reference: `sports_bet:${bet.id}`,
      metadata: { betId: bet.id },
      postings: [
        { accountId: house, currency: bet.currency, amountMinor: -payout },
        { accountId: main, currency: bet.currency, amountMinor: payout },
      ],
    });
    await setWinTransaction(tx, bet.id, win.transactionId);
  }

  private async close(tx: Executor, bet: BetRow, settlement: Settlement): Promise<void> {
    const now = this.deps.clock.now();
    const { outcome, payoutMinor: payout } = settlement;
    await closeBet(tx, bet.id, { outcome, payoutMinor: payout, now });
    if (bet.bettingBonusId !== null) {
      await this.deps.freeBets.betSettled(tx, bet.bettingBonusId, bet, outcome, payout);
    }
    // A void free bet's notice is the free bet's own (it is back to place again), sent above.
    if (bet.bettingBonusId === null || outcome !== 'void') {
      await this.deps.notifications.notify(tx, bet.userId, NOTICE[outcome], {
        ...toMoneyAmount(outcome === 'lost' ? bet.stakeMinor : payout, bet.currency),
        bet_id: bet.id,
      });
    }
    // The stake, odds and time placed let loyalty and bonus wagering count the stake; a free bet
    // (its stake the house's) counts for neither (decision 0073).
    const payload: BetSettledPayload = {
      betId: bet.id,
      userId: bet.userId,
      outcome,
      payout: payout.toString(),
      currency: bet.currency,
      stake: bet.stakeMinor.toString(),
      odds: bet.oddsHundredths,
      placedAt: bet.placedAt.toISOString(),
      freeBet: bet.bettingBonusId !== null,
    };
    await appendOutboxEvent(tx, {
      topic: SPORTSBOOK_TOPICS.betSettled,
      key: `user:${bet.userId}`,
      payload: { ...payload },
    });
  }
}
