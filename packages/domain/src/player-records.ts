import type { z } from 'zod';
import type { gamesAnswers, historyExportSchema } from './api/games.js';
import type { noticeSchema, notificationsAnswers } from './api/notifications.js';

export * from './player-record-kinds.js';

// Shared by the server and the web app: the bets history's products, the kinds of player notices
// and the storage service's limits (issue 12, items 6 and 7).

/** The bets history's page size ("load more" asks for this many again). */
export const BETS_PAGE_SIZE = 20;

/** One bet of the bets history (games.getHistory), newest first: a casino round or a sports bet. */
export type BetItem = BetsPage['items'][number];
export type CasinoRoundItem = Extract<BetItem, { product: 'casino' }>;
export type SportsBetItem = Extract<BetItem, { product: 'sports' }>;

export type BetsPage = z.output<(typeof gamesAnswers)['getHistory']>;

/** An export of the bets history, made in the background (games.createhistoryexportrequest). */
export type HistoryExport = z.output<typeof historyExportSchema>;

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
