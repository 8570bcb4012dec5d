import type { Database, Executor } from '@jeton/db';
import {
  type LocaleCode,
  type SportsBet,
  type SportsCashOutQuote,
  selectionOnOffer,
  toMoneyAmount,
} from '@jeton/domain';
import type { Clock } from '../../../clock.js';
import { houseAccountId, playerAccountId, postPending, postTransfer } from '../../../ledger/index.js';
import { appendOutboxEvent } from '../../../outbox/append.js';
import { type CashOutLeg, cashOutValueMinor } from '../pricing/cash-out-quote.js';
import { sportsbookError } from '../sportsbook-errors.js';
import { type BetSettledPayload, SPORTSBOOK_TOPICS } from '../sportsbook-events.js';
import { type BetRow, type LegRow, presentBet } from './bet-rows.js';
import { betById, openRealMoneyBets, playerBet, selectLegs } from './bets-store.js';
import type { CashOutSettingsStore } from './cash-out-settings.js';
import { markCashedOut, selectionStates, shareMarkets } from './cash-out-store.js';

/** What a selection is now: its price, and whether its market and event still take bets. */
interface SelectionNow {
  oddsHundredths: number;
  offered: boolean;
}

/**
 * Cash-out (decision 0074): an offer for each of the player's open real-money bets whose legs to
 * play are on open markets, and cashing one out for the offer the player saw. Cashing out posts the
 * bet's hold to the betting house (`{key}:settle`, as settlement does) and pays the offer to the
 * main balance (`sports_bet_cash_out`, `{key}:cash_out`) in one transaction holding the bet's row
 * FOR UPDATE, the same lock settlement takes: whichever comes second finds the bet no longer open,
 * so a bet is cashed out or settled, once. The bet's markets are held FOR SHARE first, as placement
 * does, so a result waits for a cash-out in flight rather than landing between its check and its
 * payment.
 */
export class CashOut {
  constructor(private readonly deps: { db: Database; clock: Clock; settings: CashOutSettingsStore }) {}

  /** The offers on the caller's open bets (none when the operator switched cash-out off). */
  async quotes(userId: number): Promise<SportsCashOutQuote[]> {
    const { db } = this.deps;
    const settings = await this.deps.settings.current();
    if (!settings.enabled) return [];
    const bets = await openRealMoneyBets(db, userId);
    const legs = await selectLegs(
      db,
      bets.filter((bet) => bet.kind === 'multiple').map((bet) => bet.id),
    );
    const values = await this.valuesOf(db, bets, legs, settings.margin_bp);
    return bets.flatMap((bet) => {
      const value = values.get(bet.id) ?? null;
      return value === null
        ? []
        : [{ bet_id: bet.id, ...toMoneyAmount(value, bet.currency), currency: bet.currency }];
    });
  }

  /** Cashes out the caller's bet for `amountMinor`, the offer they saw; a moved offer is refused. */
  async cashOut(locale: LocaleCode, userId: number, betId: number, amountMinor: bigint): Promise<SportsBet> {
    return this.deps.db.transaction(async (tx) => {
      const seen = await playerBet(tx, userId, betId);
      if (!seen) throw sportsbookError('BET_NOT_FOUND', 'There is no such bet');
      const multipleLegs = seen.kind === 'multiple' ? await selectLegs(tx, [seen.id]) : [];
      const markets = seen.marketId === null ? multipleLegs.map((leg) => leg.marketId) : [seen.marketId];
      await shareMarkets(tx, markets);
      const bet = await playerBet(tx, userId, betId, { forUpdate: true });
      // The same request again (its answer lost to a timeout): the bet as it was cashed out.
      if (bet?.status === 'cashed_out' && bet.payoutMinor === amountMinor) {
        return presentBet(bet, locale, bet.kind === 'multiple' ? await selectLegs(tx, [bet.id]) : []);
      }
      if (bet?.status !== 'open') {
        throw sportsbookError('BET_NOT_OPEN', 'This bet is settled already', { status: bet?.status });
      }
      // Read again under the locks: the legs' results as they are now.
      const legs = bet.kind === 'multiple' ? await selectLegs(tx, [bet.id]) : [];
      const settings = await this.deps.settings.inTransaction(tx);
      const value =
        settings.enabled && bet.bettingBonusId === null
          ? ((await this.valuesOf(tx, [bet], legs, settings.margin_bp)).get(bet.id) ?? null)
          : null;
      if (value === null) {
        throw sportsbookError('CASH_OUT_UNAVAILABLE', 'This bet cannot be cashed out now');
      }
      if (value !== amountMinor) {
        throw sportsbookError('CASH_OUT_CHANGED', 'The cash-out offer moved: confirm the new amount', {
          amount: toMoneyAmount(value, bet.currency).amount,
          currency: bet.currency,
        });
      }
      await this.pay(tx, bet, value);
      const closed = await betById(tx, bet.id);
      return presentBet(closed!, locale, legs);
    });
  }

