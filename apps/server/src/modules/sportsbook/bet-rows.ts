import { type Executor, queryRows } from '@jeton/db';
import type { LocaleCode, SportsBet } from '@jeton/domain';
import { toMoneyAmount } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import { oddsToDecimal, potentialReturnMinor } from './odds.js';

// A sports bet's row as the sportsbook reads it, and as the player's API shows it.

export interface BetRow {
  id: number;
  userId: number;
  clientKey: string;
  selectionId: number;
  marketId: number;
  eventId: number;
  currency: string;
  stakeMinor: bigint;
  oddsHundredths: number;
  priceVersion: number;
  terms: Record<'event' | 'market' | 'selection', { en: string; fr: string }>;
  status: 'open' | 'won' | 'lost' | 'void';
  pendingKey: string;
  payoutMinor: bigint;
  placedAt: Date;
  settledAt: Date | null;
}

const COLUMNS = sql`id, user_id, client_key, selection_id, market_id, event_id, currency, stake_minor,
  odds_hundredths, price_version, terms, status, pending_key, payout_minor, placed_at, settled_at`;

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
    selectionId: Number(row.selection_id),
    marketId: Number(row.market_id),
    eventId: Number(row.event_id),
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
  };
}

export function presentBet(bet: BetRow, locale: LocaleCode): SportsBet {
  const money = (minor: bigint) => toMoneyAmount(minor, bet.currency).amount;
  return {
    id: bet.id,
    status: bet.status,
    currency: bet.currency,
    stake: money(bet.stakeMinor),
    odds: oddsToDecimal(bet.oddsHundredths),
    potential_return: money(potentialReturnMinor(bet.stakeMinor, bet.oddsHundredths)),
    payout: money(bet.payoutMinor),
    event_id: bet.eventId,
    event: bet.terms.event[locale],
    market: bet.terms.market[locale],
    selection: bet.terms.selection[locale],
    placed_at: bet.placedAt.toISOString(),
    settled_at: bet.settledAt?.toISOString() ?? null,
  };
}
