import { type Database, type Executor, queryRows } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type {
  JackpotAdminRow,
  JackpotCreate,
  JackpotCycleRow,
  JackpotUpdate,
} from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { accountBalances, jackpotPoolAccountId } from '../../ledger/index.js';
import type { PlayerName } from '../account/account-store.js';
import { publicName } from '../account/public-name.js';
import { startCycle } from './jackpot-cycles.js';
import type { JackpotRow, JackpotStore } from './jackpot-store.js';

type Terms = Omit<JackpotUpdate, 'id'>;

/** Cycles shown per jackpot in the back office. */
const CYCLES_SHOWN = 10;

/**
 * The operators' side of the jackpots: every write runs in the caller's transaction (the audit
 * entry's) and answers the jackpot before and after. Terms are never edited in place: each change
 * adds a version; the running cycle keeps the drop range and amount it was drawn with.
 */
export class JackpotAdmin {
  constructor(private readonly deps: { db: Database; store: JackpotStore }) {}

  async list(): Promise<JackpotAdminRow[]> {
    const { rows } = await this.deps.store.list({ offset: 0, count: 100, withPaused: true });
    return this.present(this.deps.db, rows);
  }

  async create(tx: Executor, input: JackpotCreate, operatorId: number | null, now: Date) {
    const [taken] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM jackpots WHERE sysname = ${input.sysname}`,
    );
    if (taken) throw AppError.invalidParameters({ sysname: 'Another jackpot has this sysname' });
    // The id first: the pool account is named after it, and the jackpot row points at the account.
    const [next] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT nextval(pg_get_serial_sequence('jackpots', 'id')) AS id`,
    );
    const id = Number(next!.id);
    const poolAccountId = await jackpotPoolAccountId(tx, id, input.currency);
    await tx.execute(sql`INSERT INTO jackpots (id, sysname, currency, status, version, pool_account_id, updated_at)
        VALUES (${id}, ${input.sysname}, ${input.currency}, 'active', 1, ${poolAccountId}, ${now})`);
    await insertVersion(tx, id, 1, input, operatorId);
    await startCycle(
      tx,
      { jackpotId: id, currency: input.currency, poolAccountId, version: 1, ...rangeOf(input) },
      1,
      now,
    );
    return { before: null, after: await this.one(tx, id) };
  }

  async update(tx: Executor, input: JackpotUpdate, operatorId: number | null, now: Date) {
    const before = await this.lockedOne(tx, input.id);
    const version = before.version + 1;
    const { id, ...terms } = input;
    await insertVersion(tx, id, version, terms, operatorId);
    await tx.execute(sql`UPDATE jackpots SET version = ${version}, updated_at = ${now} WHERE id = ${id}`);
    return { before, after: await this.one(tx, id) };
  }

  async setStatus(tx: Executor, id: number, status: 'active' | 'paused', now: Date) {
    const before = await this.lockedOne(tx, id);
    await tx.execute(sql`UPDATE jackpots SET status = ${status}, updated_at = ${now} WHERE id = ${id}`);
    return { before, after: await this.one(tx, id) };
  }

  /** Locks the jackpot's row (contributions wait) and answers it as it is. */
  private async lockedOne(tx: Executor, id: number): Promise<JackpotAdminRow> {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM jackpots WHERE id = ${id} FOR UPDATE`,
    );
    if (!row)
      throw new AppError('InvalidRequestException', 'There is no such jackpot', {
        code: 'JACKPOT_NOT_FOUND',
      });
    return this.one(tx, id);
  }

  private async one(executor: Executor, id: number): Promise<JackpotAdminRow> {
    const row = await this.deps.store.byId(id, executor);
    if (!row) throw new Error(`Jackpot ${id} has no terms or no running cycle`);
    const [presented] = await this.present(executor, [row]);
    return presented!;
  }

  /** The jackpot's latest cycles, their winners named by the account module. */
  private async cyclesOf(executor: Executor, jackpotId: number): Promise<JackpotCycleRow[]> {
    const rows = await cycleRows(executor, jackpotId);
    const winners = rows.flatMap((r) => (r.won_by === null ? [] : [Number(r.won_by)]));
    const names = await this.deps.store.winnerNames(winners, executor);
    return rows.map((r) => cycleOf(r, names));
  }

  private async present(executor: Executor, rows: JackpotRow[]): Promise<JackpotAdminRow[]> {
    const balances = await accountBalances(
      executor,
      rows.map((row) => row.poolAccountId),
    );
    return Promise.all(
      rows.map(async (row) => {
        const cycles = await this.cyclesOf(executor, row.id);
        const [totals] = await queryRows<{ wins: string; paid: string | null }>(
          executor,
          sql`SELECT count(*) AS wins, SUM(win_amount_minor) AS paid FROM jackpot_cycles
              WHERE jackpot_id = ${row.id} AND won_at IS NOT NULL`,
        );
        return {
          id: row.id,
          sysname: row.sysname,
          currency: row.currency,
          status: row.status,
          version: row.version,
          nameEn: row.nameEn,
          nameFr: row.nameFr,
          descriptionEn: row.descriptionEn,
          descriptionFr: row.descriptionFr,
          games: row.games,
          rateBp: row.rateBp,
          seedMinor: Number(row.seedMinor),
          dropMinMinor: Number(row.dropMinMinor),
          dropMaxMinor: Number(row.dropMaxMinor),
          poolMinor: Number(balances.get(row.poolAccountId) ?? 0n),
          wins: Number(totals?.wins ?? 0),
          paidMinor: Number(totals?.paid ?? 0),
          cycles,
        };
      }),
    );
  }
}

function rangeOf(terms: Terms) {
  return {
    seedMinor: BigInt(terms.seedMinor),
    dropMinMinor: BigInt(terms.dropMinMinor),
    dropMaxMinor: BigInt(terms.dropMaxMinor),
  };
}

async function insertVersion(
  tx: Executor,
  jackpotId: number,
  version: number,
  terms: Terms,
  operatorId: number | null,
): Promise<void> {
  await tx.execute(sql`INSERT INTO jackpot_versions (jackpot_id, version, name_en, name_fr, description_en,
        description_fr, seed_minor, rate_bp, drop_min_minor, drop_max_minor, games, created_by)
      VALUES (${jackpotId}, ${version}, ${terms.nameEn}, ${terms.nameFr}, ${terms.descriptionEn},
        ${terms.descriptionFr}, ${terms.seedMinor}, ${terms.rateBp}, ${terms.dropMinMinor}, ${terms.dropMaxMinor},
        ${JSON.stringify([...new Set(terms.games)])}::jsonb, ${operatorId})`);
}

async function cycleRows(executor: Executor, jackpotId: number): Promise<Record<string, unknown>[]> {
  return queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT c.number, c.version, c.drop_min_minor, c.drop_max_minor, c.drop_amount_minor, c.commitment,
          c.started_at, c.won_at, c.won_by, c.win_amount_minor, c.win_game
        FROM jackpot_cycles c
        WHERE c.jackpot_id = ${jackpotId} ORDER BY c.number DESC LIMIT ${CYCLES_SHOWN}`,
  );
}

function cycleOf(r: Record<string, unknown>, names: ReadonlyMap<number, PlayerName>): JackpotCycleRow {
  const won = r.won_at !== null;
  const name = names.get(Number(r.won_by));
  return {
    number: Number(r.number),
    version: Number(r.version),
    dropMinMinor: Number(r.drop_min_minor),
    dropMaxMinor: Number(r.drop_max_minor),
    commitment: String(r.commitment),
    startedAt: new Date(r.started_at as string).toISOString(),
    dropAmountMinor: won ? Number(r.drop_amount_minor) : null,
    wonAt: won ? new Date(r.won_at as string).toISOString() : null,
    winner: won ? publicName(name?.fakename ?? '', name?.login ?? '') : null,
    winnerId: won ? Number(r.won_by) : null,
    winAmountMinor: won ? Number(r.win_amount_minor) : null,
    game: won ? String(r.win_game) : null,
  };
}
