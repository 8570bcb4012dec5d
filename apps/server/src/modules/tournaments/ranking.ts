// The order of a leaderboard and who gets which prize (decision 0063): more points first; on equal
// points, whoever reached their score first (the time of their last change of points); then the
// earlier joiner's user id, so the order is total and the same on every run.

export interface Standing {
  userId: number;
  pointsMinor: bigint;
  reachedAt: Date;
}

export interface Ranked extends Standing {
  place: number;
}

export interface Award {
  place: number;
  userId: number;
  pointsMinor: bigint;
  prizeMinor: bigint;
}

export function compareStandings(a: Standing, b: Standing): number {
  if (a.pointsMinor !== b.pointsMinor) return a.pointsMinor > b.pointsMinor ? -1 : 1;
  const time = a.reachedAt.getTime() - b.reachedAt.getTime();
  if (time !== 0) return time;
  return a.userId - b.userId;
}

/** Places 1, 2, … in leaderboard order; no two players share a place. */
export function rank(standings: readonly Standing[]): Ranked[] {
  return [...standings].sort(compareStandings).map((standing, index) => ({ ...standing, place: index + 1 }));
}

/**
 * The prize of each place to the player in it. A player without points wins nothing (joining
 * alone is not playing): the places they would have had stay unpaid.
 */
export function prizeAwards(ranked: readonly Ranked[], prizesMinor: readonly number[]): Award[] {
  return ranked
    .filter((standing) => standing.pointsMinor > 0n && standing.place <= prizesMinor.length)
    .map((standing) => ({
      place: standing.place,
      userId: standing.userId,
      pointsMinor: standing.pointsMinor,
      prizeMinor: BigInt(prizesMinor[standing.place - 1] ?? 0),
    }));
}

/** The total prize: the sum of the places. */
export function totalPrizeMinor(prizesMinor: readonly number[]): bigint {
  return prizesMinor.reduce((sum, amount) => sum + BigInt(amount), 0n);
}
