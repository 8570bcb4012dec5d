import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { houseAccountId, postTransfer } from '../../ledger/index.js';
import { drawDrop } from './provably-fair-drop.js';

/** The terms a new cycle copies when it starts (a later edit never changes them). */
export interface CycleTerms {
  jackpotId: number;
  currency: string;
  poolAccountId: number;
  version: number;
  seedMinor: bigint;
  dropMinMinor: bigint;
  dropMaxMinor: bigint;
}

export interface OpenCycle {
  id: number;
  number: number;
  dropAmountMinor: bigint;
}

/**
 * Starts cycle `number`: draws its secret drop amount, stores its commitment and funds the pool
 * with the seed from the game house, keyed by jackpot and cycle so that it is funded once.
 */
export async function startCycle(
  tx: Executor,
  terms: CycleTerms,
  number: number,
  now: Date,
): Promise<OpenCycle> {
  const draw = drawDrop(terms.dropMinMinor, terms.dropMaxMinor);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO jackpot_cycles (jackpot_id, number, version, drop_min_minor, drop_max_minor,
          drop_amount_minor, salt, commitment, started_at)
        VALUES (${terms.jackpotId}, ${number}, ${terms.version}, ${terms.dropMinMinor}, ${terms.dropMaxMinor},
          ${draw.amountMinor}, ${draw.salt}, ${draw.commitment}, ${now})
        RETURNING id`,
  );
  if (terms.seedMinor > 0n) {
    const house = await houseAccountId(tx, 'game_house', terms.currency, terms.jackpotId);
    await postTransfer(tx, {
      idempotencyKey: `jackpot:${terms.jackpotId}:cycle:${number}:seed`,
      kind: 'jackpot_contribution',
      reference: `jackpot:${terms.jackpotId}`,
      metadata: { cycle: number, seed: true },
      postings: [
        { accountId: house, currency: terms.currency, amountMinor: -terms.seedMinor },
        { accountId: terms.poolAccountId, currency: terms.currency, amountMinor: terms.seedMinor },
      ],
    });
  }
  return { id: Number(row!.id), number, dropAmountMinor: draw.amountMinor };
}

/** The jackpot's running cycle, locked until the caller's transaction ends. */
export async function lockOpenCycle(tx: Executor, jackpotId: number): Promise<OpenCycle | null> {
  const [row] = await queryRows<{ id: string; number: number; drop_amount_minor: string }>(
    tx,
    sql`SELECT id, number, drop_amount_minor FROM jackpot_cycles
        WHERE jackpot_id = ${jackpotId} AND won_at IS NULL FOR UPDATE`,
  );
  return row
    ? { id: Number(row.id), number: Number(row.number), dropAmountMinor: BigInt(row.drop_amount_minor) }
    : null;
}
