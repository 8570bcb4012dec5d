// How a real-money movement is shared between the player's balance kinds (decision 0030). Pure
// functions of amounts in minor units: the wallet service reads the balances and the round's stakes,
// these decide the parts, and the parts always add up to the amount.

/** The balance kinds a casino stake may be paid from. */
export const STAKE_KINDS = ['main', 'bonus'] as const;
export type StakeKind = (typeof STAKE_KINDS)[number];

/** The order in which a stake takes the player's balances: real money first by default. */
export type StakeOrder = readonly StakeKind[];
export const DEFAULT_STAKE_ORDER: StakeOrder = ['main', 'bonus'];

/** An amount shared out per balance kind. */
export type Parts = Record<StakeKind, bigint>;

export const NO_PARTS: Parts = { main: 0n, bonus: 0n };

export function partsTotal(parts: Parts): bigint {
  return parts.main + parts.bonus;
}

export function sameParts(a: Parts, b: Parts): boolean {
  return a.main === b.main && a.bonus === b.bonus;
}

/**
 * A stake taken from the balances in order: each kind gives what it has until the stake is covered.
 * Null when the balances together do not cover it.
 */
export function splitStake(amountMinor: bigint, balances: Parts, order: StakeOrder): Parts | null {
  const parts: Parts = { ...NO_PARTS };
  let left = amountMinor;
  for (const kind of order) {
    const taken = balances[kind] < left ? max0(balances[kind]) : left;
    parts[kind] = taken;
    left -= taken;
  }
  return left === 0n ? parts : null;
}

/**
 * A win shared in the proportions of the round's stakes: the bonus part is
 * floor(win × bonus staked / total staked) and main takes the rest, so the rounding favours the
 * withdrawable balance and the parts add up to the win exactly. A win on a round with no stake (a
 * free spin) goes wholly to `unstakedTo`.
 */
export function splitWin(winMinor: bigint, staked: Parts, unstakedTo: StakeKind): Parts {
  const total = partsTotal(staked);
  if (total === 0n) return { ...NO_PARTS, [unstakedTo]: winMinor };
  const bonus = (winMinor * staked.bonus) / total;
  return { main: winMinor - bonus, bonus };
}

const max0 = (value: bigint) => (value > 0n ? value : 0n);
