import { z } from 'zod';
import { isoDateTime } from './shared.js';

// dashboard/get: the back office's first screen. What waits for an operator (queues), today's and
// the last seven days' money, the players who came, and operators' second-factor lockouts. Each
// part is null for an operator whose role may not read it, so the screen shows only what the
// role's other screens would.

/** Days in the money's longer window, today included. */
export const DASHBOARD_WEEK_DAYS = 7;

const count = z.number().int().min(0);

/** A queue: how many wait, and since when the oldest has waited (null when none). */
export const dashboardQueueSchema = z.object({ count, oldestAt: isoDateTime.nullable() });
export type DashboardQueue = z.output<typeof dashboardQueueSchema>;

export const dashboardQueuesSchema = z.object({
  /** Withdrawals pending an operator's decision (withdrawals.read). */
  withdrawals: dashboardQueueSchema.nullable(),
  /** Identity checks with documents in review (kyc.read). */
  kyc: dashboardQueueSchema.nullable(),
  /** Balance adjustments waiting for a second operator (balance.approve). */
  adjustments: dashboardQueueSchema.nullable(),
  /** Live chats waiting for an agent (chat.answer). */
  chats: dashboardQueueSchema.nullable(),
  /** Feedback messages not handled yet (feedback.read). */
  feedback: dashboardQueueSchema.nullable(),
});
export type DashboardQueues = z.output<typeof dashboardQueuesSchema>;
export type DashboardQueueName = keyof DashboardQueues;

/** One currency's money over a window, minor units; GGR = stakes − wins, NGR = GGR − bonuses. */
export const dashboardMoneySchema = z.object({
  currency: z.string(),
  depositsMinor: z.number().int(),
  withdrawalsMinor: z.number().int(),
  ggrMinor: z.number().int(),
  ngrMinor: z.number().int(),
});
export type DashboardMoney = z.output<typeof dashboardMoneySchema>;

/** Lockouts started within this time are listed, ended ones too: what happened overnight still shows. */
export const DASHBOARD_LOCKOUT_HOURS = 24;
/** At most this many lockouts are listed, the newest first. */
export const DASHBOARD_LOCKOUT_LIMIT = 20;

/**
 * An operator whose code step was locked after wrong codes (decision 0084): their latest lock, how
 * many came in a row (each doubles the length) and how many log-ins it refused.
 */
export const dashboardLockoutSchema = z.object({
  operatorId: z.number().int(),
  operatorEmail: z.string(),
  operatorName: z.string(),
  lockedAt: isoDateTime,
  lockedUntil: isoDateTime,
  lockoutsInARow: count,
  refusedWhileLocked: count,
});
export type DashboardLockout = z.output<typeof dashboardLockoutSchema>;

export const dashboardAnswer = z.object({
  /** The UTC day the figures are of (YYYY-MM-DD). */
  day: z.string(),
  generatedAt: isoDateTime,
  queues: dashboardQueuesSchema,
  /** money.read */
  money: z.object({ today: z.array(dashboardMoneySchema), week: z.array(dashboardMoneySchema) }).nullable(),
  /** players.read */
  players: z.object({ registeredToday: count, registeredWeek: count, firstDepositsToday: count }).nullable(),
  /** operators.security: operators' second-factor lockouts of the last 24 hours, the newest first. */
  secondFactorLockouts: z.array(dashboardLockoutSchema).nullable(),
});
export type DashboardAnswer = z.output<typeof dashboardAnswer>;
