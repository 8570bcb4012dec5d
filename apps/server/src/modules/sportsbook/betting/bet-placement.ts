import type { Database, Executor } from '@jeton/db';
import { AppError, eventTakesBets, SPORTS_MULTIPLE_LIMITS, SPORTS_STAKE_LIMITS } from '@jeton/domain';
import type { Clock } from '../../../clock.js';
import { houseAccountId, playerAccountId, reservePending } from '../../../ledger/index.js';
import { appendOutboxEvent } from '../../../outbox/append.js';
import type { BettingBonusService } from '../../betting-bonuses/betting-bonus-service.js';
import type { StakeGuard } from '../../wallet/wallet-service.js';
import { combinedOddsHundredths, potentialReturnMinor } from '../pricing/odds.js';
import { sportsbookError } from '../sportsbook-errors.js';
import { SPORTSBOOK_TOPICS } from '../sportsbook-events.js';
import type { BetRow, LegRow } from './bet-rows.js';
import { betById, betByKey, selectLegs } from './bets-store.js';
import { insertLeg, insertMultipleBet, insertSingleBet, type Offer, offersOf } from './placement-store.js';

/** An open bet's stake is held this long after its event's start at most; then the sweep returns it. */
const HOLD_DAYS_AFTER_START = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BetRequest {
  userId: number;
  currency: string;
  selectionId: number;
  stakeMinor: bigint;
  /** The odds the player saw and accepted, in hundredths. */
  oddsHundredths: number;
  /** The client's id of this bet: the same id again answers the same bet. */
  clientKey: string;
  /** The free bet (betting bonus) it is staked from; null: from the main balance. */
  bettingBonusId: number | null;
}

/** What placement needs of betting bonuses (decision 0070). */
export type FreeBets = Pick<BettingBonusService, 'takeForBet' | 'staked'>;

export interface MultipleRequest {
  userId: number;
  currency: string;
  /** 2–12 legs, each a selection of another event with the odds the player saw, in hundredths. */
  legs: readonly { selectionId: number; oddsHundredths: number }[];
  stakeMinor: bigint;
  clientKey: string;
  /** The free bet it is staked from (decision 0077); null: from the main balance. */
  bettingBonusId: number | null;
}

/**
 * Places a single: in one transaction the bet's row (with the price and names the player accepted)
 * and the pending transfer that holds its stake (the player's main balance → the betting hold,
 * `sports_bet_reserve`). Responsible gaming's time-outs, exclusions and limits apply as to casino
 * stakes: the same stake guard opens the transaction and checks once the row is written, so the
 * limits' sums include it.
 * A free bet (decision 0070) is staked whole from the betting-bonus balance instead: its row is
 * locked and checked against its terms first, and it is `staked` in the same transaction.
 */
export class BetPlacement {
  constructor(
    private readonly deps: { db: Database; clock: Clock; stakeGuard: StakeGuard; freeBets: FreeBets },
  ) {}

  place(request: BetRequest): Promise<{ bet: BetRow; replayed: boolean }> {
    return this.deps.db.transaction(async (tx) => {
      // First, before the markets' locks: the player lock when limits need it (decision 0083).
      const stakeCheck = await this.deps.stakeGuard.openStake(tx, request.userId);
      const earlier = await this.earlier(tx, request);
      if (earlier) return { bet: earlier, replayed: true };
      const now = this.deps.clock.now();
      const offer = await this.openOffer(tx, request, now);
      const freeBetAccount =
        request.bettingBonusId === null
          ? null
          : await this.deps.freeBets.takeForBet(tx, request.userId, request.bettingBonusId, {
              currency: request.currency,
              stakeMinor: request.stakeMinor,
              oddsHundredths: offer.odds_hundredths,
            });
      const pendingKey = `sports_bet:${request.userId}:${request.clientKey}`;
      const inserted = await insertSingleBet(tx, {
        userId: request.userId,
        clientKey: request.clientKey,
        offer,
        currency: request.currency,
        stakeMinor: request.stakeMinor,
        terms: termsOf(offer),
        pendingKey,
        placedAt: now,
        bettingBonusId: request.bettingBonusId,
      });
      // The same request raced this one and won: answer its bet.
      if (!inserted) {
        const raced = await this.earlier(tx, request);
        if (!raced) throw new Error('A bet with this key vanished');
        return { bet: raced, replayed: true };
      }
      await stakeCheck();
      const [source, hold] = await Promise.all([
        freeBetAccount ?? playerAccountId(tx, request.userId, 'main', request.currency),
        houseAccountId(tx, 'betting_hold', request.currency, request.userId),
      ]);
      const startsAt = new Date(offer.starts_at);
      await reservePending(tx, {
        kind: 'sports_bet',
        idempotencyKey: pendingKey,
        reference: `sports_bet:${inserted.id}`,
        metadata: {
          betId: Number(inserted.id),
          selectionId: Number(offer.selection_id),
          ...(request.bettingBonusId === null ? {} : { bettingBonusId: request.bettingBonusId }),
        },
        sourceAccountId: source,
        holdAccountId: hold,
        currency: request.currency,
        amountMinor: request.stakeMinor,
        expiresAt: new Date(Math.max(startsAt.getTime(), now.getTime()) + HOLD_DAYS_AFTER_START * DAY_MS),
      });
      if (request.bettingBonusId !== null) {
        await this.deps.freeBets.staked(tx, request.bettingBonusId, Number(inserted.id));
      }
      await appendOutboxEvent(tx, {
        topic: SPORTSBOOK_TOPICS.betPlaced,
        key: `user:${request.userId}`,
        payload: {
          betId: Number(inserted.id),
          userId: request.userId,
          currency: request.currency,
          stake: request.stakeMinor.toString(),
          eventId: Number(offer.event_id),
          marketId: Number(offer.market_id),
          bettingBonusId: request.bettingBonusId,
          at: now.toISOString(),
        },
      });
      const bet = await betById(tx, Number(inserted.id));
      return { bet: bet!, replayed: false };
    });
  }

