import type { Executor } from '@jeton/db';
import { commitServerSeed, generateClientSeed, generateServerSeed } from '@jeton/games';
import {
  type ActiveSeedPair,
  findActivePair,
  insertPairUnlessActive,
  lockActivePair,
  revealActivePair,
  type SeedOwner,
  type TakenNonce,
  takeNextNonce,
} from './seed-pairs-store.js';

// Seed pairs (packages/games README, "Fairness scheme"): the server seed stays secret while the pair
// is active, its commitment is shown; each round takes the next nonce; rotating reveals the seed.

export type { ActiveSeedPair, SeedOwner, TakenNonce } from './seed-pairs-store.js';

/** Opens a pair for the owner unless one is active (two callers racing open one). */
async function openPair(executor: Executor, owner: SeedOwner, clientSeed: string): Promise<void> {
  const serverSeed = generateServerSeed();
  await insertPairUnlessActive(executor, owner, {
    serverSeed,
    commitment: commitServerSeed(serverSeed),
    clientSeed,
  });
}

/** The owner's active pair, opened with a random client seed on first use. */
export async function activeSeedPair(executor: Executor, owner: SeedOwner): Promise<ActiveSeedPair> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const pair = await findActivePair(executor, owner);
    if (pair) return pair;
    await openPair(executor, owner, generateClientSeed());
  }
  throw new Error('No active seed pair could be opened');
}

/**
 * Takes the next nonce of the owner's active pair. The row stays locked until the caller's
 * transaction ends, so the rounds of one player are played one after another, never on one nonce.
 */
export async function takeNonce(tx: Executor, owner: SeedOwner): Promise<TakenNonce> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const taken = await takeNextNonce(tx, owner);
    if (taken) return taken;
    await openPair(tx, owner, generateClientSeed());
  }
  throw new Error('No active seed pair could be opened');
}

export interface RotatedSeeds {
  revealed: {
    seedPairId: number;
    serverSeed: string;
    commitment: string;
    clientSeed: string;
    lastNonce: number | null;
  };
  next: { commitment: string; clientSeed: string; nonce: number };
}

/**
 * Reveals the active pair's server seed and opens a new pair with the player's client seed. Done in
 * the caller's transaction, which must already hold the pair's lock (see `lockSeedPair`).
 */
export async function rotateSeedPair(
  tx: Executor,
  owner: SeedOwner,
  clientSeed: string,
): Promise<RotatedSeeds> {
  const old = await revealActivePair(tx, owner);
  if (!old) throw new Error('rotateSeedPair without an active pair');
  await openPair(tx, owner, clientSeed);
  const next = await activeSeedPair(tx, owner);
  const used = old.nextNonce;
  return {
    revealed: {
      seedPairId: old.id,
      serverSeed: old.serverSeed,
      commitment: old.commitment,
      clientSeed: old.clientSeed,
      lastNonce: used === 0 ? null : used - 1,
    },
    next: { commitment: next.commitment, clientSeed: next.clientSeed, nonce: next.nextNonce },
  };
}

/** Locks the owner's active pair (opening it if needed) for the rest of the transaction. */
export async function lockSeedPair(tx: Executor, owner: SeedOwner): Promise<ActiveSeedPair> {
  await activeSeedPair(tx, owner);
  const pair = await lockActivePair(tx, owner);
  if (!pair) throw new Error('The active seed pair vanished');
  return pair;
}
