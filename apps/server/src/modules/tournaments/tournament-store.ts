import { type Executor, queryRows } from '@jeton/db';
import type { LocaleCode, TournamentStatus } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AccountStore } from '../account/account-store.js';
import type { Standing } from './ranking.js';
import type { TournamentTimes } from './tournament-status.js';

// SQL of the tournament tables: tournaments with their totals, participations, leaderboards and
// paid places. Amounts and points come back in minor units (hundredths of a point).

export interface TournamentRow extends TournamentTimes {
  id: number;
  sysname: string;
  currency: string;
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  imageUrl: string;
  games: string[];
  minStakeMinor: bigint;
  prizesMinor: number[];
  resetOnCashout: boolean;
  participants: number;
  totalPointsMinor: bigint;
}

export interface StandingRow extends Standing {
  fakename: string;
  login: string;
}

export interface WinnerRow {
  tournamentId: number;
  place: number;
  userId: number;
  pointsMinor: bigint;
  prizeMinor: bigint;
  fakename: string;
  login: string;
}

const COLUMNS = sql`t.id, t.sysname, t.currency, t.title_en, t.title_fr, t.description_en, t.description_fr,
  t.image_url, t.games, t.min_stake_minor, t.prizes_minor, t.reset_on_cashout, t.starts_at, t.ends_at,
  t.cancelled_at, t.finished_at,
  (SELECT count(*) FROM tournament_participants p WHERE p.tournament_id = t.id) AS participants,
  (SELECT coalesce(sum(p.points_minor), 0) FROM tournament_participants p WHERE p.tournament_id = t.id) AS total_points`;

/** The players' statuses in SQL, the same rule as playerStatusOf. */
function statusCondition(status: TournamentStatus, now: Date): SQL {
  if (status === 'future') return sql`t.starts_at > ${now}`;
  if (status === 'active') return sql`(t.starts_at <= ${now} AND t.ends_at > ${now})`;
  return sql`t.ends_at <= ${now}`;
}

export class TournamentStore {
  constructor(
    private readonly db: Executor,
    /** The players' names are the account module's (decision 0091). */
    private readonly accounts: Pick<AccountStore, 'namesOf'>,
  ) {}

