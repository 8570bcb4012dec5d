import type { VerificationDecision } from './entities/verification.js';

// The bets' products, the history exports' formats and statuses and the notices' kinds, which the API's
// schemas and the player records share.

/** Where a bet was made. Only casino rounds exist today; sports bets join when the sportsbook does. */
export const BET_PRODUCTS = ['casino', 'sports'] as const;
export type BetProduct = (typeof BET_PRODUCTS)[number];

/** Formats of the bets history export. */
export const HISTORY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type HistoryExportFormat = (typeof HISTORY_EXPORT_FORMATS)[number];

export const HISTORY_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type HistoryExportStatus = (typeof HISTORY_EXPORT_STATUSES)[number];

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
  /** A bonus's money is on the bonus balance: granted with an offer, or activated by the player. */
  bonus_credited: { amount: number; currency: string; bonus_id: number };
  /** A bonus was granted but waits, available, because another bonus is in use: the player activates it later. */
  bonus_waiting: { amount: number; currency: string; bonus_id: number };
  /** A bonus's wagering is met: its money moved to the main balance. */
  bonus_converted: { amount: number; currency: string; bonus_id: number };
  /** A bonus ran out of time; what was left of it is gone. */
  bonus_expired: { amount: number; currency: string; bonus_id: number };
  /** Free spins granted with an offer. */
  free_spins_granted: { count: number; game: string };
  /** A must-drop jackpot dropped on the player's bet: the whole pool went to their main balance. */
  jackpot_won: { amount: number; currency: string; jackpot_id: number };
  /** The player's lifetime loyalty points reached a new level (sysname), with its multiplier. */
  loyalty_level_reached: { level: string; multiplier: number };
  /** A tournament ended with the player in a prize place: the prize went to their main balance. */
  tournament_prize_won: { amount: number; currency: string; tournament_id: number; place: number };
  /** A period's cashback is computed: the player may claim it until `expires_at`. */
  /** An operator cancelled a tournament the player had joined: it ends without prizes. */
  tournament_cancelled: { tournament_id: number; title_en: string; title_fr: string };
  cashback_ready: { amount: number; currency: string; cashback_id: number; expires_at: string };
  /** A claimed cashback is on the main balance. */
  cashback_paid: { amount: number; currency: string; cashback_id: number };
  /** A sports bet won: its return (stake × odds) went to the main balance. */
  sports_bet_won: { amount: number; currency: string; bet_id: number };
  /** A sports bet lost (`amount` is its stake). */
  sports_bet_lost: { amount: number; currency: string; bet_id: number };
  /** A sports bet was void (a cancelled event or market): its stake went back to the main balance. */
  sports_bet_void: { amount: number; currency: string; bet_id: number };
  /** A free bet's bet was void: the free bet (`amount`) is back on the betting-bonus balance to place again. */
  free_bet_void: { amount: number; currency: string; bet_id: number; betting_bonus_id: number };
  /** A betting bonus ran out of time unused; its free bet (`amount`) is gone. */
  betting_bonus_expired: { amount: number; currency: string; betting_bonus_id: number };
  /**
   * Five wrong authenticator codes after the right password: log-in by code is refused until
   * `locked_until` (decision 0084), and whoever tried knows the password.
   */
  second_factor_locked: { locked_until: string };
}
export type NotificationKind = keyof NotificationParams;
export const NOTIFICATION_KINDS = [
  'deposit_credited',
  'withdrawal_paid',
  'withdrawal_declined',
  'verification_decided',
  'limit_changed',
  'bonus_credited',
  'bonus_waiting',
  'bonus_converted',
  'bonus_expired',
  'free_spins_granted',
  'jackpot_won',
  'loyalty_level_reached',
  'tournament_prize_won',
  'tournament_cancelled',
  'cashback_ready',
  'cashback_paid',
  'sports_bet_won',
  'sports_bet_lost',
  'sports_bet_void',
  'free_bet_void',
  'betting_bonus_expired',
  'second_factor_locked',
] as const satisfies readonly NotificationKind[];
