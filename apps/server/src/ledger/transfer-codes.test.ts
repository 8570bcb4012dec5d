import { type DatabaseHandle, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database.js';
import { databaseErrorOf } from './errors.js';
import { TRANSFER_CODE_LIST, TWO_PHASE_CODES } from './transfer-codes.js';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('the transfer-code catalogue', () => {
  it("names exactly the codes the migrated database's check accepts", async () => {
    const [row] = await queryRows<{ definition: string }>(
      handle.db,
      sql`SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
          WHERE conname = 'ledger_transactions_kind_known'`,
    );
    const accepted = [...row!.definition.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect([...accepted].sort()).toEqual([...TRANSFER_CODE_LIST].sort());
  });

  it('keeps the spellings that existing ledgers hold', () => {
    const existing = ['game_bet', 'game_win', 'game_rollback', 'deposit', 'withdrawal_reserve'];
    const beforeTwoPhase = ['withdrawal', 'withdrawal_return', 'fun_top_up'];
    expect(TRANSFER_CODE_LIST).toEqual(expect.arrayContaining([...existing, ...beforeTwoPhase]));
  });

  it('gives every phase of a two-phase transfer a code of its own', () => {
    for (const phases of Object.values(TWO_PHASE_CODES)) {
      expect(new Set(Object.values(phases)).size).toBe(4);
    }
  });

  it('is enforced by the database: a transaction of an unknown kind is refused', async () => {
    const attempt = handle.db.execute(
      sql`INSERT INTO ledger_transactions (kind, idempotency_key, request_hash) VALUES ('bet', 'unknown-kind', '')`,
    );
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(databaseErrorOf(error)).toMatchObject({ code: '23514' });
  });
});
