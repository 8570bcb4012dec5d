import type { Database, Executor } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type { SportsBetAdmin, SportsEventAdmin, SportsMarketAdmin } from '@jeton/domain/backoffice';
import type { AccountStore } from '../../account/account-store.js';
import { selectLegs } from '../betting/bets-store.js';
import { resultMarket, voidOpenMarkets } from '../settlement/market-results.js';
import { appendSportsChange } from '../sportsbook-events.js';
import {
  adminBetRows,
  adminEventRows,
  adminMarketRows,
  cancelEvent,
  changeMarketStatus,
  lockEvent,
  lockMarket,
} from './admin-store.js';

const notFound = (what: string) =>
  new AppError('InvalidRequestException', `There is no such ${what}`, { code: 'NOT_FOUND', status: 404 });
const conflict = (message: string) =>
  new AppError('InvalidRequestException', message, { code: 'MARKET_SETTLED', status: 409 });

/**
 * The traders' side of the sportsbook: events with each market's open stakes and liability, the
 * bets, and the changes (suspend or reopen a market, settle it with a result, void an event). Each
 * change runs in the caller's transaction (its audit entry's) and answers the record before and
 * after; the settlement job moves the money.
 */
export class SportsbookAdmin {
  constructor(
    private readonly deps: {
      db: Database;
      /** The players' logins are the account module's (decision 0091). */
      accounts: Pick<AccountStore, 'namesOf'>;
    },
  ) {}

  events(status: 'open' | 'all'): Promise<SportsEventAdmin[]> {
    return this.selectEvents(this.deps.db, { status });
  }

  async bets(marketId: number | undefined): Promise<SportsBetAdmin[]> {
    const rows = await adminBetRows(this.deps.db, marketId);
    const [legs, names] = await Promise.all([
      selectLegs(
        this.deps.db,
        rows.filter((row) => row.kind === 'multiple').map((row) => Number(row.id)),
      ),
      this.deps.accounts.namesOf(rows.map((row) => Number(row.user_id))),
    ]);
    return rows.map((row) => {
      const terms = (typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms) as Record<
        string,
        { en: string }
      >;
      return {
        id: Number(row.id),
        kind: row.kind === 'multiple' ? ('multiple' as const) : ('single' as const),
        userId: Number(row.user_id),
        login: names.get(Number(row.user_id))?.login ?? '',
        event: terms.event!.en,
        market: terms.market!.en,
        selection: terms.selection!.en,
        currency: String(row.currency).trim(),
        stakeMinor: Number(row.stake_minor),
        odds: Number(row.odds_hundredths) / 100,
        status: row.status as SportsBetAdmin['status'],
        payoutMinor: Number(row.payout_minor),
        placedAt: new Date(String(row.placed_at)).toISOString(),
        legs: legs
          .filter((leg) => leg.betId === Number(row.id))
          .map((leg) => ({
            eventId: leg.eventId,
            event: leg.terms.event.en,
            market: leg.terms.market.en,
            selection: leg.terms.selection.en,
            odds: leg.oddsHundredths / 100,
            result: leg.result,
          })),
      };
    });
  }

  async setMarketStatus(tx: Executor, marketId: number, status: 'open' | 'suspended') {
    const before = await this.lockedMarket(tx, marketId);
    if (before.status === 'settled' || before.status === 'void')
      throw conflict('This market has a result already');
    await changeMarketStatus(tx, marketId, status);
    await appendSportsChange(tx, before.eventId, 'event');
    return { before, after: await this.market(tx, marketId) };
  }

  async settleMarket(tx: Executor, marketId: number, winningSelectionId: number, now: Date) {
    const before = await this.lockedMarket(tx, marketId);
    if (!before.selections.some((selection) => selection.id === winningSelectionId)) {
      throw AppError.invalidParameters({ winningSelectionId: 'Not a selection of this market' });
    }
    if (!(await resultMarket(tx, marketId, winningSelectionId, now)))
      throw conflict('This market has a result already');
    return { before, after: await this.market(tx, marketId) };
  }

  async voidEvent(tx: Executor, eventId: number, now: Date) {
    if (!(await lockEvent(tx, eventId))) throw notFound('event');
    const before = await this.event(tx, eventId);
    if (before.status === 'cancelled') throw conflict('This event is void already');
    await cancelEvent(tx, eventId, now);
    await voidOpenMarkets(tx, eventId, now);
    await appendSportsChange(tx, eventId, 'event');
    return { before, after: await this.event(tx, eventId) };
  }

  private async event(executor: Executor, eventId: number): Promise<SportsEventAdmin> {
    const [event] = await this.selectEvents(executor, { id: eventId });
    if (!event) throw notFound('event');
    return event;
  }

  private async selectEvents(
    executor: Executor,
    which: Parameters<typeof adminEventRows>[1],
  ): Promise<SportsEventAdmin[]> {
    const events = await adminEventRows(executor, which);
    const ids = events.map((event) => Number(event.id));
    const markets = await this.markets(executor, { eventIds: ids });
    return events.map((event) => ({
      id: Number(event.id),
      sport: String(event.sport),
      competition: String(event.competition),
      name: `${event.home_en} – ${event.away_en}`,
      startsAt: new Date(String(event.starts_at)).toISOString(),
      status: event.status as SportsEventAdmin['status'],
      score: event.score_home === null ? null : `${event.score_home} – ${event.score_away}`,
      markets: markets.filter((market) => market.eventId === Number(event.id)),
    }));
  }

  /** Locks the market's row: a bet being placed on it (FOR SHARE) finishes first. */
  private async lockedMarket(tx: Executor, marketId: number): Promise<SportsMarketAdmin> {
    if (!(await lockMarket(tx, marketId))) throw notFound('market');
    return this.market(tx, marketId);
  }

  private async market(executor: Executor, marketId: number): Promise<SportsMarketAdmin> {
    const [market] = await this.markets(executor, { id: marketId });
    if (!market) throw notFound('market');
    return market;
  }

  private async markets(
    executor: Executor,
    which: Parameters<typeof adminMarketRows>[1],
  ): Promise<SportsMarketAdmin[]> {
    const rows = await adminMarketRows(executor, which);
    const byMarket = new Map<number, SportsMarketAdmin>();
    for (const row of rows) {
      const id = Number(row.market_id);
      let market = byMarket.get(id);
      if (!market) {
        market = {
          id,
          eventId: Number(row.event_id),
          name: String(row.market),
          status: row.status as SportsMarketAdmin['status'],
          winningSelectionId: row.winning_selection_id === null ? null : Number(row.winning_selection_id),
          openBets: 0,
          openMultiples: Number(row.multiples),
          stakeMinor: 0,
          liabilityMinor: 0,
          selections: [],
        };
        byMarket.set(id, market);
      }
      const stakeMinor = Number(row.stake_minor);
      const returnMinor = Number(row.return_minor);
      market.openBets += Number(row.bets);
      market.stakeMinor += stakeMinor;
      market.selections.push({
        id: Number(row.selection_id),
        name: String(row.selection),
        odds: Number(row.odds_hundredths) / 100,
        stakeMinor,
        returnMinor,
      });
    }
    for (const market of byMarket.values()) {
      const worst = Math.max(0, ...market.selections.map((selection) => selection.returnMinor));
      market.liabilityMinor = worst - market.stakeMinor;
    }
    return [...byMarket.values()];
  }
}
