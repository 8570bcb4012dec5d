import { queryRows } from '@jeton/db';
import type { BettingBonus } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { playerBalances } from '../../ledger/index.js';
import { callApi, type TestApp } from '../../testing/app.js';
import { dataOf } from '../../testing/expect-api.js';

// Helpers of the betting-bonus tests: free bets granted through the service as an offer grants
// them, activated and placed through the API as a player does.

let grants = 0;

/** A free bet granted to the player (available), with these terms. */
export async function grantFreeBet(
  t: TestApp,
  uid: number,
  terms: { bet_amount?: number; min_odds?: number; days?: number } = {},
): Promise<number> {
  const key = `test-grant-${++grants}-${Math.random().toString(36).slice(2, 8)}`;
  await t.database.db.transaction((tx) =>
    t.services.bettingBonuses.grant(tx, {
      userId: uid,
      currency: 'EUR',
      offerId: null,
      titles: { en: 'Test free bet', fr: 'Pari gratuit de test' },
      grantKey: key,
      terms: { bet_amount: 5, min_odds: 1.5, days: 14, ...terms },
    }),
  );
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM player_betting_bonuses WHERE grant_key = ${key}`,
  );
  return Number(row!.id);
}

export const activate = (t: TestApp, cookie: string | undefined, id: number | string) =>
  callApi(t.app, 'POST', 'BettingBonuses/activate', { betting_bonus_id: id }, { cookie });

export const remove = (t: TestApp, cookie: string | undefined, id: number | string) =>
  callApi(t.app, 'POST', 'BettingBonuses/remove', { betting_bonus_id: id }, { cookie });

export async function bettingBonusesOf(t: TestApp, cookie: string, locale: 'en' | 'fr' = 'en') {
  return dataOf<{ total: number; items: BettingBonus[] }>(
    await callApi(t.app, 'GET', 'BettingBonuses/get', { count: 20 }, { cookie, locale }),
  );
}

let requests = 0;
/** A single staked from the free bet: placeBet with `betting_bonus_id`. */
export function placeFreeBet(
  t: TestApp,
  cookie: string,
  params: { selection_id: number; stake: string; odds: number; betting_bonus_id: number | string },
) {
  return callApi(
    t.app,
    'POST',
    'sportsbook/placeBet',
    {
      request_id: `free-bet-${++requests}-${Math.random().toString(36).slice(2, 8)}`,
      ...params,
      odds: params.odds.toFixed(2),
    },
    { cookie },
  );
}

export const balancesOf = (t: TestApp, uid: number) => playerBalances(t.database.db, uid, 'EUR');

export async function ledgerKindsOf(t: TestApp, reference: string): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(
    t.database.db,
    sql`SELECT kind FROM ledger_transactions WHERE reference = ${reference} ORDER BY id`,
  );
  return rows.map((row) => row.kind);
}

/** A multiple staked from the free bet (decision 0077): placeMultiple with `betting_bonus_id`. */
export function placeFreeMultiple(
  t: TestApp,
  cookie: string | undefined,
  params: {
    legs: readonly { id: number; odds: number }[];
    stake: string;
    betting_bonus_id: number | string;
    request_id?: string;
  },
) {
  const { legs, request_id, ...rest } = params;
  return callApi(
    t.app,
    'POST',
    'sportsbook/placeMultiple',
    {
      ...rest,
      request_id: request_id ?? `free-multiple-${++requests}-${Math.random().toString(36).slice(2, 8)}`,
      legs: legs.map((leg) => `${leg.id}:${leg.odds.toFixed(2)}`).join(','),
    },
    { cookie },
  );
}