  /**
   * A page of tournaments players see (cancelled ones never): running first (ending soonest
   * first), then upcoming (starting soonest first), then finished (latest first).
   */
  async list(filter: {
    now: Date;
    offset: number;
    count: number;
    statuses?: readonly TournamentStatus[];
    ids?: readonly number[];
  }): Promise<{ rows: TournamentRow[]; total: number }> {
    const { now } = filter;
    const conditions: SQL[] = [sql`t.cancelled_at IS NULL`];
    if (filter.statuses && filter.statuses.length > 0) {
      conditions.push(
        sql`(${sql.join(
          filter.statuses.map((status) => statusCondition(status, now)),
          sql` OR `,
        )})`,
      );
    }
    if (filter.ids) {
      if (filter.ids.length === 0) return { rows: [], total: 0 };
      conditions.push(
        sql`t.id IN (${sql.join(
          filter.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
    const where = sql.join(conditions, sql` AND `);
    const bucket = sql`CASE WHEN t.ends_at <= ${now} THEN 2 WHEN t.starts_at > ${now} THEN 1 ELSE 0 END`;
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${COLUMNS} FROM tournaments t WHERE ${where}
          ORDER BY ${bucket},
            CASE WHEN t.ends_at <= ${now} THEN -extract(epoch FROM t.ends_at)
                 WHEN t.starts_at > ${now} THEN extract(epoch FROM t.starts_at)
                 ELSE extract(epoch FROM t.ends_at) END,
            t.id
          LIMIT ${filter.count} OFFSET ${filter.offset}`,
    );
    const [counted] = await queryRows<{ total: string }>(
      this.db,
      sql`SELECT count(*) AS total FROM tournaments t WHERE ${where}`,
    );
    return { rows: rows.map(tournamentOf), total: Number(counted?.total ?? 0) };
  }

  /** Every tournament, cancelled ones too, newest first (the back office). */
  async all(limit: number): Promise<TournamentRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${COLUMNS} FROM tournaments t ORDER BY t.starts_at DESC, t.id DESC LIMIT ${limit}`,
    );
    return rows.map(tournamentOf);
  }

  async byId(id: number, executor: Executor = this.db): Promise<TournamentRow | null> {
    const [row] = await queryRows<Record<string, unknown>>(
      executor,
      sql`SELECT ${COLUMNS} FROM tournaments t WHERE t.id = ${id}`,
    );
    return row ? tournamentOf(row) : null;
  }

  /** Whether a tournament has this sysname: the demo seed makes its tournaments once. */
  async hasSysname(sysname: string): Promise<boolean> {
    const rows = await queryRows(this.db, sql`SELECT 1 FROM tournaments WHERE sysname = ${sysname}`);
    return rows.length > 0;
  }

  /** Moves a tournament's times, past ones too: the demo seed's history (an operator cannot). */
  async moveTimes(id: number, times: { startsAt: Date; endsAt?: Date }): Promise<void> {
    await this.db.execute(
      times.endsAt
        ? sql`UPDATE tournaments SET starts_at = ${times.startsAt}, ends_at = ${times.endsAt} WHERE id = ${id}`
        : sql`UPDATE tournaments SET starts_at = ${times.startsAt} WHERE id = ${id}`,
    );
  }

  /** A participant's final score in the demo seed's finished tournament (once). */
  async insertScored(
    id: number,
    score: { userId: number; joinedAt: Date; pointsMinor: bigint; reachedAt: Date },
  ): Promise<void> {
    await this.db.execute(sql`INSERT INTO tournament_participants (tournament_id, user_id, joined_at, points_minor, reached_at)
        VALUES (${id}, ${score.userId}, ${score.joinedAt}, ${score.pointsMinor}, ${score.reachedAt}) ON CONFLICT DO NOTHING`);
  }

  /** Adds the player; false when they had joined already. */
  async join(tx: Executor, tournamentId: number, userId: number, now: Date): Promise<boolean> {
    const rows = await queryRows<{ user_id: string }>(
      tx,
      sql`INSERT INTO tournament_participants (tournament_id, user_id, joined_at, points_minor, reached_at)
          VALUES (${tournamentId}, ${userId}, ${now}, 0, ${now})
          ON CONFLICT DO NOTHING RETURNING user_id`,
    );
    return rows.length === 1;
  }

  /** The player's points and place in each of the tournaments they joined, by tournament id. */
  async standingsOf(
    userId: number,
    tournamentIds: readonly number[],
  ): Promise<Map<number, { pointsMinor: bigint; place: number }>> {
    if (tournamentIds.length === 0) return new Map();
    const rows = await queryRows<{ tournament_id: string; points_minor: string; place: string }>(
      this.db,
      sql`SELECT me.tournament_id, me.points_minor,
            1 + (SELECT count(*) FROM tournament_participants o
                 WHERE o.tournament_id = me.tournament_id AND (o.points_minor > me.points_minor
                   OR (o.points_minor = me.points_minor AND (o.reached_at < me.reached_at
                     OR (o.reached_at = me.reached_at AND o.user_id < me.user_id))))) AS place
          FROM tournament_participants me
          WHERE me.user_id = ${userId} AND me.tournament_id IN (${sql.join(
            tournamentIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    return new Map(
      rows.map((row) => [
        Number(row.tournament_id),
        { pointsMinor: BigInt(row.points_minor), place: Number(row.place) },
      ]),
    );
  }

  /** The leaderboard's first rows, in ranking order (ranking.ts: points, then who reached them first). */
  async leaderboard(
    tournamentId: number,
    limit: number,
    executor: Executor = this.db,
  ): Promise<StandingRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      executor,
      sql`SELECT p.user_id, p.points_minor, p.reached_at
          FROM tournament_participants p
          WHERE p.tournament_id = ${tournamentId}
          ORDER BY p.points_minor DESC, p.reached_at, p.user_id LIMIT ${limit}`,
    );
    const names = await this.accounts.namesOf(
      rows.map((r) => Number(r.user_id)),
      executor,
    );
    return rows.map((r) => ({
      userId: Number(r.user_id),
      pointsMinor: BigInt(String(r.points_minor)),
      reachedAt: new Date(r.reached_at as string),
      fakename: names.get(Number(r.user_id))?.fakename ?? '',
      login: names.get(Number(r.user_id))?.login ?? '',
    }));
  }

  /** The paid places of these tournaments, first place first. */
  async winners(tournamentIds: readonly number[], executor: Executor = this.db): Promise<WinnerRow[]> {
    if (tournamentIds.length === 0) return [];
    const rows = await queryRows<Record<string, unknown>>(
      executor,
      sql`SELECT w.tournament_id, w.place, w.user_id, w.points_minor, w.prize_minor
          FROM tournament_winners w
          WHERE w.tournament_id IN (${sql.join(
            tournamentIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          ORDER BY w.tournament_id, w.place`,
    );
    const names = await this.accounts.namesOf(
      rows.map((r) => Number(r.user_id)),
      executor,
    );
    return rows.map((r) => ({
      tournamentId: Number(r.tournament_id),
      place: Number(r.place),
      userId: Number(r.user_id),
      pointsMinor: BigInt(String(r.points_minor)),
      prizeMinor: BigInt(String(r.prize_minor)),
      fakename: names.get(Number(r.user_id))?.fakename ?? '',
      login: names.get(Number(r.user_id))?.login ?? '',
    }));
  }
}

export function localizedTitle(row: Pick<TournamentRow, 'titleEn' | 'titleFr'>, locale: LocaleCode): string {
  return locale === 'fr' ? row.titleFr : row.titleEn;
}

const dateOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string);
const jsonOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as unknown;

function tournamentOf(r: Record<string, unknown>): TournamentRow {
  const games = jsonOf(r.games);
  const prizes = jsonOf(r.prizes_minor);
  return {
    id: Number(r.id),
    sysname: String(r.sysname),
    currency: String(r.currency).trim(),
    titleEn: String(r.title_en),
    titleFr: String(r.title_fr),
    descriptionEn: String(r.description_en),
    descriptionFr: String(r.description_fr),
    imageUrl: String(r.image_url ?? ''),
    games: Array.isArray(games) ? games.map(String) : [],
    minStakeMinor: BigInt(String(r.min_stake_minor)),
    prizesMinor: Array.isArray(prizes) ? prizes.map(Number) : [],
    resetOnCashout: r.reset_on_cashout === true,
    startsAt: new Date(r.starts_at as string),
    endsAt: new Date(r.ends_at as string),
    cancelledAt: dateOrNull(r.cancelled_at),
    finishedAt: dateOrNull(r.finished_at),
    participants: Number(r.participants ?? 0),
    totalPointsMinor: BigInt(String(r.total_points ?? 0)),
  };
}
