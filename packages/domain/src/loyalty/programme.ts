// The loyalty programme's rules (decision 0062): points are a currency of the ledger (`PTS`), kept
// in hundredths like cents so that a 0.10 stake earns its share; levels by lifetime points, each
// with a multiplier of what a stake earns. Pure: the server awards by it, the pages explain it.

/** The ledger currency of loyalty points; one minor unit is a hundredth of a point. */
export const POINTS_CURRENCY = 'PTS';
export const POINTS_SCALE = 2;
const POINTS_UNIT = 10n ** BigInt(POINTS_SCALE);

export const LOYALTY_LEVEL_SYSNAMES = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type LoyaltyLevelSysname = (typeof LOYALTY_LEVEL_SYSNAMES)[number];

export interface LoyaltyLevel {
  sysname: LoyaltyLevelSysname;
  /** Lifetime points (whole points) from which the level holds. */
  minPoints: number;
  /** What a stake earns at this level, in hundredths (125 = × 1.25). */
  multiplierPercent: number;
}

/** Lowest first. A player's level is the highest whose threshold their lifetime points reach. */
export const LOYALTY_LEVELS: readonly LoyaltyLevel[] = [
  { sysname: 'bronze', minPoints: 0, multiplierPercent: 100 },
  { sysname: 'silver', minPoints: 500, multiplierPercent: 125 },
  { sysname: 'gold', minPoints: 2_500, multiplierPercent: 150 },
  { sysname: 'platinum', minPoints: 10_000, multiplierPercent: 200 },
];

/** Base rate: one point per 1.00 staked in any of the site's currencies (all have cents). */
export const POINTS_PER_UNIT_STAKED = 1;

export function isLoyaltyLevel(sysname: string): sysname is LoyaltyLevelSysname {
  return (LOYALTY_LEVEL_SYSNAMES as readonly string[]).includes(sysname);
}

export function loyaltyLevelOf(sysname: LoyaltyLevelSysname): LoyaltyLevel {
  return LOYALTY_LEVELS.find((level) => level.sysname === sysname)!;
}

/** The level that lifetime points (in minor units) reach. */
export function levelForPoints(lifetimeMinor: bigint): LoyaltyLevel {
  let reached = LOYALTY_LEVELS[0]!;
  for (const level of LOYALTY_LEVELS) {
    if (lifetimeMinor >= BigInt(level.minPoints) * POINTS_UNIT) reached = level;
  }
  return reached;
}

/** The level after this one, or null at the top. */
export function nextLevel(level: LoyaltyLevel): LoyaltyLevel | null {
  return LOYALTY_LEVELS[LOYALTY_LEVELS.indexOf(level) + 1] ?? null;
}

/**
 * The points (minor) a stake earns: 1 point per 1.00 staked (a stake in cents earns as many
 * hundredths of a point) times the level's multiplier, rounded down to the hundredth.
 */
export function pointsForStake(stakeMinor: bigint, stakeScale: number, multiplierPercent: number): bigint {
  if (stakeMinor <= 0n) return 0n;
  // Bring the stake to hundredths of its major unit whatever its currency's scale.
  const hundredths =
    stakeScale >= POINTS_SCALE
      ? stakeMinor / 10n ** BigInt(stakeScale - POINTS_SCALE)
      : stakeMinor * 10n ** BigInt(POINTS_SCALE - stakeScale);
  return (hundredths * BigInt(POINTS_PER_UNIT_STAKED) * BigInt(multiplierPercent)) / 100n;
}

/** Points in minor units to the number the API shows (2 decimals at most). */
export function pointsOfMinor(minor: bigint): number {
  return Number(minor) / Number(POINTS_UNIT);
}

/** Whole points to minor units. */
export function minorOfPoints(points: number): bigint {
  return BigInt(Math.round(points * Number(POINTS_UNIT)));
}

/** How far the player is from their level to the next: 0 to 100, 100 at the top. */
export function levelProgressPercent(lifetimeMinor: bigint): number {
  const level = levelForPoints(lifetimeMinor);
  const next = nextLevel(level);
  if (!next) return 100;
  const from = BigInt(level.minPoints) * POINTS_UNIT;
  const to = BigInt(next.minPoints) * POINTS_UNIT;
  return Math.min(100, Math.floor(Number(((lifetimeMinor - from) * 100n) / (to - from))));
}
