import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// game_rounds: what the studio answers of a round, and the queries that find them.

/** A round's own columns, as written when it is played. */
export interface RoundFields {
  id: number;
  gameSessionId: number;
  userId: number | null;
  gameSysname: string;
  kind: string;
  mode: string;
  currency: string;
  seedPairId: number;
  nonce: number;
  stakeMinor: bigint;
  winMinor: bigint;
  balanceBeforeMinor: bigint;
  balanceAfterMinor: bigint;
  bet: unknown;
  state: unknown;
  status: 'open' | 'settled';
  freeSpinPackId: number | null;
  createdAt: Date;
  settledAt: Date | null;
}

export interface RoundRecord extends RoundFields {
  steps: unknown[];
  /** The pair's seeds: the server seed only once the pair was revealed. */
  commitment: string;
  clientSeed: string;
  serverSeed: string | null;
}

interface RoundRow extends Record<string, unknown> {
  id: string;
  game_session_id: string;
  user_id: string | null;
  game_sysname: string;
  kind: string;
  mode: string;
  currency: string;
  seed_pair_id: string;
  nonce: number;
  stake_minor: string;
  win_minor: string;
  balance_before_minor: string;
  balance_after_minor: string;
  bet: unknown;
  state: unknown;
  steps: unknown;
  status: 'open' | 'settled';
  free_spin_pack_id: string | null;
  created_at: string | Date;
  settled_at: string | Date | null;
  commitment: string;
  client_seed: string;
  server_seed: string | null;
}

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

export function toRoundRecord(row: RoundRow): RoundRecord {
  return {
    id: Number(row.id),
    gameSessionId: Number(row.game_session_id),
    userId: row.user_id === null ? null : Number(row.user_id),
    gameSysname: row.game_sysname,
    kind: row.kind,
    mode: row.mode,
    currency: row.currency.trim(),
    seedPairId: Number(row.seed_pair_id),
    nonce: Number(row.nonce),
    stakeMinor: BigInt(row.stake_minor),
    winMinor: BigInt(row.win_minor),
    balanceBeforeMinor: BigInt(row.balance_before_minor),
    balanceAfterMinor: BigInt(row.balance_after_minor),
    bet: parseJson(row.bet),
    state: parseJson(row.state),
    steps: (parseJson(row.steps) as unknown[]) ?? [],
    status: row.status,
    freeSpinPackId: row.free_spin_pack_id === null ? null : Number(row.free_spin_pack_id),
    createdAt: toDate(row.created_at),
    settledAt: row.settled_at === null ? null : toDate(row.settled_at),
    commitment: row.commitment,
    clientSeed: row.client_seed,
    serverSeed: row.server_seed,
  };
}

/** Round columns with the seed pair's, the server seed only when revealed. */
export const ROUND_COLUMNS = sql`r.id, r.game_session_id, r.user_id, r.game_sysname, r.kind, r.mode, r.currency,
  r.seed_pair_id, r.nonce, r.stake_minor::text, r.win_minor::text, r.balance_before_minor::text,
  r.balance_after_minor::text, r.bet, r.state, r.steps, r.status, r.free_spin_pack_id, r.created_at, r.settled_at,
  p.commitment, p.client_seed, CASE WHEN p.status = 'revealed' THEN p.server_seed END AS server_seed`;

export async function findRound(executor: Executor, roundId: number): Promise<RoundRecord | null> {
  const [row] = await queryRows<RoundRow>(
    executor,
    sql`SELECT ${ROUND_COLUMNS} FROM game_rounds r JOIN game_seed_pairs p ON p.id = r.seed_pair_id
        WHERE r.id = ${roundId}`,
  );
  return row ? toRoundRecord(row) : null;
}

export async function findRoundByRequest(
  executor: Executor,
  gameSessionId: number,
  requestId: string,
): Promise<RoundRecord | null> {
  const [row] = await queryRows<RoundRow>(
    executor,
    sql`SELECT ${ROUND_COLUMNS} FROM game_rounds r JOIN game_seed_pairs p ON p.id = r.seed_pair_id
        WHERE r.game_session_id = ${gameSessionId} AND r.request_id = ${requestId}`,
  );
  return row ? toRoundRecord(row) : null;
}

/** The open round of a player's game and mode (or a guest session's), to resume. */
export async function findOpenRound(
  executor: Executor,
  owner: { userId: number | null; gameSessionId: number; gameSysname: string; mode: string },
): Promise<RoundRecord | null> {
  const where =
    owner.userId !== null
      ? sql`r.user_id = ${owner.userId} AND r.game_sysname = ${owner.gameSysname} AND r.mode = ${owner.mode}`
      : sql`r.game_session_id = ${owner.gameSessionId} AND r.user_id IS NULL`;
  const [row] = await queryRows<RoundRow>(
    executor,
    sql`SELECT ${ROUND_COLUMNS} FROM game_rounds r JOIN game_seed_pairs p ON p.id = r.seed_pair_id
        WHERE ${where} AND r.status = 'open'`,
  );
  return row ? toRoundRecord(row) : null;
}

/** The last rounds of a player's game and mode (a guest: of the session), newest first. */
export async function lastRounds(
  executor: Executor,
  owner: { userId: number | null; gameSessionId: number; gameSysname: string; mode: string },
  limit: number,
): Promise<RoundRecord[]> {
  const where =
    owner.userId !== null
      ? sql`r.user_id = ${owner.userId} AND r.game_sysname = ${owner.gameSysname} AND r.mode = ${owner.mode}`
      : sql`r.game_session_id = ${owner.gameSessionId} AND r.user_id IS NULL`;
  const rows = await queryRows<RoundRow>(
    executor,
    sql`SELECT ${ROUND_COLUMNS} FROM game_rounds r JOIN game_seed_pairs p ON p.id = r.seed_pair_id
        WHERE ${where} ORDER BY r.id DESC LIMIT ${limit}`,
  );
  return rows.map(toRoundRecord);
}
