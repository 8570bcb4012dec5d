import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, drawDrop, uniformBigInt, verifyDrop } from './provably-fair-drop.js';

describe('the drop draw', () => {
  it('stays within [min, max] and reaches both ends', () => {
    const seen = new Set<bigint>();
    for (let i = 0; i < 2_000; i++) {
      const drawn = uniformBigInt(10n, 14n);
      expect(drawn >= 10n && drawn <= 14n).toBe(true);
      seen.add(drawn);
    }
    expect([...seen].sort()).toEqual([10n, 11n, 12n, 13n, 14n]);
  });

  it('is uniform: each of 4 values comes about a quarter of the time', () => {
    const counts = [0, 0, 0, 0];
    const draws = 40_000;
    for (let i = 0; i < draws; i++) counts[Number(uniformBigInt(0n, 3n))]! += 1;
    // Within 5 standard deviations of draws/4 (σ ≈ 87).
    for (const count of counts) expect(Math.abs(count - draws / 4)).toBeLessThan(450);
  });

  it('throws away draws above the last whole span instead of folding them (no modulo bias)', () => {
    // Span 3 in one byte: 255 = 3 × 85, so a byte of 255 is thrown away and the next one used.
    const bytes = [255, 4];
    const random = (size: number) => Buffer.from(bytes.splice(0, size));
    expect(uniformBigInt(0n, 2n, random)).toBe(1n);
  });

  it('handles amounts beyond 2^53 and a range of one value', () => {
    const big = 2n ** 60n;
    const drawn = uniformBigInt(big, big + 1000n);
    expect(drawn >= big && drawn <= big + 1000n).toBe(true);
    expect(uniformBigInt(7n, 7n)).toBe(7n);
    expect(() => uniformBigInt(8n, 7n)).toThrow(RangeError);
  });
});

describe('the commitment', () => {
  it('is sha256 of "amount:salt" in hex, as a player recomputes it', () => {
    const expected = createHash('sha256').update('12345:abc').digest('hex');
    expect(commitmentOf(12345n, 'abc')).toBe(expected);
  });

  it('verifies the revealed amount and salt, and refuses any other amount or salt', () => {
    const draw = drawDrop(5_000n, 10_000n);
    expect(draw.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(verifyDrop(draw.amountMinor, draw.salt, draw.commitment)).toBe(true);
    expect(verifyDrop(draw.amountMinor + 1n, draw.salt, draw.commitment)).toBe(false);
    expect(verifyDrop(draw.amountMinor, `${draw.salt}0`, draw.commitment)).toBe(false);
    expect(verifyDrop(draw.amountMinor, draw.salt, 'not hex')).toBe(false);
  });

  it('uses a fresh salt each cycle: two draws of the same amount commit differently', () => {
    const a = drawDrop(100n, 100n);
    const b = drawDrop(100n, 100n);
    expect(a.amountMinor).toBe(b.amountMinor);
    expect(a.commitment).not.toBe(b.commitment);
  });
});