  private async earlier(tx: Executor, request: BetRequest): Promise<BetRow | null> {
    const bet = await betByKey(tx, request.userId, request.clientKey);
    if (!bet) return null;
    if (
      bet.selectionId !== request.selectionId ||
      bet.stakeMinor !== request.stakeMinor ||
      bet.bettingBonusId !== request.bettingBonusId
    ) {
      throw sportsbookError('BET_KEY_REUSED', 'This request id was used for another bet');
    }
    return bet;
  }

  /**
   * The selection as it is now, its market held FOR SHARE so that a result cannot land between this
   * check and the bet's commit (the result's update waits, then settles this bet too).
   */
  private async openOffer(tx: Executor, request: BetRequest, now: Date): Promise<Offer> {
    const { maxReturnMinor } = SPORTS_STAKE_LIMITS;
    checkStake(request.stakeMinor);
    const [offer] = await offersOf(tx, [request.selectionId]);
    if (!offer) throw sportsbookError('SELECTION_NOT_FOUND', 'There is no such selection');
    checkOpen(offer, now);
    if (offer.odds_hundredths !== request.oddsHundredths) {
      throw sportsbookError('PRICE_CHANGED', 'The price has changed', {
        odds: offer.odds_hundredths / 100,
        price_version: Number(offer.price_version),
      });
    }
    if (potentialReturnMinor(request.stakeMinor, offer.odds_hundredths) > BigInt(maxReturnMinor)) {
      throw sportsbookError('RETURN_TOO_HIGH', 'This bet would return more than a bet may', {
        max_return_minor: maxReturnMinor,
      });
    }
    return offer;
  }
}

/** Refuses a selection whose market is not open or whose event started (and is not in play). */
function checkOpen(offer: Offer, now: Date, data?: Record<string, unknown>): void {
  if (offer.market_status !== 'open')
    throw sportsbookError('MARKET_CLOSED', 'Betting on this market is closed', data);
  if (!eventTakesBets(offer.event_status, offer.starts_at, now))
    throw sportsbookError('EVENT_STARTED', 'This event has started', data);
}

function checkStake(stakeMinor: bigint): void {
  const { minMinor, maxMinor } = SPORTS_STAKE_LIMITS;
  if (stakeMinor < BigInt(minMinor))
    throw sportsbookError('STAKE_TOO_LOW', 'The stake is below the minimum', { min_minor: minMinor });
  if (stakeMinor > BigInt(maxMinor))
    throw sportsbookError('STAKE_TOO_HIGH', 'The stake is above the maximum', { max_minor: maxMinor });
}

/**
 * Places a multiple (decision 0067): in one transaction the bet's row at the combined odds, one row
 * per leg with the price and names the player accepted, and one pending transfer holding the stake,
 * as for a single. Every leg is checked as a single's selection is; any moved price refuses the
 * whole bet with every moved leg's new price, so the slip can offer them together. A free bet
 * (decision 0077) is staked whole as on a single, its row locked after the markets, checked against
 * the combined odds and every leg's, and `staked` in the same transaction.
 */
