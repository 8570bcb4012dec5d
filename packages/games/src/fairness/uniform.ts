const TWO_POW_32 = 2 ** 32;

/**
 * An unbiased integer in [0, n) from a source of uniform 32-bit draws.
 *
 * Why not `draw % n`: 2^32 values cannot be split evenly into n buckets unless n is a
 * power of two. With n = 37, 2^32 = 37 · 116 080 197 + 7, so pockets 0–6 would get
 * one more 32-bit value each than pockets 7–36: a bias of about 1 in 116 million per
 * pocket, small but real, and larger as n grows (for n = 3 · 2^30 pocket 0 would be
 * twice as likely as the last one).
 *
 * Rejection sampling: keep only draws below the largest multiple of n that fits in
 * 2^32, so every bucket gets exactly the same number of accepted values, and draw again
 * otherwise. The chance of a redraw is below n / 2^32 (under 1e-8 for n ≤ 37), so the
 * expected cost is one draw.
 */
export function uniformInt(nextUint32: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32)
    throw new RangeError('n must be an integer in [1, 2^32]');
  const acceptedBelow = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const draw = nextUint32();
    if (draw < acceptedBelow) return draw % n;
  }
}
