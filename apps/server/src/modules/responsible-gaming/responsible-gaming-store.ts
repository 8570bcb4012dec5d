import { type Executor, queryRows, schema } from '@jeton/db';
import { and, eq, sql } from 'drizzle-orm';
import { secondsLoggedIn, sessionStart } from '../../sessions/session-time.js';
import { lockPlayer } from '../account/player-lock.js';

export type PlayLimitRow = typeof schema.playLimits.$inferSelect;
export type PlayRestrictionRow = typeof schema.playRestrictions.$inferSelect;

const limits = schema.playLimits;
const restrictions = schema.playRestrictions;

/** What a stake is held against: the player's exclusion, and whether any limit is set. */
export interface StakeGate {
  exclusion: Pick<PlayRestrictionRow, 'exclusionKind' | 'exclusionStartedAt' | 'exclusionEndsAt'>;
  hasLimits: boolean;
}

/**
 * A player's real-money stakes and wins since a time, as the module that owns them sums them
 * (decision 0091): the sportsbook's bets, the wallet's casino play.
 */
export type PlaySince = (
  executor: Executor,
  userId: number,
  since: Date,
) => Promise<{ staked: bigint; won: bigint }>;

/** SQL of the responsible-gaming tables, and the sums of play they are held against. */
export class ResponsibleGamingStore {
  constructor(private readonly playOf: { casino: PlaySince; sports: PlaySince }) {}

  /**
   * Takes the player lock until the transaction ends: checks and changes one at a time. The same
   * lock as the cashier's, taken first (player-lock.ts): a stake holding it waits for no withdrawal.
   */
  lockPlayer(executor: Executor, userId: number): Promise<void> {
    return lockPlayer(executor, userId);
  }

  async limits(executor: Executor, userId: number): Promise<PlayLimitRow[]> {
    return executor.select().from(limits).where(eq(limits.userId, userId));
  }

  /** The player's play limits by kind and period (raw rows, for the back office). */
  limitRows(executor: Executor, userId: number): Promise<Record<string, unknown>[]> {
    return queryRows(
      executor,
      sql`SELECT * FROM play_limits WHERE user_id = ${userId} ORDER BY kind, period`,
    );
  }

  /** The player's restriction row, if any (raw rows, for the back office). */
  restrictionRows(executor: Executor, userId: number): Promise<Record<string, unknown>[]> {
    return queryRows(executor, sql`SELECT * FROM play_restrictions WHERE user_id = ${userId}`);
  }

  async saveLimit(executor: Executor, row: PlayLimitRow): Promise<void> {
    const { userId: _, kind: __, period: ___, ...values } = row;
    await executor
      .insert(limits)
      .values(row)
      .onConflictDoUpdate({ target: [limits.userId, limits.kind, limits.period], set: values });
  }

  async removeLimit(executor: Executor, userId: number, kind: string, period: string): Promise<void> {
    await executor
      .delete(limits)
      .where(and(eq(limits.userId, userId), eq(limits.kind, kind), eq(limits.period, period)));
  }

  /**
   * What every real-money stake needs to know, in one read: the exclusion in the player's record,
   * and whether any limit is set (most players have none, and their stakes stop here).
   */
  async stakeGate(executor: Executor, userId: number): Promise<StakeGate> {
    const [row] = await queryRows<{
      exclusion_kind: string | null;
      exclusion_started_at: Date | string | null;
      exclusion_ends_at: Date | string | null;
      has_limits: boolean;
    }>(
      executor,
      sql`SELECT r.exclusion_kind, r.exclusion_started_at, r.exclusion_ends_at,
                 EXISTS (SELECT 1 FROM play_limits l WHERE l.user_id = ${userId}) AS has_limits
          FROM (SELECT 1) AS one LEFT JOIN play_restrictions r ON r.user_id = ${userId}`,
    );
    const date = (value: Date | string | null | undefined) => (value == null ? null : new Date(value));
    return {
      exclusion: {
        exclusionKind: row?.exclusion_kind ?? null,
        exclusionStartedAt: date(row?.exclusion_started_at),
        exclusionEndsAt: date(row?.exclusion_ends_at),
      },
      hasLimits: row?.has_limits === true,
    };
  }

  async restriction(executor: Executor, userId: number): Promise<PlayRestrictionRow | undefined> {
    const [row] = await executor.select().from(restrictions).where(eq(restrictions.userId, userId));
    return row;
  }

  async saveRestriction(executor: Executor, row: PlayRestrictionRow): Promise<void> {
    const { userId: _, ...values } = row;
    await executor
      .insert(restrictions)
      .values(row)
      .onConflictDoUpdate({ target: restrictions.userId, set: values });
  }

  /** The player's real-money stakes and wins since `since`: the wallet's and the sportsbook's. */
  async playSince(executor: Executor, userId: number, since: Date): Promise<{ staked: bigint; won: bigint }> {
    const [casino, sports] = await Promise.all([
      this.playOf.casino(executor, userId, since),
      this.playOf.sports(executor, userId, since),
    ]);
    return { staked: casino.staked + sports.staked, won: casino.won + sports.won };
  }

  /** Seconds the player was logged in from `since` to `now` (sessions/session-time.ts). */
  secondsLoggedIn(
    executor: Executor,
    userId: number,
    since: Date,
    now: Date,
    idleSince: Date,
  ): Promise<number> {
    return secondsLoggedIn(executor, userId, since, now, idleSince);
  }

  sessionStart(executor: Executor, sessionId: number): Promise<Date | undefined> {
    return sessionStart(executor, sessionId);
  }
}
