import { z } from 'zod';
import { moneyAmountSchema } from './shared.js';

// The answers of the BettingBonuses service (decision 0070): the player's free bets.

/**
 * `available` waits for the player's activation; `active` has its money on the betting-bonus
 * balance; `staked` is in an open bet; it ends `won` or `lost` (its bet settled), `forfeited`
 * (removed by the player) or `expired`. A void bet puts it back to `active`.
 */
export const BETTING_BONUS_STATUSES = [
  'available',
  'active',
  'staked',
  'won',
  'lost',
  'forfeited',
  'expired',
] as const;
export type BettingBonusStatus = (typeof BETTING_BONUS_STATUSES)[number];

export const bettingBonusSchema = z.object({
  id: z.number(),
  status: z.enum(BETTING_BONUS_STATUSES),
  /** The offer's title in the caller's language, as it was when granted. */
  title: z.string(),
  /** The free bet's stake. */
  amount: moneyAmountSchema,
  /** The lowest odds it may be placed at. */
  min_odds: z.number(),
  valid_days: z.number(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
  expires_at: z.string(),
  ended_at: z.string().nullable(),
  /** The open or settled bet it was staked on. */
  bet_id: z.number().nullable(),
  /** What a won free bet paid to the main balance (the winnings, without the stake). */
  winnings: moneyAmountSchema.nullable(),
});
export type BettingBonus = z.output<typeof bettingBonusSchema>;

export const bettingBonusesAnswers = {
  get: z.object({ total: z.number(), items: z.array(bettingBonusSchema) }),
  activate: bettingBonusSchema,
  remove: bettingBonusSchema,
};
