import { type Executor, queryRows } from '@jeton/db';
import { commitServerSeed, generateClientSeed, generateServerSeed } from '@jeton/games';
import { type SQL, sql } from 'drizzle-orm';

// Seed pairs (packages/games README, "Fairness scheme"): the server seed stays secret while the pair
// is active, its commitment is shown; each round takes the next nonce; rotating reveals the seed.

/** A player owns one active pair for every game; a guest's belongs to their demo session. */
export type SeedOwner = { userId: number } | { gameSessionId: number };

export interface ActiveSeedPair {
  id: number;
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  /** The nonce the next round will take. */
  nextNonce: number;
}

export interface TakenNonce {
  seedPairId: number;
  /** The id of the round that takes the nonce, drawn in the same statement. */
  roundId: number;
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nonce: number;
}

function ownedBy(owner: SeedOwner): SQL {
  return 'userId' in owner ? sql`user_id = ${owner.userId}` : sql`game_session_id = ${owner.gameSessionId}`;
}

interface PairRow extends Record<string, unknown> {
  id: string;
  server_seed: string;
  commitment: string;
  client_seed: string;
  next_nonce: number;
}

const toPair = (row: PairRow): ActiveSeedPair => ({
  id: Number(row.id),
  serverSeed: row.server_seed,
  commitment: row.commitment,
  clientSeed: row.client_seed,
  nextNonce: Number(row.next_nonce),
});

/** Opens a pair for the owner unless one is active (two callers racing open one). */
async function openPair(executor: Executor, owner: SeedOwner, clientSeed: string): Promise<void> {
  const serverSeed = generateServerSeed();
  const [userId, gameSessionId] = 'userId' in owner ? [owner.userId, null] : [null, owner.gameSessionId];
  const target = 'userId' in owner ? sql`(user_id)` : sql`(game_session_id)`;
  await executor.execute(sql`INSERT INTO game_seed_pairs (user_id, game_session_id, server_seed, commitment, client_seed)
      VALUES (${userId}, ${gameSessionId}, ${serverSeed}, ${commitServerSeed(serverSeed)}, ${clientSeed})
      ON CONFLICT ${target} WHERE status = 'active' DO NOTHING`);
}

/** The owner's active pair, opened with a random client seed on first use. */
export async function activeSeedPair(executor: Executor, owner: SeedOwner): Promise<ActiveSeedPair> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await queryRows<PairRow>(
      executor,
      sql`SELECT id, server_seed, commitment, client_seed, next_nonce FROM game_seed_pairs
          WHERE ${ownedBy(owner)} AND status = 'active'`,
    );
    if (row) return toPair(row);
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
    const [row] = await queryRows<PairRow & { round_id: string }>(
      tx,
      sql`UPDATE game_seed_pairs SET next_nonce = next_nonce + 1
          WHERE ${ownedBy(owner)} AND status = 'active'
          RETURNING id, server_seed, commitment, client_seed, next_nonce - 1 AS next_nonce,
            nextval('game_rounds_id_seq') AS round_id`,
    );
    if (row) {
      const pair = toPair(row);
      return { ...pair, seedPairId: pair.id, nonce: pair.nextNonce, roundId: Number(row.round_id) };
    }
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
  const [old] = await queryRows<PairRow>(
    tx,
    sql`UPDATE game_seed_pairs SET status = 'revealed', revealed_at = now()
        WHERE ${ownedBy(owner)} AND status = 'active'
        RETURNING id, server_seed, commitment, client_seed, next_nonce`,
  );
  if (!old) throw new Error('rotateSeedPair without an active pair');
  await openPair(tx, owner, clientSeed);
  const next = await activeSeedPair(tx, owner);
  const used = Number(old.next_nonce);
  return {
    revealed: {
      seedPairId: Number(old.id),
      serverSeed: old.server_seed,
      commitment: old.commitment,
      clientSeed: old.client_seed,
      lastNonce: used === 0 ? null : used - 1,
    },
    next: { commitment: next.commitment, clientSeed: next.clientSeed, nonce: next.nextNonce },
  };
}

/** Locks the owner's active pair (opening it if needed) for the rest of the transaction. */
export async function lockSeedPair(tx: Executor, owner: SeedOwner): Promise<ActiveSeedPair> {
  await activeSeedPair(tx, owner);
  const [row] = await queryRows<PairRow>(
    tx,
    sql`SELECT id, server_seed, commitment, client_seed, next_nonce FROM game_seed_pairs
        WHERE ${ownedBy(owner)} AND status = 'active' FOR UPDATE`,
  );
  if (!row) throw new Error('The active seed pair vanished');
  return toPair(row);
}
