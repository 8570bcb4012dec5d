import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chiSquareCriticalAt0001, chiSquareUniform } from './chi-square.js';
import { commitServerSeed, generateServerSeed, isClientSeed, isServerSeed } from './seeds.js';
import { toHex } from './sha256.js';
import { OutcomeStream, outcomeBlock } from './stream.js';
import { uniformInt } from './uniform.js';
import { verifyRound } from './verify.js';

// Vectors checked by hand with OpenSSL:
//   echo -n "jeton test seed" | openssl dgst -sha256                       → the server seed
//   echo -n "$SEED" | openssl dgst -sha256                                  → its commitment
//   echo -n "player-seed:7:0" | openssl dgst -sha256 -hmac "$SEED"          → block 0
//   echo -n "player-seed:7:1" | openssl dgst -sha256 -hmac "$SEED"          → block 1
const serverSeed = 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c';
const commitment = 'b91d82bd7eff334f4c4cf4e43a9a28ca7b34450b6d1d9f6136fada183f64237c';
const seeds = { serverSeed, clientSeed: 'player-seed', nonce: 7 };
const block0 = 'f87707a9ea8831bd2488fd0bb306e7c8361b8967c756dc193809a15886210b24';
const block1 = 'dbc8c0606a6194fd6bebd6fac9088e3283461500639831e8971def720177e8e3';