export class MultiplePlacement {
  constructor(
    private readonly deps: { db: Database; clock: Clock; stakeGuard: StakeGuard; freeBets: FreeBets },
  ) {}

  place(request: MultipleRequest): Promise<{ bet: BetRow; legs: LegRow[]; replayed: boolean }> {
    return this.deps.db.transaction(async (tx) => {
      // First, before the markets' locks: the player lock when limits need it (decision 0083).
      const stakeCheck = await this.deps.stakeGuard.openStake(tx, request.userId);
      const earlier = await this.earlier(tx, request);
      if (earlier) return { ...earlier, replayed: true };
      const now = this.deps.clock.now();
      const offers = await this.openOffers(tx, request, now);
      const combined = combinedOddsHundredths(offers.map((offer) => offer.odds_hundredths));
      const freeBetAccount =
        request.bettingBonusId === null
          ? null
          : await this.deps.freeBets.takeForBet(tx, request.userId, request.bettingBonusId, {
              currency: request.currency,
              stakeMinor: request.stakeMinor,
              oddsHundredths: combined,
              legOddsHundredths: offers.map((offer) => offer.odds_hundredths),
            });
      const pendingKey = `sports_bet:${request.userId}:${request.clientKey}`;
      const inserted = await insertMultipleBet(tx, {
        userId: request.userId,
        clientKey: request.clientKey,
        currency: request.currency,
        stakeMinor: request.stakeMinor,
        oddsHundredths: combined,
        terms: multipleTermsOf(offers),
        pendingKey,
        placedAt: now,
        bettingBonusId: request.bettingBonusId,
      });
      if (!inserted) {
        const raced = await this.earlier(tx, request);
        if (!raced) throw new Error('A bet with this key vanished');
        return { ...raced, replayed: true };
      }
      const betId = Number(inserted.id);
      for (const [index, offer] of offers.entries()) {
        await insertLeg(tx, betId, index + 1, offer, termsOf(offer));
      }
      await stakeCheck();
      const [source, hold] = await Promise.all([
        freeBetAccount ?? playerAccountId(tx, request.userId, 'main', request.currency),
        houseAccountId(tx, 'betting_hold', request.currency, request.userId),
      ]);
      const lastStart = Math.max(
        now.getTime(),
        ...offers.map((offer) => new Date(offer.starts_at).getTime()),
      );
      await reservePending(tx, {
        kind: 'sports_bet',
        idempotencyKey: pendingKey,
        reference: `sports_bet:${betId}`,
        metadata: {
          betId,
          selectionIds: offers.map((offer) => Number(offer.selection_id)),
          ...(request.bettingBonusId === null ? {} : { bettingBonusId: request.bettingBonusId }),
        },
        sourceAccountId: source,
        holdAccountId: hold,
        currency: request.currency,
        amountMinor: request.stakeMinor,
        expiresAt: new Date(lastStart + HOLD_DAYS_AFTER_START * DAY_MS),
      });
      if (request.bettingBonusId !== null) {
        await this.deps.freeBets.staked(tx, request.bettingBonusId, betId);
      }
      await appendOutboxEvent(tx, {
        topic: SPORTSBOOK_TOPICS.betPlaced,
        key: `user:${request.userId}`,
        payload: {
          betId,
          userId: request.userId,
          currency: request.currency,
          stake: request.stakeMinor.toString(),
          kind: 'multiple',
          eventIds: offers.map((offer) => Number(offer.event_id)),
          marketIds: offers.map((offer) => Number(offer.market_id)),
          bettingBonusId: request.bettingBonusId,
          at: now.toISOString(),
        },
      });
      const bet = await betById(tx, betId);
      return { bet: bet!, legs: await selectLegs(tx, [betId]), replayed: false };
    });
  }

  /** The bet this key placed before, if the request is the same (same stake, same selections). */
  private async earlier(
    tx: Executor,
    request: MultipleRequest,
  ): Promise<{ bet: BetRow; legs: LegRow[] } | null> {
    const bet = await betByKey(tx, request.userId, request.clientKey);
    if (!bet) return null;
    const legs = await selectLegs(tx, [bet.id]);
    const same = (a: readonly number[], b: readonly number[]) =>
      a.length === b.length &&
      [...a].sort((x, y) => x - y).every((id, index) => id === [...b].sort((x, y) => x - y)[index]);
    if (
      bet.kind !== 'multiple' ||
      bet.stakeMinor !== request.stakeMinor ||
      bet.bettingBonusId !== request.bettingBonusId ||
      !same(
        legs.map((leg) => leg.selectionId),
        request.legs.map((leg) => leg.selectionId),
      )
    ) {
      throw sportsbookError('BET_KEY_REUSED', 'This request id was used for another bet');
    }
    return { bet, legs };
  }

