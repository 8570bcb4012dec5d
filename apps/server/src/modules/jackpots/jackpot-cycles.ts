import type { Executor } from '@jeton/db';
import { houseAccountId, postTransfer } from '../../ledger/index.js';
import { insertCycle, type OpenCycle } from './jackpot-cycle-store.js';
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
  const id = await insertCycle(tx, {
    jackpotId: terms.jackpotId,
    number,
    version: terms.version,
    dropMinMinor: terms.dropMinMinor,
    dropMaxMinor: terms.dropMaxMinor,
    dropAmountMinor: draw.amountMinor,
    salt: draw.salt,
    commitment: draw.commitment,
    startedAt: now,
  });
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
  return { id, number, dropAmountMinor: draw.amountMinor };
}