describe('seeds', () => {
  it('a server seed is 32 random bytes in hex, and its commitment is SHA-256 of that text', () => {
    const seed = generateServerSeed();
    expect(isServerSeed(seed)).toBe(true);
    expect(generateServerSeed()).not.toBe(seed);
    expect(commitServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(commitServerSeed(serverSeed)).toBe(commitment);
  });

  it('rejects malformed seeds', () => {
    expect(() => commitServerSeed('abc')).toThrow(RangeError);
    expect(isServerSeed(serverSeed.toUpperCase())).toBe(false);
    expect(isClientSeed('')).toBe(false);
    expect(isClientSeed('x'.repeat(65))).toBe(false);
    expect(isClientSeed('lucky: 7')).toBe(true);
    expect(() => new OutcomeStream({ ...seeds, nonce: -1 })).toThrow(RangeError);
    expect(() => new OutcomeStream({ ...seeds, nonce: 1.5 })).toThrow(RangeError);
  });
});

describe('outcome stream', () => {
  it('blocks are HMAC-SHA256(server seed, "client:nonce:cursor")', () => {
    expect(toHex(outcomeBlock(seeds, 0))).toBe(block0);
    expect(toHex(outcomeBlock(seeds, 1))).toBe(block1);
  });

  it('reads big-endian 32-bit words in order, moving to the next cursor after eight', () => {
    const stream = new OutcomeStream(seeds);
    const words = Array.from({ length: 9 }, () => stream.nextUint32());
    expect(words.slice(0, 8)).toEqual(block0.match(/.{8}/g)!.map((hex) => Number.parseInt(hex, 16)));
    expect(words[8]).toBe(0xdbc8c060);
  });

  it('floats take 52 bits from two words', () => {
    const stream = new OutcomeStream(seeds);
    // top 20 bits of f87707a9 followed by ea8831bd
    expect(stream.nextFloat()).toBe(0xf8770ea8831bd / 2 ** 52);
    expect(new OutcomeStream(seeds).nextUint52()).toBe(0xf8770ea8831bd);
  });

  it('integers below n come from the word when it is below the rejection limit', () => {
    expect(new OutcomeStream(seeds).nextInt(37)).toBe(0xf87707a9 % 37);
    expect(new OutcomeStream(seeds).nextInt(37)).toBe(36);
    expect(new OutcomeStream(seeds).nextInt(10_000)).toBe(313);
  });

  it('nextInt draws what uniformInt draws from the same words, for small, odd and huge bounds', () => {
    for (const n of [1, 2, 3, 32, 37, 1_000_003, 3 * 2 ** 30, 2 ** 32 - 5, 2 ** 32]) {
      for (let nonce = 0; nonce < 200; nonce++) {
        const words = new OutcomeStream({ ...seeds, nonce });
        const expected = uniformInt(() => words.nextUint32(), n);
        expect(new OutcomeStream({ ...seeds, nonce }).nextInt(n)).toBe(expected);
      }
    }
  });

  it('the same seeds give the same stream; any change gives another', () => {
    const read = (s: typeof seeds) => {
      const stream = new OutcomeStream(s);
      return [stream.nextUint32(), stream.nextUint32()];
    };
    expect(read(seeds)).toEqual(read({ ...seeds }));
    expect(read({ ...seeds, nonce: 8 })).not.toEqual(read(seeds));
    expect(read({ ...seeds, clientSeed: 'player-seed2' })).not.toEqual(read(seeds));
  });
  it('streams read in turns give what each gives alone (they share one block buffer)', () => {
    const alone = (s: typeof seeds) => {
      const stream = new OutcomeStream(s);
      return Array.from({ length: 20 }, () => stream.nextUint32());
    };
    const other = { ...seeds, nonce: 8 };
    const expectedA = alone(seeds);
    const expectedB = alone(other);
    const a = new OutcomeStream(seeds);
    const b = new OutcomeStream(other);
    const readA: number[] = [];
    const readB: number[] = [];
    for (let i = 0; i < 20; i++) {
      readA.push(a.nextUint32());
      readB.push(b.nextUint32());
    }
    expect(readA).toEqual(expectedA);
    expect(readB).toEqual(expectedB);
  });

  it('a client seed long enough to push the message into a second block hashes as node:crypto does', () => {
    const long = { ...seeds, clientSeed: 'x'.repeat(64), nonce: 9_007_199_254_740_991 };
    const expected = createHmac('sha256', serverSeed)
      .update(`${long.clientSeed}:${long.nonce}:12345`)
      .digest('hex');
    expect(toHex(outcomeBlock(long, 12_345))).toBe(expected);
  });
});

describe('uniformInt', () => {
  it('rejects draws at or above the largest multiple of n below 2^32 and draws again', () => {
    // 2^32 = 37 · 116 080 197 + 7: the top 7 values would favour pockets 0–6 under modulo
    const limit = 2 ** 32 - 7;
    const draws = [2 ** 32 - 1, limit, limit - 1];
    let reads = 0;
    expect(uniformInt(() => draws[reads++]!, 37)).toBe((limit - 1) % 37);
    expect(reads).toBe(3);
  });

  it('powers of two never redraw', () => {
    expect(uniformInt(() => 2 ** 32 - 1, 16)).toBe(15);
    expect(uniformInt(() => 2 ** 32 - 1, 2 ** 32)).toBe(2 ** 32 - 1);
  });

  it('refuses bucket counts outside [1, 2^32]', () => {
    expect(() => uniformInt(() => 0, 0)).toThrow(RangeError);
    expect(() => uniformInt(() => 0, 2.5)).toThrow(RangeError);
    expect(() => uniformInt(() => 0, 2 ** 32 + 1)).toThrow(RangeError);
  });

  it('spreads HMAC draws evenly over 37 buckets (chi-square, 200 000 draws, p = 0.001)', () => {
    // Full 10 million draws: npm run sim:rtp.
    const counts = new Float64Array(37);
    for (let nonce = 0; nonce < 25_000; nonce++) {
      const stream = new OutcomeStream({ ...seeds, nonce });
      for (let i = 0; i < 8; i++) counts[stream.nextInt(37)]! += 1;
    }
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCriticalAt0001(36));
  }, 60_000);
});

describe('chi-square helpers', () => {
  it('computes the statistic and a critical value close to the tables', () => {
    expect(chiSquareUniform([10, 10, 10, 10])).toBe(0);
    expect(chiSquareUniform([15, 5])).toBe(5);
    expect(chiSquareCriticalAt0001(36)).toBeCloseTo(67.985, 0);
    expect(chiSquareCriticalAt0001(100)).toBeCloseTo(149.449, 0);
  });
});

describe('verifyRound', () => {
  it('checks the revealed seed against the commitment and replays the draws', () => {
    const verified = verifyRound({ ...seeds, commitment }, (stream) => stream.nextInt(37));
    expect(verified).toEqual({ commitmentMatches: true, outcome: 36 });
    const forged = verifyRound({ ...seeds, commitment: commitServerSeed(generateServerSeed()) }, (s) =>
      s.nextInt(37),
    );
    expect(forged.commitmentMatches).toBe(false);
  });
});
