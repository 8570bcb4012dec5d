import type { z } from 'zod';
import type { gamesAnswers, historyExportSchema } from './api/games.js';
import type { noticeSchema, notificationsAnswers } from './api/notifications.js';
import type { VerificationDecision } from './entities/verification.js';

// Shared by the server and the web app: the bets history's products, the kinds of player notices
// and the storage service's limits (issue 12, items 6 and 7).

/** Where a bet was made. Only casino rounds exist today; sports bets join when the sportsbook does. */
export const BET_PRODUCTS = ['casino', 'sports'] as const;
export type BetProduct = (typeof BET_PRODUCTS)[number];

/** The bets history's page size ("load more" asks for this many again). */
export const BETS_PAGE_SIZE = 20;

/** Formats of the bets history export. */
export const HISTORY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type HistoryExportFormat = (typeof HISTORY_EXPORT_FORMATS)[number];

/** One bet of the bets history (games.getHistory), newest first. */
export type BetItem = BetsPage['items'][number];

export type BetsPage = z.output<(typeof gamesAnswers)['getHistory']>;

export const HISTORY_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type HistoryExportStatus = (typeof HISTORY_EXPORT_STATUSES)[number];

/** An export of the bets history, made in the background (games.createhistoryexportrequest). */
export type HistoryExport = z.output<typeof historyExportSchema>;

/**
 * Kinds of player notices and the parameters each carries; the web app words them in each locale.
 * A feature adds its kind here, then calls `services.notifications.notify` (see the server module).
 */
export interface NotificationParams {
  deposit_credited: { amount: number; currency: string; payment_id: number };
  withdrawal_paid: { amount: number; currency: string; payment_id: number };
  withdrawal_declined: { amount: number; currency: string; payment_id: number; reason?: string };
  /** The identity verification provider's decision on an attempt. */
  verification_decided: { decision: VerificationDecision; reason?: string };
  /** A play or deposit limit set by the player: in force now, or from `effective_at` (an increase waits 24 h). */
  limit_changed: { kind: string; period: string; amount: number | null; effective_at: string | null };
}
export type NotificationKind = keyof NotificationParams;
export const NOTIFICATION_KINDS = [
  'deposit_credited',
  'withdrawal_paid',
  'withdrawal_declined',
  'verification_decided',
  'limit_changed',
] as const satisfies readonly NotificationKind[];

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One of the player's notices (notifications.get): its kind and parameters, worded by the web app. */
export type Notice = z.output<typeof noticeSchema>;

export type NoticesPage = z.output<(typeof notificationsAnswers)['get']>;

/** The storage service's limits per player (StorageQuotaExceededException beyond them). */
export const STORAGE_LIMITS = {
  /** Keys are 1 to 64 characters of letters, digits, `_`, `-`, `.` and `:`. */
  keyMaxLength: 64,
  keyPattern: /^[A-Za-z0-9_.:-]{1,64}$/,
  /** A value is at most this many bytes of UTF-8. */
  valueMaxBytes: 4096,
  /** A player keeps at most this many keys. */
  maxKeys: 50,
} as const;
