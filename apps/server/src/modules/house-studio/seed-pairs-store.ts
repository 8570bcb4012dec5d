import { type Executor, queryRows } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';

// SQL of game_seed_pairs: one active pair per owner (a unique index), its nonce taken with the
// next round's id, revealed, and locked. Every statement runs in the executor it is given; a nonce
// taken or a pair locked stays locked until the caller's transaction ends.

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

export interface NewSeedPair {
  serverSeed: string;
  commitment: string;
  clientSeed: string;
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

/** Inserts an active pair for the owner unless one is active (two callers racing insert one). */
export async function insertPairUnlessActive(
  executor: Executor,
  owner: SeedOwner,
  pair: NewSeedPair,
): Promise<void> {
  const [userId, gameSessionId] = 'userId' in owner ? [owner.userId, null] : [null, owner.gameSessionId];
  const target = 'userId' in owner ? sql`(user_id)` : sql`(game_session_id)`;
  await executor.execute(sql`INSERT INTO game_seed_pairs (user_id, game_session_id, server_seed, commitment, client_seed)
      VALUES (${userId}, ${gameSessionId}, ${pair.serverSeed}, ${pair.commitment}, ${pair.clientSeed})
      ON CONFLICT ${target} WHERE status = 'active' DO NOTHING`);
}

export async function findActivePair(executor: Executor, owner: SeedOwner): Promise<ActiveSeedPair | null> {
  const [row] = await queryRows<PairRow>(
    executor,
    sql`SELECT id, server_seed, commitment, client_seed, next_nonce FROM game_seed_pairs
        WHERE ${ownedBy(owner)} AND status = 'active'`,
  );
  return row ? toPair(row) : null;
}

/** Takes the active pair's next nonce and draws the round's id; null when the owner has no active pair. */
export async function takeNextNonce(tx: Executor, owner: SeedOwner): Promise<TakenNonce | null> {
  const [row] = await queryRows<PairRow & { round_id: string }>(
    tx,
    sql`UPDATE game_seed_pairs SET next_nonce = next_nonce + 1
        WHERE ${ownedBy(owner)} AND status = 'active'
        RETURNING id, server_seed, commitment, client_seed, next_nonce - 1 AS next_nonce,
          nextval('game_rounds_id_seq') AS round_id`,
  );
  if (!row) return null;
  const pair = toPair(row);
  return { ...pair, seedPairId: pair.id, nonce: pair.nextNonce, roundId: Number(row.round_id) };
}

/** Reveals the active pair (its server seed may be shown from now on) and answers it; null when none. */
export async function revealActivePair(tx: Executor, owner: SeedOwner): Promise<ActiveSeedPair | null> {
  const [old] = await queryRows<PairRow>(
    tx,
    sql`UPDATE game_seed_pairs SET status = 'revealed', revealed_at = now()
        WHERE ${ownedBy(owner)} AND status = 'active'
        RETURNING id, server_seed, commitment, client_seed, next_nonce`,
  );
  return old ? toPair(old) : null;
}

/** Locks the owner's active pair for the rest of the transaction; null when none. */
export async function lockActivePair(tx: Executor, owner: SeedOwner): Promise<ActiveSeedPair | null> {
  const [row] = await queryRows<PairRow>(
    tx,
    sql`SELECT id, server_seed, commitment, client_seed, next_nonce FROM game_seed_pairs
        WHERE ${ownedBy(owner)} AND status = 'active' FOR UPDATE`,
  );
  return row ? toPair(row) : null;
}
