import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HmacSha256 } from './hmac.js';
import { sha256, sha256Hex, toHex } from './sha256.js';
import { OutcomeStream, outcomeBlock } from './stream.js';

/** Lengths on both sides of the padding and block boundaries (55/56, 63/64, 119/120, 127/128). */
const lengths = [
  0, 1, 3, 31, 32, 54, 55, 56, 57, 63, 64, 65, 100, 118, 119, 120, 121, 127, 128, 129, 200, 1000,
];

describe('pure SHA-256 and HMAC against node:crypto', () => {
  it('hashes known vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('é')).toBe(createHash('sha256').update('é').digest('hex'));
  });

  it('hashes random messages of every boundary length', () => {
    for (const length of lengths) {
      for (let trial = 0; trial < 5; trial++) {
        const message = randomBytes(length);
        expect(toHex(sha256(message)), `length ${length}`).toBe(
          createHash('sha256').update(message).digest('hex'),
        );
      }
    }
  });

  it('computes HMACs of random keys and messages, keys shorter and longer than a block', () => {
    for (const keyLength of [0, 1, 32, 63, 64, 65, 100, 200]) {
      for (const length of lengths) {
        const key = randomBytes(keyLength);
        const message = randomBytes(length);
        const hmac = new HmacSha256(key);
        const expected = createHmac('sha256', key).update(message).digest('hex');
        expect(toHex(hmac.digest(message)), `key ${keyLength}, message ${length}`).toBe(expected);
        // the same key object serves message after message
        expect(toHex(hmac.digest(message))).toBe(expected);
      }
    }
  });

  it('the outcome stream equals createHmac for long client seeds, large nonces and cursors', () => {
    for (let trial = 0; trial < 200; trial++) {
      const serverSeed = randomBytes(32).toString('hex');
      const clientSeed = 'x:'.repeat(trial % 33).slice(0, 1 + (trial % 64)) || 'c';
      const nonce = trial % 3 === 0 ? Number.MAX_SAFE_INTEGER - trial : trial * 7_919_191;
      const cursor = trial % 5 === 0 ? 12_345 : trial % 13;
      const seeds = { serverSeed, clientSeed, nonce };
      const expected = createHmac('sha256', serverSeed)
        .update(`${clientSeed}:${nonce}:${cursor}`)
        .digest('hex');
      expect(toHex(outcomeBlock(seeds, cursor))).toBe(expected);
    }
  });

  it('streams from interleaved seed pairs do not disturb each other', () => {
    const a = { serverSeed: randomBytes(32).toString('hex'), clientSeed: 'a', nonce: 1 };
    const b = { serverSeed: randomBytes(32).toString('hex'), clientSeed: 'b', nonce: 2 };
    const streamA = new OutcomeStream(a);
    const streamB = new OutcomeStream(b);
    const words: number[] = [];
    for (let i = 0; i < 20; i++) words.push(streamA.nextUint32(), streamB.nextUint32());
    const expectedA = [0, 1, 2].map((c) =>
      createHmac('sha256', a.serverSeed).update(`a:1:${c}`).digest('hex'),
    );
    const hexA = words
      .filter((_, i) => i % 2 === 0)
      .map((w) => w.toString(16).padStart(8, '0'))
      .join('');
    expect(hexA).toBe(expectedA.join('').slice(0, 160));
  });
});
