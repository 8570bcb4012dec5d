import type { Database } from '@jeton/db';
import { DEFAULT_LOCALE, type LocaleCode, type SportsBet, type SportsCashOutQuote } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { BetPlacement, MultiplePlacement } from './betting/bet-placement.js';
import { presentBet } from './betting/bet-rows.js';
import { betByKey, playerBetsPage, selectLegs } from './betting/bets-store.js';
import type { CashOut } from './betting/cash-out.js';
import { sportsbookError } from './sportsbook-errors.js';
import type { SportsbookStore } from './sportsbook-store.js';

/** The players' side of the sportsbook: what is on offer (public), placing singles and multiples, "My bets". */
export class SportsbookService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      store: SportsbookStore;
      placement: BetPlacement;
      multiples: MultiplePlacement;
      cashOut: CashOut;
    },
  ) {}

  async get(
    locale: LocaleCode,
    query: { sport?: string; phase?: 'live' | 'upcoming'; offset: number; count: number },
  ) {
    const [sports, page] = await Promise.all([
      this.deps.store.sports(locale),
      this.deps.store.events(locale, query, this.deps.clock.now()),
    ]);
    return { sports, events: page.events, total: page.total };
  }

  /**
   * The events open for betting (in play first, then the soonest), at most `limit`: the sitemap's
   * event pages (decision 0080). The list's own read, so the sitemap names what /betting shows.
   */
  async openEventIds(limit: number): Promise<number[]> {
    const { events } = await this.deps.store.events(
      DEFAULT_LOCALE,
      { offset: 0, count: limit },
      this.deps.clock.now(),
    );
    return events.map((event) => event.id);
  }

  async event(locale: LocaleCode, id: number) {
    const event = await this.deps.store.event(locale, id);
    if (!event) throw sportsbookError('EVENT_NOT_FOUND', 'There is no such event');
    return event;
  }

  async placeBet(
    locale: LocaleCode,
    player: { userId: number; currency: string },
    input: {
      selectionId: number;
      stakeMinor: bigint;
      oddsHundredths: number;
      requestId: string;
      bettingBonusId: number | null;
    },
  ): Promise<SportsBet> {
    const { bet } = await this.deps.placement.place({
      userId: player.userId,
      currency: player.currency,
      selectionId: input.selectionId,
      stakeMinor: input.stakeMinor,
      oddsHundredths: input.oddsHundredths,
      clientKey: input.requestId,
      bettingBonusId: input.bettingBonusId,
    });
    return presentBet(bet, locale);
  }

  /** A multiple of 2–12 selections of different events, at the product of the accepted prices. */
  async placeMultiple(
    locale: LocaleCode,
    player: { userId: number; currency: string },
    input: {
      legs: { selectionId: number; oddsHundredths: number }[];
      stakeMinor: bigint;
      requestId: string;
      bettingBonusId: number | null;
    },
  ): Promise<SportsBet> {
    const { bet, legs } = await this.deps.multiples.place({
      userId: player.userId,
      currency: player.currency,
      legs: input.legs,
      stakeMinor: input.stakeMinor,
      clientKey: input.requestId,
      bettingBonusId: input.bettingBonusId,
    });
    return presentBet(bet, locale, legs);
  }

  /** The caller's own bets only: open ones, or settled ones, newest first. */
  async myBets(
    locale: LocaleCode,
    userId: number,
    query: { filter: 'open' | 'settled'; offset: number; count: number },
  ) {
    const { bets, total } = await playerBetsPage(this.deps.db, userId, query);
    const legs = await selectLegs(
      this.deps.db,
      bets.filter((bet) => bet.kind === 'multiple').map((bet) => bet.id),
    );
    return { items: bets.map((bet) => presentBet(bet, locale, legs)), total };
  }

  /** Whether the player placed a bet with this request id (the demo seed places its bets once). */
  async hasBet(userId: number, requestId: string): Promise<boolean> {
    return (await betByKey(this.deps.db, userId, requestId)) !== undefined;
  }

  /** The cash-out offers on the caller's open bets (decision 0074). */
  async cashOutQuotes(userId: number): Promise<{ items: SportsCashOutQuote[] }> {
    return { items: await this.deps.cashOut.quotes(userId) };
  }

  /** Cashes out the caller's bet for the offer they saw (`amountMinor`). */
  cashOut(locale: LocaleCode, userId: number, betId: number, amountMinor: bigint): Promise<SportsBet> {
    return this.deps.cashOut.cashOut(locale, userId, betId, amountMinor);
  }
}
