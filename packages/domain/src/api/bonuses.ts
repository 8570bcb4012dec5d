import { z } from 'zod';
import { moneyAmountSchema } from './shared.js';

// The answers of the bonuses service: the player's bonuses (the bonus engine, decision 0060).

export const PLAYER_BONUS_STATUSES = ['available', 'active', 'converted', 'forfeited', 'expired'] as const;
export type PlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[number];

export const playerBonusSchema = z.object({
  id: z.number(),
  status: z.enum(PLAYER_BONUS_STATUSES),
  /** The offer's title in the caller's language, as it was when the bonus was granted. */
  title: z.string(),
  amount: moneyAmountSchema,
  wager: z.object({
    multiplier: z.number(),
    required: moneyAmountSchema,
    wagered: moneyAmountSchema,
    /** 0 to 100. */
    percent: z.number(),
  }),
  valid_days: z.number(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** What conversion moved to the main balance, once converted. */
  converted: moneyAmountSchema.nullable(),
});

export const bonusesAnswers = {
  get: z.object({ total: z.number(), items: z.array(playerBonusSchema) }),
  activate: playerBonusSchema,
  remove: playerBonusSchema,
};
