import type { Database, Executor } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type {
  JackpotAdminRow,
  JackpotCreate,
  JackpotCycleRow,
  JackpotUpdate,
} from '@jeton/domain/backoffice';
import { accountBalances, jackpotPoolAccountId } from '../../ledger/index.js';
import type { PlayerName } from '../account/account-store.js';
import { publicName } from '../account/public-name.js';
import { type CycleRecord, latestCycles, winTotals } from './jackpot-cycle-store.js';
import { startCycle } from './jackpot-cycles.js';
import type { JackpotRow, JackpotStore } from './jackpot-store.js';
import {
  insertJackpot,
  insertVersion,
  lockJackpot,
  nextJackpotId,
  setStatus,
  setVersion,
  sysnameTaken,
} from './jackpot-terms-store.js';

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
    if (await sysnameTaken(tx, input.sysname))
      throw AppError.invalidParameters({ sysname: 'Another jackpot has this sysname' });
    // The id first: the pool account is named after it, and the jackpot row points at the account.
    const id = await nextJackpotId(tx);
    const poolAccountId = await jackpotPoolAccountId(tx, id, input.currency);
    await insertJackpot(tx, {
      id,
      sysname: input.sysname,
      currency: input.currency,
      poolAccountId,
      updatedAt: now,
    });
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
    await setVersion(tx, id, version, now);
    return { before, after: await this.one(tx, id) };
  }

  async setStatus(tx: Executor, id: number, status: 'active' | 'paused', now: Date) {
    const before = await this.lockedOne(tx, id);
    await setStatus(tx, id, status, now);
    return { before, after: await this.one(tx, id) };
  }

  /** Locks the jackpot's row (contributions wait) and answers it as it is. */
  private async lockedOne(tx: Executor, id: number): Promise<JackpotAdminRow> {
    if (!(await lockJackpot(tx, id)))
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
    const rows = await latestCycles(executor, jackpotId, CYCLES_SHOWN);
    const winners = rows.flatMap((r) => (r.wonBy === null ? [] : [r.wonBy]));
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
        const totals = await winTotals(executor, row.id);
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
          wins: totals.wins,
          paidMinor: totals.paidMinor,
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

function cycleOf(c: CycleRecord, names: ReadonlyMap<number, PlayerName>): JackpotCycleRow {
  const won = c.wonAt !== null;
  const name = names.get(Number(c.wonBy));
  return {
    number: c.number,
    version: c.version,
    dropMinMinor: Number(c.dropMinMinor),
    dropMaxMinor: Number(c.dropMaxMinor),
    commitment: c.commitment,
    startedAt: c.startedAt.toISOString(),
    dropAmountMinor: won ? Number(c.dropAmountMinor) : null,
    wonAt: c.wonAt ? c.wonAt.toISOString() : null,
    winner: won ? publicName(name?.fakename ?? '', name?.login ?? '') : null,
    winnerId: won ? Number(c.wonBy) : null,
    winAmountMinor: won ? Number(c.winAmountMinor) : null,
    game: won ? String(c.winGame) : null,
  };
}
