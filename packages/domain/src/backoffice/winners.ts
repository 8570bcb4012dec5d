import { z } from 'zod';
import { isoDateTime, listAnswer, pagingSchema, recordIdSchema, withinListWindow } from './shared.js';

// winners/list, winners/saveRule and winners/setHidden: the big wins of /winners as operators run
// them: which real-money wins count (the rule), and taking one off the public list.

/**
 * Which real-money wins count as big: at least `min_multiplier` times the round's stakes and at
 * least `min_win_minor` (minor units of the win's currency; the site's currencies all have cents).
 * A free spin's round has no stake: the amount alone decides.
 */
export const bigWinRuleSchema = z
  .object({
    min_multiplier: z.number().min(1).max(100_000),
    min_win_minor: z.number().int().min(1).max(1_000_000_000_000),
  })
  .strict();
export type BigWinRule = z.infer<typeof bigWinRuleSchema>;

/** The rule until an operator saves one: 10 × the stakes and 20.00. */
export const DEFAULT_BIG_WIN_RULE: BigWinRule = { min_multiplier: 10, min_win_minor: 2000 };

export const WINNERS_FILTERS = ['all', 'shown', 'hidden'] as const;

export const winnersListInput = withinListWindow(
  pagingSchema.extend({ filter: z.enum(WINNERS_FILTERS).default('all') }).strict(),
);

export const bigWinAdminSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  login: z.string(),
  /** As players see the winner on /winners. */
  shownAs: z.string(),
  game: z.string(),
  gameName: z.string(),
  currency: z.string(),
  amountMinor: z.number(),
  stakeMinor: z.number(),
  multiplier: z.number().nullable(),
  wonAt: isoDateTime,
  hiddenAt: isoDateTime.nullable(),
});

export const winnersListAnswer = listAnswer(bigWinAdminSchema).extend({ rule: bigWinRuleSchema });

export const winnersSetHiddenInput = z.object({ id: recordIdSchema, hidden: z.boolean() }).strict();
export type BigWinAdmin = z.infer<typeof bigWinAdminSchema>;
