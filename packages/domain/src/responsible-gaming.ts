import type { z } from 'zod';
import type {
  exclusionSchema,
  responsibleGamingAnswers,
  responsibleGamingStateSchema,
} from './api/responsible-gaming.js';
import type { PlayLimitPeriod } from './responsible-gaming-kinds.js';

export * from './responsible-gaming-kinds.js';
// Responsible-gaming tools shared by the server and the web app: what a player may choose, and the
// codes of the refusals the server sends (spec section 8 types, these codes within them).

/** Money limits are whole amounts of the player's currency, from 1 to this. */
export const MAX_PLAY_MONEY_LIMIT = 1_000_000;
/** A session-time limit in minutes can be at most the period's length. */
export const MAX_SESSION_MINUTES: Readonly<Record<PlayLimitPeriod, number>> = {
  day: 24 * 60,
  week: 7 * 24 * 60,
  month: 31 * 24 * 60,
};

export const TIME_OUT_DURATIONS = ['24h', '7d', '30d'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];

export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y', 'permanent'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];

export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/**
 * Codes of responsible-gaming refusals. Log-in and deposit answer AccessDeniedException with the
 * exclusion or time codes (data.until: the ISO end, null when permanent); a game's stake answers
 * the studio error of the same code.
 */
export const RESPONSIBLE_GAMING_CODES = {
  timeOut: 'TIME_OUT',
  selfExcluded: 'SELF_EXCLUDED',
  sessionTimeLimit: 'SESSION_TIME_LIMIT_REACHED',
  lossLimit: 'LOSS_LIMIT_REACHED',
  wagerLimit: 'WAGER_LIMIT_REACHED',
} as const;
export type ResponsibleGamingCode = (typeof RESPONSIBLE_GAMING_CODES)[keyof typeof RESPONSIBLE_GAMING_CODES];

/** One of the player's limits as responsibleGaming/get answers it, with what the period has used. */
export type PlayLimitState = ResponsibleGamingState['limits'][number];

export type ExclusionState = z.output<typeof exclusionSchema>;

export type ResponsibleGamingState = z.output<typeof responsibleGamingStateSchema>;

/** The running session's figures (responsibleGaming/getSessionSummary), for the reality check. */
export type SessionSummary = z.output<(typeof responsibleGamingAnswers)['getSessionSummary']>;
