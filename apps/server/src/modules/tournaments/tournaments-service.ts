import type { Database } from '@jeton/db';
import {
  AppError,
  type CatalogueGame,
  type GameType,
  type LocaleCode,
  TOURNAMENT_LEADERBOARD_SIZE,
  type Tournament,
  type TournamentStanding,
  type TournamentStatus,
  toMoneyAmount,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { publicName } from '../account/public-name.js';
import { HOUSE_PROVIDER } from '../house-studio/house-games.js';
import { pointsOf } from './points-rule.js';
import { totalPrizeMinor } from './ranking.js';
import { playerStatusOf } from './tournament-status.js';
import {
  localizedTitle,
  type TournamentRow,
  type TournamentStore,
  type WinnerRow,
} from './tournament-store.js';

/** The eligible games of a tournament from the catalogue: its sysnames, or every house game when empty. */
export type EligibleGames = (sysnames: readonly string[], locale: LocaleCode) => Promise<CatalogueGame[]>;

export interface TournamentQuery {
  offset: number;
  count: number;
  ids?: readonly number[];
  statuses?: readonly TournamentStatus[];
  fields?: readonly ('leaderboard' | 'games')[];
}

const amountOf = (minor: bigint | number, currency: string) => toMoneyAmount(minor, currency).amount;

/** The players' side of the tournaments: the lists, one tournament's leaderboard, and joining. */
export class TournamentsService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      store: TournamentStore;
      eligibleGames: EligibleGames;
    },
  ) {}

  async get(
    locale: LocaleCode,
    userId: number | null,
    query: TournamentQuery,
  ): Promise<{ items: Tournament[]; total: number }> {
    const { store, clock } = this.deps;
    const now = clock.now();
    const { rows, total } = await store.list({ now, ...query });
    const ids = rows.map((row) => row.id);
    const [mine, winners] = await Promise.all([
      userId === null ? new Map() : store.standingsOf(userId, ids),
      store.winners(ids),
    ]);
    const fields = new Set(query.fields ?? []);
    const items = await Promise.all(
      rows.map(async (row): Promise<Tournament> => {
        const games = await this.deps.eligibleGames(row.games, locale);
        const standing = mine.get(row.id);
        const tournament = this.present(row, locale, now, {
          games,
          winners: winners.filter((winner) => winner.tournamentId === row.id),
          userId,
          standing,
        });
        if (fields.has('games')) tournament.games = games;
        if (fields.has('leaderboard')) tournament.leaderboard = await this.leaderboard(row, userId);
        return tournament;
      }),
    );
    return { items, total };
  }

  /** Joins a running or upcoming tournament; joining again changes nothing. */
  async participate(userId: number, currency: string, tournamentId: number): Promise<1> {
    const { db, store, clock } = this.deps;
    const now = clock.now();
    const row = await store.byId(tournamentId);
    if (!row || row.cancelledAt)
      throw new AppError('InvalidParameterException', 'There is no such tournament', {
        code: 'TOURNAMENT_NOT_FOUND',
        data: { fields: { tournament_id: 'There is no such tournament' } },
      });
    if (playerStatusOf(row, now) === 'finished')
      throw new AppError('InvalidRequestException', 'This tournament has ended', {
        code: 'TOURNAMENT_FINISHED',
        status: 409,
      });
    if (row.currency !== currency)
      throw new AppError('InvalidRequestException', 'This tournament is played in another currency', {
        code: 'TOURNAMENT_CURRENCY',
        status: 409,
      });
    await db.transaction((tx) => store.join(tx, tournamentId, userId, now));
    return 1;
  }

  private present(
    row: TournamentRow,
    locale: LocaleCode,
    now: Date,
    extra: {
      games: CatalogueGame[];
      winners: WinnerRow[];
      userId: number | null;
      standing: { pointsMinor: bigint; place: number } | undefined;
    },
  ): Tournament {
    const money = (minor: bigint | number) => amountOf(minor, row.currency);
    const status = playerStatusOf(row, now);
    const prizes = row.prizesMinor.map((amount, index) => ({ place: index + 1, amount: money(amount) }));
    const tags = [...new Set(extra.games.map((game) => game.type))] as GameType[];
    return {
      id: row.id,
      title: localizedTitle(row, locale),
      description: locale === 'fr' ? row.descriptionFr : row.descriptionEn,
      status,
      currency: row.currency,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      total_prize: money(totalPrizeMinor(row.prizesMinor)),
      prizes,
      user_info:
        extra.userId === null
          ? null
          : {
              joined: extra.standing !== undefined,
              place: extra.standing?.place ?? null,
              points: pointsOf(extra.standing?.pointsMinor ?? 0n),
            },
      winners: extra.winners.map((winner) => ({
        place: winner.place,
        name: publicName(winner.fakename, winner.login),
        points: pointsOf(winner.pointsMinor),
        prize: money(winner.prizeMinor),
        is_me: winner.userId === extra.userId,
      })),
      restrictions: { min_stake: money(row.minStakeMinor), real_money_only: true },
      total_participants: row.participants,
      total_points: pointsOf(row.totalPointsMinor),
      reset_on_cashout: row.resetOnCashout,
      provider: HOUSE_PROVIDER,
      image_url: row.imageUrl,
      tags,
      extra: { points_rule: 'stake', points_per_unit: 1, all_house_games: row.games.length === 0 },
      games_count: extra.games.length,
    };
  }

  private async leaderboard(row: TournamentRow, userId: number | null): Promise<TournamentStanding[]> {
    const standings = await this.deps.store.leaderboard(row.id, TOURNAMENT_LEADERBOARD_SIZE);
    return standings.map((standing, index) => {
      const prize = row.prizesMinor[index];
      return {
        place: index + 1,
        name: publicName(standing.fakename, standing.login),
        points: pointsOf(standing.pointsMinor),
        // A place without points wins nothing (ranking.ts).
        prize: prize !== undefined && standing.pointsMinor > 0n ? amountOf(prize, row.currency) : null,
        is_me: standing.userId === userId,
      };
    });
  }
}
