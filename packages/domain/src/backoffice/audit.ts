import { z } from 'zod';
import { isoDateTime, listAnswer, pagingSchema, recordIdSchema, withinListWindow } from './shared.js';

// audit/search: the append-only log of every change an operator made.

/** What the log records; `target_type` + `target_id` say what it was done to. */
export const AUDIT_ACTIONS = [
  'operator.login',
  'operator.logout',
  'operator.set_locale',
  /** Five wrong codes after the right password: the code step refused for a while (decision 0084). */
  'operator.second_factor_locked',
  'player.ban',
  'player.unban',
  'player.end_sessions',
  'player.add_note',
  'player.close',
  'adjustment.request',
  'adjustment.approve',
  'adjustment.decline',
  'kyc.decide',
  'withdrawal.approve',
  'withdrawal.decline',
  'game.update',
  'game_category.update',
  'settings.general_info',
  'settings.content_config',
  'content.save',
  'content.robots',
  'popup.save',
  'jackpot.create',
  'jackpot.update',
  'jackpot.pause',
  'jackpot.resume',
  'offer.create',
  'offer.update',
  'offer.pause',
  'offer.resume',
  'offer.end',
  'promo_code.create',
  'promo_code.disable',
  'promo_code.enable',
  'tournament.create',
  'tournament.update',
  'tournament.cancel',
  'sportsbook.market_suspend',
  'sportsbook.market_reopen',
  'sportsbook.market_settle',
  'sportsbook.event_void',
  'sportsbook.cash_out_settings',
  'chat.take',
  'chat.close',
  'chat.duty_on',
  'chat.duty_off',
  'feedback.handle',
  'feedback.reopen',
  'winners.rule',
  'winners.hide',
  'winners.show',
  'loyalty.product_create',
  'loyalty.product_update',
  'cashback.rule',
  'cashback.compute',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'operator',
  'player',
  'withdrawal',
  'game',
  'game_category',
  'settings',
  'content_page',
  'robots',
  'popup',
  'jackpot',
  'campaign_offer',
  'promo_code',
  'tournament',
  'sports_market',
  'sports_event',
  'sportsbook_settings',
  'adjustment',
  'chat_conversation',
  'feedback',
  'big_win',
  'big_win_rule',
  'loyalty_product',
  'cashback_rule',
  'cashback_period',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const auditFilterSchema = z.object({
  operatorId: recordIdSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

export const auditSearchInput = withinListWindow(auditFilterSchema.extend(pagingSchema.shape).strict());
/** audit/export: the same filters, every matching entry as CSV. */
export const auditExportInput = auditFilterSchema.strict();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  operatorId: z.number().int(),
  operatorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** The changed record before and after, as JSON (null when there was none). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export const auditSearchAnswer = listAnswer(auditEntrySchema);
