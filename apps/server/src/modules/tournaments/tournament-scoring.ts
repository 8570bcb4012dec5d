import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { appendOutboxEvent } from '../../outbox/append.js';
import { HOUSE_STUDIO } from '../house-studio/house-games.js';
import { pointsOfStake, type ScoredStake } from './points-rule.js';

/** Told once a leaderboard changed and committed: the live subscriber signals open pages. */
export const TOURNAMENT_CHANGED = 'tournament.changed';

export interface StakeScored extends ScoredStake {
  userId: number;
  /** `{studio}:{studio's transaction id}`: scores once per tournament. */
  betKey: string;
  /** When the stake was recorded: it scores only inside the tournament's times and after joining. */
  at: Date;
}

interface OpenEntry extends Record<string, unknown> {
  id: string;
  currency: string;
  games: string[] | string;
  min_stake_minor: string;
}

/**
 * Keeps the leaderboards (decision 0063), inside the caller's transaction (the outbox delivery's).
 * Each change takes the tournament's row FOR SHARE, so the finishing job (FOR UPDATE) waits for it
 * and a stake delivered after the payout finds the tournament finished and scores nothing. Every
 * stake's points are a row keyed by the bet: a replayed delivery scores nothing twice.
 */
export class TournamentScoring {
  async onStake(tx: Executor, stake: StakeScored): Promise<number[]> {
    if (stake.money !== 'real') return [];
    const open = await queryRows<OpenEntry>(
      tx,
      sql`SELECT t.id, t.currency, t.games, t.min_stake_minor
          FROM tournaments t JOIN tournament_participants p ON p.tournament_id = t.id AND p.user_id = ${stake.userId}
          WHERE t.cancelled_at IS NULL AND t.finished_at IS NULL AND t.currency = ${stake.currency}
            AND t.starts_at <= ${stake.at} AND t.ends_at > ${stake.at} AND p.joined_at <= ${stake.at}
          ORDER BY t.id FOR SHARE OF t`,
    );
    const changed: number[] = [];
    for (const row of open) {
      const games = (typeof row.games === 'string' ? JSON.parse(row.games) : row.games) as string[];
      const terms = { currency: row.currency.trim(), games, minStakeMinor: BigInt(row.min_stake_minor) };
      const points = pointsOfStake(stake, terms, HOUSE_STUDIO);
      if (points === 0n) continue;
      const id = Number(row.id);
      const scored = await queryRows<{ points_minor: string }>(
        tx,
        sql`INSERT INTO tournament_scores (tournament_id, bet_key, user_id, points_minor, scored_at)
            VALUES (${id}, ${stake.betKey}, ${stake.userId}, ${points}, ${stake.at})
            ON CONFLICT DO NOTHING RETURNING points_minor`,
      );
      if (scored.length === 0) continue;
      await tx.execute(sql`UPDATE tournament_participants
          SET points_minor = points_minor + ${points}, reached_at = GREATEST(reached_at, ${stake.at})
          WHERE tournament_id = ${id} AND user_id = ${stake.userId}`);
      changed.push(id);
    }
    await announce(tx, changed);
    return changed;
  }

  /** A rolled-back stake gives its points back while the tournament runs; after the payout they stand. */
  async onRollback(tx: Executor, rollback: { betKey: string; at: Date }): Promise<number[]> {
    const open = await queryRows<{ id: string }>(
      tx,
      sql`SELECT t.id FROM tournaments t
          WHERE t.finished_at IS NULL AND t.cancelled_at IS NULL
            AND t.id IN (SELECT tournament_id FROM tournament_scores WHERE bet_key = ${rollback.betKey})
          ORDER BY t.id FOR SHARE`,
    );
    if (open.length === 0) return [];
    const voided = await queryRows<{ tournament_id: string; user_id: string; points_minor: string }>(
      tx,
      sql`UPDATE tournament_scores SET voided_at = ${rollback.at}
          WHERE bet_key = ${rollback.betKey} AND voided_at IS NULL AND tournament_id IN (${sql.join(
            open.map((row) => sql`${Number(row.id)}`),
            sql`, `,
          )})
          RETURNING tournament_id, user_id, points_minor`,
    );
    for (const row of voided) {
      await tx.execute(sql`UPDATE tournament_participants
          SET points_minor = GREATEST(points_minor - ${BigInt(row.points_minor)}, 0),
            reached_at = GREATEST(reached_at, ${rollback.at})
          WHERE tournament_id = ${Number(row.tournament_id)} AND user_id = ${Number(row.user_id)}`);
    }
    const changed = voided.map((row) => Number(row.tournament_id));
    await announce(tx, changed);
    return changed;
  }

  /** A withdrawal request sets the player's points to zero in the running tournaments that say so. */
  async onCashout(tx: Executor, cashout: { userId: number; at: Date }): Promise<number[]> {
    const reset = await queryRows<{ id: string }>(
      tx,
      sql`SELECT t.id FROM tournaments t
          JOIN tournament_participants p ON p.tournament_id = t.id AND p.user_id = ${cashout.userId}
          WHERE t.reset_on_cashout AND t.cancelled_at IS NULL AND t.finished_at IS NULL
            AND t.starts_at <= ${cashout.at} AND t.ends_at > ${cashout.at} AND p.points_minor > 0
          ORDER BY t.id FOR SHARE OF t`,
    );
    const changed = reset.map((row) => Number(row.id));
    for (const id of changed) {
      await tx.execute(sql`UPDATE tournament_scores SET voided_at = ${cashout.at}
          WHERE tournament_id = ${id} AND user_id = ${cashout.userId} AND voided_at IS NULL`);
      await tx.execute(sql`UPDATE tournament_participants SET points_minor = 0, reached_at = ${cashout.at}
          WHERE tournament_id = ${id} AND user_id = ${cashout.userId}`);
    }
    await announce(tx, changed);
    return changed;
  }
}

async function announce(tx: Executor, tournamentIds: readonly number[]): Promise<void> {
  for (const tournamentId of new Set(tournamentIds)) {
    await appendOutboxEvent(tx, {
      topic: TOURNAMENT_CHANGED,
      key: `tournament:${tournamentId}`,
      payload: { tournamentId },
    });
  }
}
