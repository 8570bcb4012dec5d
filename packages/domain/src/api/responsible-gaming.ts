import { z } from 'zod';
import { EXCLUSION_KINDS, PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS } from '../responsible-gaming-kinds.js';

// The answers of the responsibleGaming service: play limits, time-out, self-exclusion, reality check.

export const exclusionSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  started_at: z.string(),
  /** Null: permanent. */
  ends_at: z.string().nullable(),
});

export const responsibleGamingStateSchema = z.object({
  currency: z.string(),
  limits: z.array(
    z.object({
      kind: z.enum(PLAY_LIMIT_KINDS),
      period: z.enum(PLAY_LIMIT_PERIODS),
      /** Major units of the player's currency for loss and wager; minutes for session_time. */
      limit: z.number(),
      used: z.number(),
      remaining: z.number(),
      /** When the period ends and the count starts again. */
      renews_at: z.string(),
      /** A looser value (null: removal) waiting for its 24-hour cooling-off, and when it applies. */
      pending: z.object({ limit: z.number().nullable(), effective_at: z.string() }).nullable(),
    }),
  ),
  exclusion: exclusionSchema.nullable(),
  reality_check_minutes: z.number(),
});

export const responsibleGamingAnswers = {
  get: responsibleGamingStateSchema,
  setLimit: responsibleGamingStateSchema,
  takeBreak: exclusionSchema,
  selfExclude: exclusionSchema,
  setRealityCheck: responsibleGamingStateSchema,
  /** The running session's figures, for the reality check. */
  getSessionSummary: z.object({
    started_at: z.string(),
    elapsed_seconds: z.number(),
    currency: z.string(),
    staked: z.number(),
    won: z.number(),
    /** Won minus staked: negative when the player is down. */
    net: z.number(),
    reality_check_minutes: z.number(),
    /** Seconds left before a session-time limit is reached; null without one. */
    time_left_seconds: z.number().nullable(),
  }),
};
