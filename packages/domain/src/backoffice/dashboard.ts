import { z } from 'zod';
import { isoDateTime } from './shared.js';

// dashboard/get: the back office's first screen. What waits for an operator (queues), today's and
// the last seven days' money, and the players who came. Each part is null for an operator whose
// role may not read it, so the screen shows only what the role's other screens would.

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

export const dashboardAnswer = z.object({
  /** The UTC day the figures are of (YYYY-MM-DD). */
  day: z.string(),
  generatedAt: isoDateTime,
  queues: dashboardQueuesSchema,
  /** money.read */
  money: z.object({ today: z.array(dashboardMoneySchema), week: z.array(dashboardMoneySchema) }).nullable(),
  /** players.read */
  players: z.object({ registeredToday: count, registeredWeek: count, firstDepositsToday: count }).nullable(),
});
export type DashboardAnswer = z.output<typeof dashboardAnswer>;