  /** Every leg's selection as it is now, checked; in the order the player gave them. */
  private async openOffers(tx: Executor, request: MultipleRequest, now: Date): Promise<Offer[]> {
    const { minLegs, maxLegs, maxOddsHundredths, maxReturnMinor } = SPORTS_MULTIPLE_LIMITS;
    const ids = request.legs.map((leg) => leg.selectionId);
    if (ids.length < minLegs || ids.length > maxLegs || new Set(ids).size !== ids.length) {
      throw AppError.invalidParameters({
        legs: `${minLegs} to ${maxLegs} different selections`,
      });
    }
    checkStake(request.stakeMinor);
    const found = new Map((await offersOf(tx, ids)).map((offer) => [Number(offer.selection_id), offer]));
    const offers = ids.map((id) => {
      const offer = found.get(id);
      if (!offer)
        throw sportsbookError('SELECTION_NOT_FOUND', 'There is no such selection', { selection_id: id });
      return offer;
    });
    const seen = new Set<string>();
    for (const offer of offers) {
      if (seen.has(offer.event_id)) {
        throw sportsbookError('SAME_EVENT_LEGS', 'Two selections of one event cannot be combined', {
          event_ids: [Number(offer.event_id)],
        });
      }
      seen.add(offer.event_id);
    }
    for (const offer of offers) checkOpen(offer, now, { selection_id: Number(offer.selection_id) });
    const moved = request.legs.flatMap((leg) => {
      const offer = found.get(leg.selectionId)!;
      return offer.odds_hundredths === leg.oddsHundredths
        ? []
        : [
            {
              selection_id: leg.selectionId,
              odds: offer.odds_hundredths / 100,
              price_version: Number(offer.price_version),
            },
          ];
    });
    if (moved.length > 0) throw sportsbookError('PRICE_CHANGED', 'A price has changed', { prices: moved });
    const combined = combinedOddsHundredths(offers.map((offer) => offer.odds_hundredths));
    if (combined > maxOddsHundredths) {
      throw sportsbookError('ODDS_TOO_HIGH', 'The combined odds pass the most a multiple may have', {
        max_odds: maxOddsHundredths / 100,
      });
    }
    if (potentialReturnMinor(request.stakeMinor, combined) > BigInt(maxReturnMinor)) {
      throw sportsbookError('RETURN_TOO_HIGH', 'This bet would return more than a bet may', {
        max_return_minor: maxReturnMinor,
      });
    }
    return offers;
  }
}

/** A multiple's names: its events and selections joined, and its kind ("Double", "Treble", "4-fold"). */
function multipleTermsOf(offers: readonly Offer[]): BetRow['terms'] {
  const legs = offers.map(termsOf);
  const n = offers.length;
  return {
    event: {
      en: legs.map((leg) => leg.event.en).join(' · '),
      fr: legs.map((leg) => leg.event.fr).join(' · '),
    },
    market: {
      en: n === 2 ? 'Double' : n === 3 ? 'Treble' : `${n}-fold accumulator`,
      fr: n === 2 ? 'Combiné double' : n === 3 ? 'Combiné triple' : `Combiné de ${n} sélections`,
    },
    selection: {
      en: legs.map((leg) => leg.selection.en).join(' + '),
      fr: legs.map((leg) => leg.selection.fr).join(' + '),
    },
  };
}

function termsOf(offer: Offer): BetRow['terms'] {
  return {
    event: { en: `${offer.home_en} – ${offer.away_en}`, fr: `${offer.home_fr} – ${offer.away_fr}` },
    market: { en: offer.market_en, fr: offer.market_fr },
    selection: {
      en: selectionName(offer.selection_en, offer, 'en'),
      fr: selectionName(offer.selection_fr, offer, 'fr'),
    },
  };
}

/** "Home" and "Away" read better as the side's name on a receipt. */
function selectionName(name: string, offer: Offer, locale: 'en' | 'fr'): string {
  if (name === 'Home' || name === 'Domicile') return locale === 'en' ? offer.home_en : offer.home_fr;
  if (name === 'Away' || name === 'Extérieur') return locale === 'en' ? offer.away_en : offer.away_fr;
  return name;
}
