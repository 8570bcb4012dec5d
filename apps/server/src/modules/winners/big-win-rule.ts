import { type BigWinRule, bigWinRuleSchema, DEFAULT_BIG_WIN_RULE } from '@jeton/domain/backoffice';

/** The site setting that holds the operator's rule. */
export const BIG_WIN_RULE_KEY = 'big_wins';

/** The stored rule, or the default when none was saved or the stored one no longer parses. */
export function ruleOf(stored: unknown): BigWinRule {
  const parsed = bigWinRuleSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_BIG_WIN_RULE;
}

/** Whether a win passes the rule. Exact in integers: the multiplier is compared in hundredths. */
export function isBigWin(win: { stakeMinor: bigint; winMinor: bigint }, rule: BigWinRule): boolean {
  if (win.winMinor < BigInt(rule.min_win_minor)) return false;
  // A free spin's round staked nothing of the player's: the amount alone decides.
  if (win.stakeMinor === 0n) return true;
  return win.winMinor * 100n >= win.stakeMinor * BigInt(Math.round(rule.min_multiplier * 100));
}

/** The win over the stakes, to two decimals (rounded down); null for a round without stakes. */
export function multiplierOf(stakeMinor: bigint, winMinor: bigint): number | null {
  if (stakeMinor === 0n) return null;
  return Number((winMinor * 100n) / stakeMinor) / 100;
}
