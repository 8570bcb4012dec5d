import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { houseAccountId, playerAccountId, playerBalances, postTransfer } from '../../ledger/index.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';

// Helpers of the cashier's API tests (not a test file itself).

export const ADMIN_TOKEN = 'admin-token-for-the-cashier-tests-0123';

/** Credits a player's main balance as a confirmed deposit would (clearing → main), in major units. */
export async function fund(t: TestApp, uid: number, major: number, currency = 'EUR'): Promise<void> {
  const amountMinor = BigInt(major) * 100n;
  const [main, clearing] = await Promise.all([
    playerAccountId(t.database.db, uid, 'main', currency),
    houseAccountId(t.database.db, 'payment_clearing', currency, uid),
  ]);
  await postTransfer(t.database.db, {
    idempotencyKey: `test-fund:${uid}:${Math.random()}`,
    kind: 'deposit',
    postings: [
      { accountId: clearing, currency, amountMinor: -amountMinor },
      { accountId: main, currency, amountMinor },
    ],
  });
}

/**
 * A player who may withdraw: login e-mail confirmed and the profile's name and date of birth
 * filled in (decision 0014), optionally verified, with a funded main balance.
 */
export async function eligiblePlayer(
  t: TestApp,
  options: { balance?: number; verified?: boolean } = {},
): Promise<{ cookie: string; uid: number }> {
  const { cookie, uid } = await registerPlayer(t.app);
  await t.database.db.execute(
    sql`UPDATE users SET email_confirmed = true, is_verified = ${options.verified ?? false} WHERE id = ${uid}`,
  );
  await t.database.db.execute(
    sql`INSERT INTO user_profiles (user_id, first_name, last_name, birth_date)
        VALUES (${uid}, 'Ada', 'Lovelace', '10.12.1985')
        ON CONFLICT (user_id) DO UPDATE SET first_name = 'Ada', last_name = 'Lovelace', birth_date = '10.12.1985'`,
  );
  if (options.balance) await fund(t, uid, options.balance);
  return { cookie, uid };
}

export async function mainBalance(t: TestApp, uid: number, currency = 'EUR'): Promise<bigint> {
  return (await playerBalances(t.database.db, uid, currency)).main;
}

export async function paymentCount(t: TestApp, uid: number, kind?: 'deposit' | 'withdrawal') {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM payment_transactions
        WHERE user_id = ${uid} AND (${kind ?? null}::text IS NULL OR kind = ${kind ?? null})`,
  );
  return row!.n;
}

export async function ledgerCount(t: TestApp, referencePrefix: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE reference LIKE ${`${referencePrefix}%`}`,
  );
  return row!.n;
}

export async function withdraw(
  t: TestApp,
  cookie: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return callApi(t.app, 'POST', 'cashier/makewithdrawal', params, { cookie, headers });
}

export interface OperatorWithdrawal {
  id: number;
  uid: number;
  method: string;
  amount: { amount: number; currency: string };
  requisites: string;
  bank_id: string | null;
  status: string;
}

export interface AdminAnswer {
  data?: Partial<OperatorWithdrawal> & { items?: OperatorWithdrawal[] };
  error?: { type: string; code?: string; data?: Record<string, unknown> };
}

export async function adminCall(t: TestApp, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json() as AdminAnswer };
}
