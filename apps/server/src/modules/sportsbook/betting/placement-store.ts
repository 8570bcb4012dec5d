import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { BetRow } from './bet-rows.js';

// Placement's reads and writes (bet-placement.ts): the offers a bet is placed on, and the bet's rows.
// Each runs in placement's transaction, after the player lock (decision 0083).

/** A selection as placement checks it, with its market's and event's state and names. */
export type Offer = {
  selection_id: string;
  market_id: string;
  event_id: string;
  odds_hundredths: number;
  price_version: string;
  market_status: string;
  event_status: string;
  starts_at: string;
  selection_en: string;
  selection_fr: string;
  market_en: string;
  market_fr: string;
  home_en: string;
  home_fr: string;
  away_en: string;
  away_fr: string;
};

/**
 * The selections as they are now, their markets held FOR SHARE (in the markets' order, as every
 * placement takes them) so that a result cannot land between the checks and the bet's commit.
 */
export function offersOf(tx: Executor, selectionIds: readonly number[]): Promise<Offer[]> {
  return queryRows<Offer>(
    tx,
    sql`SELECT s.id AS selection_id, m.id AS market_id, e.id AS event_id, s.odds_hundredths, s.price_version,
          m.status AS market_status, e.status AS event_status, e.starts_at,
          s.name_en AS selection_en, s.name_fr AS selection_fr, m.name_en AS market_en, m.name_fr AS market_fr,
          e.home_en, e.home_fr, e.away_en, e.away_fr
        FROM sports_selections s
        JOIN sports_markets m ON m.id = s.market_id
        JOIN sports_events e ON e.id = m.event_id
        WHERE s.id = ANY (${`{${selectionIds.join(',')}}`}::bigint[])
        ORDER BY m.id, s.id
        FOR SHARE OF m`,
  );
}

interface NewBet {
  userId: number;
  clientKey: string;
  currency: string;
  stakeMinor: bigint;
  terms: BetRow['terms'];
  pendingKey: string;
  placedAt: Date;
  bettingBonusId: number | null;
}

/** Inserts a single at the offer's price; undefined when this client key placed a bet already. */
export async function insertSingleBet(
  tx: Executor,
  bet: NewBet & { offer: Offer },
): Promise<{ id: string } | undefined> {
  const { offer } = bet;
  const [inserted] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO sports_bets (user_id, client_key, selection_id, market_id, event_id, currency, stake_minor,
          odds_hundredths, price_version, terms, pending_key, placed_at, betting_bonus_id)
        VALUES (${bet.userId}, ${bet.clientKey}, ${offer.selection_id}, ${offer.market_id}, ${offer.event_id},
          ${bet.currency}, ${bet.stakeMinor}, ${offer.odds_hundredths}, ${offer.price_version},
          ${JSON.stringify(bet.terms)}::jsonb, ${bet.pendingKey}, ${bet.placedAt}, ${bet.bettingBonusId})
        ON CONFLICT (user_id, client_key) DO NOTHING RETURNING id`,
  );
  return inserted;
}

/** Inserts a multiple at its combined odds; undefined when this client key placed a bet already. */
export async function insertMultipleBet(
  tx: Executor,
  bet: NewBet & { oddsHundredths: number },
): Promise<{ id: string } | undefined> {
  const [inserted] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO sports_bets (user_id, client_key, kind, currency, stake_minor, odds_hundredths, price_version,
          terms, pending_key, placed_at, betting_bonus_id)
        VALUES (${bet.userId}, ${bet.clientKey}, 'multiple', ${bet.currency}, ${bet.stakeMinor},
          ${bet.oddsHundredths}, 0, ${JSON.stringify(bet.terms)}::jsonb, ${bet.pendingKey}, ${bet.placedAt},
          ${bet.bettingBonusId})
        ON CONFLICT (user_id, client_key) DO NOTHING RETURNING id`,
  );
  return inserted;
}

/** One leg of a multiple, at the offer's price and with its names. */
export async function insertLeg(
  tx: Executor,
  betId: number,
  legNo: number,
  offer: Offer,
  terms: BetRow['terms'],
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO sports_bet_legs (bet_id, leg_no, selection_id, market_id, event_id, odds_hundredths,
          price_version, terms)
        VALUES (${betId}, ${legNo}, ${offer.selection_id}, ${offer.market_id}, ${offer.event_id},
          ${offer.odds_hundredths}, ${offer.price_version}, ${JSON.stringify(terms)}::jsonb)`,
  );
}
