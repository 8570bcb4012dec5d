import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// A cycle's secret drop amount and its public commitment (decision 0061). The amount is drawn
// uniformly in [min, max] with node:crypto; sha256("{amount}:{salt}") is shown from the start and the
// amount and salt once the jackpot drops, so a player can check the amount was fixed in advance.

export interface DropDraw {
  amountMinor: bigint;
  salt: string;
  commitment: string;
}

/** A uniform integer in [min, max] from the system's CSPRNG (rejection sampling: no modulo bias). */
export function uniformBigInt(min: bigint, max: bigint, random = randomBytes): bigint {
  if (min > max) throw new RangeError(`Empty range ${min}..${max}`);
  const span = max - min + 1n;
  if (span === 1n) return min;
  const bytes = Math.ceil((span - 1n).toString(16).length / 2);
  const space = 1n << BigInt(bytes * 8);
  // The largest multiple of span that fits in `space`: draws above it are thrown away.
  const limit = space - (space % span);
  for (;;) {
    const drawn = BigInt(`0x${random(bytes).toString('hex')}`);
    if (drawn < limit) return min + (drawn % span);
  }
}

export function commitmentOf(amountMinor: bigint, salt: string): string {
  return createHash('sha256').update(`${amountMinor}:${salt}`).digest('hex');
}

/** Draws a cycle's drop amount with a fresh 128-bit salt. */
export function drawDrop(minMinor: bigint, maxMinor: bigint): DropDraw {
  const amountMinor = uniformBigInt(minMinor, maxMinor);
  const salt = randomBytes(16).toString('hex');
  return { amountMinor, salt, commitment: commitmentOf(amountMinor, salt) };
}

/** What a player does to check a revealed drop: hash amount and salt, compare with the commitment. */
export function verifyDrop(amountMinor: bigint, salt: string, commitment: string): boolean {
  const expected = Buffer.from(commitmentOf(amountMinor, salt), 'hex');
  const given = Buffer.from(commitment, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
