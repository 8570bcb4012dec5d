import { z } from 'zod';

// What an offer grants (campaign_offers.promotions), as the bonus engine reads it. An entry of an
// unknown type, or one that does not parse, grants nothing: it is left out, never guessed at.

const depositBonus = z.object({
  type: z.literal('deposit_bonus'),
  /** Share of the deposit, in per cent. */
  percent: z.number().positive().max(1000),
  /** The most bonus money, in major units. */
  max_amount: z.number().positive().max(1_000_000),
  /** Times the bonus to stake before it converts. */
  wager: z.number().int().min(1).max(200),
  /** Days it runs once active. */
  days: z.number().int().min(1).max(365),
});

const freeSpins = z.object({
  type: z.literal('free_spins'),
  count: z.number().int().min(1).max(1000),
  game: z.string().min(1).max(100),
  /** Stake of each spin, in major units. */
  stake: z.number().positive().max(100).default(0.2),
  days: z.number().int().min(1).max(365).default(7),
});

export type DepositBonusTerms = z.infer<typeof depositBonus>;
export type FreeSpinsTerms = z.infer<typeof freeSpins>;
export type Promotion = DepositBonusTerms | FreeSpinsTerms;

const promotion = z.discriminatedUnion('type', [depositBonus, freeSpins]);

/** The promotions of an offer that the engine grants, each with its place in the offer's list. */
export function promotionsOf(stored: unknown): { index: number; promotion: Promotion }[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry, index) => {
    const parsed = promotion.safeParse(entry);
    return parsed.success ? [{ index, promotion: parsed.data }] : [];
  });
}

/** A deposit bonus's money for a deposit, in minor units: its share, capped, rounded down. */
export function depositBonusMinor(terms: DepositBonusTerms, depositMinor: bigint, scale: number): bigint {
  const share = (depositMinor * BigInt(Math.round(terms.percent * 100))) / 10_000n;
  const cap = BigInt(Math.round(terms.max_amount * 10 ** scale));
  return share < cap ? share : cap;
}

/** Major units (the offer's) to minor units of a currency. */
export function toMinor(major: number, scale: number): bigint {
  return BigInt(Math.round(major * 10 ** scale));
}
