import { z } from 'zod';

// The answers of the Jackpots service (spec section 7): must-drop progressive jackpots and their
// winners. Amounts are in major units, as everywhere in the product API.

const game = z.object({ sysname: z.string(), name: z.string() });

export const jackpotSchema = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  description: z.string(),
  currency: z.string(),
  /** The pool now, read from the ledger. */
  amount: z.number(),
  /** "Must drop before": the running cycle's ceiling; the drop amount lies in [drop_from, drop_before]. */
  drop_from: z.number(),
  drop_before: z.number(),
  /** The share of each real-money stake, in percent. */
  contribution_percent: z.number(),
  /** Every house game when true; `games` lists them either way. */
  all_house_games: z.boolean(),
  games: z.array(game),
  cycle: z.number().int(),
  /** sha256("{drop amount in minor units}:{salt}") of the running cycle, public from its start. */
  commitment: z.string(),
});

export const jackpotWinnerSchema = z.object({
  jackpot_id: z.number().int(),
  jackpot_name: z.string(),
  cycle: z.number().int(),
  game: game,
  /** The winner's public name, masked; never an email, phone or id. */
  winner: z.string(),
  amount: z.number(),
  currency: z.string(),
  won_at: z.string(),
  /** The revealed drop amount in minor units, its salt and the commitment shown before. */
  drop_amount_minor: z.string(),
  salt: z.string(),
  commitment: z.string(),
});

export type Jackpot = z.output<typeof jackpotSchema>;
export type JackpotWinner = z.output<typeof jackpotWinnerSchema>;

export const jackpotsAnswers = {
  get: z.object({ items: z.array(jackpotSchema), total: z.number().int() }),
  getWinners: z.object({ items: z.array(jackpotWinnerSchema), total: z.number().int() }),
};
