import type { Database, Executor } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type { TournamentAdminRow, TournamentCreate, TournamentUpdate } from '@jeton/domain/backoffice';
import { publicName } from '../account/public-name.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { totalPrizeMinor } from './ranking.js';
import { phaseOf } from './tournament-status.js';
import type { TournamentRow, TournamentStore } from './tournament-store.js';
import {
  insertTournament,
  lockTournament,
  markCancelled,
  participantIds,
  sysnameTaken,
  type TournamentTerms,
  updateTerms,
} from './tournament-terms-store.js';

/** Tournaments listed in the back office at most, newest first. */
const LISTED = 200;
/** Leaderboard rows an operator sees. */
const LEADERBOARD_ROWS = 100;

/**
 * The operators' side of the tournaments: every write runs in the caller's transaction (the audit
 * entry's) and answers the tournament before and after. Terms change only before the start: a
 * player who joined a running tournament keeps the rules they joined under. A cancellation ends it
 * without prizes (there is no buy-in to refund) and tells each player who had joined.
 */
export class TournamentAdmin {
  constructor(
    private readonly deps: {
      db: Database;
      store: TournamentStore;
      notifications: Pick<NotificationsService, 'notify'>;
    },
  ) {}

  async list(now: Date): Promise<TournamentAdminRow[]> {
    const rows = await this.deps.store.all(LISTED);
    return this.present(this.deps.db, rows, now);
  }

  async create(tx: Executor, input: TournamentCreate, operatorId: number | null, now: Date) {
    if (Date.parse(input.endsAt) <= now.getTime())
      throw AppError.invalidParameters({ endsAt: 'The end must be in the future' });
    if (await sysnameTaken(tx, input.sysname))
      throw AppError.invalidParameters({ sysname: 'Another tournament has this sysname' });
    const id = await insertTournament(tx, input, operatorId, now);
    return { before: null, after: await this.one(tx, id, now) };
  }

  async update(tx: Executor, input: TournamentUpdate, now: Date) {
    const before = await this.lockedOne(tx, input.id, now);
    if (before.status !== 'future')
      throw new AppError('InvalidRequestException', 'A tournament can be edited only before it starts', {
        code: 'TOURNAMENT_STARTED',
        status: 409,
      });
    if (Date.parse(input.startsAt) <= now.getTime())
      throw AppError.invalidParameters({ startsAt: 'The start must be in the future' });
    const terms: TournamentTerms = input;
    await updateTerms(tx, input.id, terms, now);
    return { before, after: await this.one(tx, input.id, now) };
  }

  async cancel(tx: Executor, id: number, now: Date) {
    const before = await this.lockedOne(tx, id, now);
    if (before.status === 'finished' || before.status === 'cancelled')
      throw new AppError('InvalidRequestException', 'This tournament has already ended', {
        code: 'TOURNAMENT_ENDED',
        status: 409,
      });
    await markCancelled(tx, id, now);
    // In the same transaction: the players hear of it exactly when it happens.
    for (const userId of await participantIds(tx, id)) {
      await this.deps.notifications.notify(tx, userId, 'tournament_cancelled', {
        tournament_id: id,
        title_en: before.titleEn,
        title_fr: before.titleFr,
      });
    }
    return { before, after: await this.one(tx, id, now) };
  }

  async leaderboard(id: number, now: Date) {
    const { db, store } = this.deps;
    const tournament = await this.one(db, id, now);
    const [standings, winners] = await Promise.all([
      store.leaderboard(id, LEADERBOARD_ROWS),
      store.winners([id]),
    ]);
    const paid = new Set(winners.map((winner) => winner.userId));
    const items = standings.map((standing, index) => {
      const prize = tournament.prizesMinor[index];
      return {
        place: index + 1,
        userId: standing.userId,
        name: publicName(standing.fakename, standing.login),
        pointsMinor: Number(standing.pointsMinor),
        reachedAt: standing.reachedAt.toISOString(),
        prizeMinor: prize !== undefined && standing.pointsMinor > 0n ? prize : null,
        paid: paid.has(standing.userId),
      };
    });
    return { tournament, items };
  }

  /** Locks the tournament's row (the finishing job and scoring wait) and answers it as it is. */
  private async lockedOne(tx: Executor, id: number, now: Date): Promise<TournamentAdminRow> {
    if (!(await lockTournament(tx, id)))
      throw new AppError('InvalidRequestException', 'There is no such tournament', {
        code: 'TOURNAMENT_NOT_FOUND',
      });
    return this.one(tx, id, now);
  }

  private async one(executor: Executor, id: number, now: Date): Promise<TournamentAdminRow> {
    const row = await this.deps.store.byId(id, executor);
    if (!row)
      throw new AppError('InvalidRequestException', 'There is no such tournament', {
        code: 'TOURNAMENT_NOT_FOUND',
      });
    const [presented] = await this.present(executor, [row], now);
    return presented!;
  }

  private async present(executor: Executor, rows: TournamentRow[], now: Date): Promise<TournamentAdminRow[]> {
    const winners = await this.deps.store.winners(
      rows.map((row) => row.id),
      executor,
    );
    return rows.map((row) => ({
      id: row.id,
      sysname: row.sysname,
      currency: row.currency,
      status: phaseOf(row, now),
      titleEn: row.titleEn,
      titleFr: row.titleFr,
      descriptionEn: row.descriptionEn,
      descriptionFr: row.descriptionFr,
      imageUrl: row.imageUrl,
      games: row.games,
      minStakeMinor: Number(row.minStakeMinor),
      prizesMinor: row.prizesMinor,
      resetOnCashout: row.resetOnCashout,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      participants: row.participants,
      totalPrizeMinor: Number(totalPrizeMinor(row.prizesMinor)),
      paidMinor: winners
        .filter((winner) => winner.tournamentId === row.id)
        .reduce((sum, winner) => sum + Number(winner.prizeMinor), 0),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
    }));
  }
}
