import type { LocaleCode, SportsBet, SportsBetLeg } from '@jeton/domain';
import { toMoneyAmount } from '@jeton/domain';
import { freeBetWinningsMinor } from '../../betting-bonuses/free-bet-terms.js';
import { oddsToDecimal, potentialReturnMinor } from '../pricing/odds.js';
import type { LegResult } from '../pricing/settlement-outcome.js';

// A sports bet's row as the sportsbook reads it (betting/bets-store.ts), and as the player's API shows it.

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
