import { compress, padInto, SHA256_INITIAL_STATE, sha256, wordsToBytes } from './sha256.js';

/** SHA-256's block, and so the inner pad's length that a padded message's bit length counts. */
export const HMAC_PAD_BYTES = 64;
const BLOCK_BYTES = HMAC_PAD_BYTES;

/**
 * HMAC-SHA256 (RFC 2104) with one key: the key's inner and outer pad blocks are
 * absorbed once, so each message costs its own blocks plus one outer block — two
 * compressions for a message under 56 bytes.
 */
export class HmacSha256 {
  private readonly innerState = new Int32Array(8);
  private readonly outerState = new Int32Array(8);
  private words = new Int32Array(32);
  private readonly outerWords = new Int32Array(16);

  constructor(key: Uint8Array) {
    const padded = new Uint8Array(BLOCK_BYTES);
    padded.set(key.length > BLOCK_BYTES ? sha256(key) : key);
    const block = new Int32Array(16);
    for (const [state, pad] of [
      [this.innerState, 0x36],
      [this.outerState, 0x5c],
    ] as const) {
      block.fill(0);
      for (let i = 0; i < BLOCK_BYTES; i++) block[i >> 2]! |= (padded[i]! ^ pad) << (24 - 8 * (i & 3));
      state.set(SHA256_INITIAL_STATE);
      compress(state, block, 0, state);
    }
    // The outer message is always the 32-byte inner hash: its padding never changes.
    this.outerWords[8] = 0x80000000 | 0;
    this.outerWords[15] = (BLOCK_BYTES + 32) * 8;
  }

  /** Writes HMAC(key, bytes[0…length)) as 8 big-endian words into `out`. */
  digestInto(bytes: Uint8Array, length: number, out: Int32Array): void {
    const needed = Math.ceil((length + 9) / 64) * 16;
    if (this.words.length < needed) this.words = new Int32Array(needed);
    const blocks = padInto(this.words, bytes, length, BLOCK_BYTES);
    this.digestPaddedInto(this.words, blocks, out);
  }

  /**
   * The same from a message already padded into `blocks` 16-word blocks (its bit length counting
   * the 64 bytes of the inner pad, see padInto's `prefixBytes`): callers that keep a message's
   * constant start as words skip packing it byte by byte.
   */
  digestPaddedInto(words: Int32Array, blocks: number, out: Int32Array): void {
    // The inner hash lands straight in the first eight words of the outer message.
    const inner = this.outerWords;
    compress(this.innerState, words, 0, inner);
    for (let block = 1; block < blocks; block++) compress(inner, words, block * 16, inner);
    compress(this.outerState, inner, 0, out);
  }

  digest(bytes: Uint8Array): Uint8Array {
    const out = new Int32Array(8);
    this.digestInto(bytes, bytes.length, out);
    return wordsToBytes(out);
  }
}