  private async pay(tx: Executor, bet: BetRow, value: bigint): Promise<void> {
    const now = this.deps.clock.now();
    const [house, main] = await Promise.all([
      houseAccountId(tx, 'betting_house', bet.currency, bet.userId),
      playerAccountId(tx, bet.userId, 'main', bet.currency),
    ]);
    await postPending(tx, {
      idempotencyKey: bet.pendingKey,
      destinationAccountId: house,
      now,
      metadata: { betId: bet.id, outcome: 'cashed_out' },
      // The payout's account too, with the hold's: a bet of the player placed meanwhile locks the same.
      alsoLock: [main],
    });
    const paid = await postTransfer(tx, {
      idempotencyKey: `${bet.pendingKey}:cash_out`,
      kind: 'sports_bet_cash_out',
      reference: `sports_bet:${bet.id}`,
      metadata: { betId: bet.id },
      postings: [
        { accountId: house, currency: bet.currency, amountMinor: -value },
        { accountId: main, currency: bet.currency, amountMinor: value },
      ],
    });
    await markCashedOut(tx, bet.id, { value, now, transactionId: paid.transactionId });
    // The same event as a settlement's, so loyalty and wagering decide on it (decision 0074).
    const payload: BetSettledPayload = {
      betId: bet.id,
      userId: bet.userId,
      outcome: 'cashed_out',
      payout: value.toString(),
      currency: bet.currency,
      stake: bet.stakeMinor.toString(),
      odds: bet.oddsHundredths,
      placedAt: bet.placedAt.toISOString(),
      freeBet: false,
    };
    await appendOutboxEvent(tx, {
      topic: SPORTSBOOK_TOPICS.betSettled,
      key: `user:${bet.userId}`,
      payload: { ...payload },
    });
  }

  /** Each bet's offer now, by bet id (null: none), from its selections' current prices. */
  private async valuesOf(
    executor: Executor,
    bets: readonly BetRow[],
    legs: readonly LegRow[],
    marginBp: number,
  ): Promise<Map<number, bigint | null>> {
    const now = await this.selectionsNow(executor, [
      ...bets.flatMap((bet) => (bet.selectionId === null ? [] : [bet.selectionId])),
      ...legs.map((leg) => leg.selectionId),
    ]);
    return new Map(bets.map((bet) => [bet.id, this.valueOf(bet, legs, now, marginBp)]));
  }

  private valueOf(
    bet: BetRow,
    legs: readonly LegRow[],
    now: Map<number, SelectionNow>,
    marginBp: number,
  ): bigint | null {
    const cashOutLegs: CashOutLeg[] =
      bet.kind === 'multiple'
        ? legs
            .filter((leg) => leg.betId === bet.id)
            .map((leg) => legNow(leg.oddsHundredths, leg.result, now.get(leg.selectionId)))
        : [legNow(bet.oddsHundredths, 'open', now.get(bet.selectionId!))];
    return cashOutValueMinor({
      stakeMinor: bet.stakeMinor,
      placedOddsHundredths: bet.oddsHundredths,
      legs: cashOutLegs,
      marginBp,
    });
  }

  /**
   * The current price of these selections, and whether each is on offer: its market open and its
   * event in play, or not started yet (as placement requires).
   */
  private async selectionsNow(
    executor: Executor,
    ids: readonly number[],
  ): Promise<Map<number, SelectionNow>> {
    if (ids.length === 0) return new Map();
    const rows = await selectionStates(executor, ids);
    const now = this.deps.clock.now();
    return new Map(
      rows.map((row) => [
        Number(row.id),
        {
          oddsHundredths: Number(row.odds_hundredths),
          offered: selectionOnOffer(
            row.market_status,
            { status: row.event_status, startsAt: row.starts_at },
            now,
          ),
        },
      ]),
    );
  }
}

/** A leg as the arithmetic sees it; a selection that is gone is not on offer. */
function legNow(placed: number, result: CashOutLeg['result'], now: SelectionNow | undefined): CashOutLeg {
  return {
    placedOddsHundredths: placed,
    result,
    currentOddsHundredths: now?.oddsHundredths ?? placed,
    offered: now?.offered ?? false,
  };
}
