import { type Executor, queryRows } from '@jeton/db';
import type { LocaleCode, SportsBet, SportsBetLeg } from '@jeton/domain';
import { toMoneyAmount } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import { freeBetWinningsMinor } from '../../betting-bonuses/free-bet-terms.js';
import { oddsToDecimal, potentialReturnMinor } from '../pricing/odds.js';
import { type LegResult, legResultOf } from '../pricing/settlement-outcome.js';

// A sports bet's row as the sportsbook reads it, and as the player's API shows it.

export interface BetRow {
  id: number;
  userId: number;
  clientKey: string;
  kind: 'single' | 'multiple';
  /** A single's selection, market and event; null for a multiple (its legs name theirs). */
  selectionId: number | null;
  marketId: number | null;
  eventId: number | null;
  currency: string;
  stakeMinor: bigint;
  oddsHundredths: number;
  priceVersion: number;
  terms: Record<'event' | 'market' | 'selection', { en: string; fr: string }>;
  status: 'open' | 'won' | 'lost' | 'void' | 'cashed_out';
  pendingKey: string;
  payoutMinor: bigint;
  placedAt: Date;
  settledAt: Date | null;
  /** The free bet it was staked from (decision 0070), or null. */
  bettingBonusId: number | null;
}

const COLUMNS = sql`id, user_id, client_key, kind, selection_id, market_id, event_id, currency, stake_minor,
  odds_hundredths, price_version, terms, status, pending_key, payout_minor, placed_at, settled_at,
  betting_bonus_id`;

export async function selectBets(executor: Executor, where: SQL, tail: SQL = sql``): Promise<BetRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT ${COLUMNS} FROM sports_bets WHERE ${where} ${tail}`,
  );
  return rows.map(fromRow);
}

function fromRow(row: Record<string, unknown>): BetRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    clientKey: String(row.client_key),
    kind: row.kind === 'multiple' ? 'multiple' : 'single',
    selectionId: row.selection_id === null ? null : Number(row.selection_id),
    marketId: row.market_id === null ? null : Number(row.market_id),
    eventId: row.event_id === null ? null : Number(row.event_id),
    currency: String(row.currency).trim(),
    stakeMinor: BigInt(row.stake_minor as string),
    oddsHundredths: Number(row.odds_hundredths),
    priceVersion: Number(row.price_version),
    terms: (typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms) as BetRow['terms'],
    status: row.status as BetRow['status'],
    pendingKey: String(row.pending_key),
    payoutMinor: BigInt(row.payout_minor as string),
    placedAt: new Date(row.placed_at as string),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at as string),
    bettingBonusId: row.betting_bonus_id === null ? null : Number(row.betting_bonus_id),
  };
}

/** One leg of a multiple, with its market's result as it is now (results are final). */
export interface LegRow {
  betId: number;
  legNo: number;
  selectionId: number;
  marketId: number;
  eventId: number;
  oddsHundredths: number;
  terms: BetRow['terms'];
  result: LegResult;
}

/** The legs of these bets (multiples), in their order, each with its market's result. */
export async function selectLegs(executor: Executor, betIds: readonly number[]): Promise<LegRow[]> {
  if (betIds.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT l.bet_id, l.leg_no, l.selection_id, l.market_id, l.event_id, l.odds_hundredths, l.terms,
          m.status AS market_status, m.winning_selection_id
        FROM sports_bet_legs l JOIN sports_markets m ON m.id = l.market_id
        WHERE l.bet_id = ANY (${`{${betIds.join(',')}}`}::bigint[])
        ORDER BY l.bet_id, l.leg_no`,
  );
  return rows.map((row) => ({
    betId: Number(row.bet_id),
    legNo: Number(row.leg_no),
    selectionId: Number(row.selection_id),
    marketId: Number(row.market_id),
    eventId: Number(row.event_id),
    oddsHundredths: Number(row.odds_hundredths),
    terms: (typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms) as BetRow['terms'],
    result: legResultOf(
      {
        status: String(row.market_status),
        winningSelectionId: row.winning_selection_id === null ? null : Number(row.winning_selection_id),
      },
      Number(row.selection_id),
    ),
  }));
}

export function presentLeg(leg: LegRow, locale: LocaleCode): SportsBetLeg {
  return {
    event_id: leg.eventId,
    event: leg.terms.event[locale],
    market: leg.terms.market[locale],
    selection: leg.terms.selection[locale],
    odds: oddsToDecimal(leg.oddsHundredths),
    result: leg.result,
  };
}

export function presentBet(bet: BetRow, locale: LocaleCode, legs: readonly LegRow[] = []): SportsBet {
  const money = (minor: bigint) => toMoneyAmount(minor, bet.currency).amount;
  return {
    id: bet.id,
    kind: bet.kind,
    status: bet.status,
    currency: bet.currency,
    stake: money(bet.stakeMinor),
    odds: oddsToDecimal(bet.oddsHundredths),
    potential_return: money(
      bet.bettingBonusId === null
        ? potentialReturnMinor(bet.stakeMinor, bet.oddsHundredths)
        : freeBetWinningsMinor(bet.stakeMinor, bet.oddsHundredths),
    ),
    payout: money(bet.payoutMinor),
    event_id: bet.eventId,
    event: bet.terms.event[locale],
    market: bet.terms.market[locale],
    selection: bet.terms.selection[locale],
    legs: legs.filter((leg) => leg.betId === bet.id).map((leg) => presentLeg(leg, locale)),
    placed_at: bet.placedAt.toISOString(),
    settled_at: bet.settledAt?.toISOString() ?? null,
    betting_bonus_id: bet.bettingBonusId,
  };
}
