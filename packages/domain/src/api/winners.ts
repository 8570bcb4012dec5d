import { z } from 'zod';
import { moneyAmountSchema } from './shared.js';

// The answers of the winners service: the big wins of /winners (guests too).

export const bigWinSchema = z.object({
  id: z.number(),
  game: z.object({ sysname: z.string(), name: z.string(), image_url: z.string() }),
  /** The winner as others may see them: a chosen fake name, or a masked login; never an id. */
  player: z.string(),
  amount: moneyAmountSchema,
  /** The round's real-money stakes; 0 for a free spin's round. */
  stake: moneyAmountSchema,
  /** The win over the stakes, rounded to two decimals; null for a free spin's round. */
  multiplier: z.number().nullable(),
  won_at: z.string(),
});

export const winnersAnswers = {
  get: z.object({ total: z.number(), items: z.array(bigWinSchema) }),
};
