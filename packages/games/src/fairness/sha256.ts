/**
 * SHA-256 (FIPS 180-4) in plain TypeScript on 32-bit words. No node: import, so the
 * same code verifies rounds in the browser (the fairness page), and it is fast enough
 * for the studio: an HMAC of a short message is two compressions once the key's pads
 * are absorbed (see hmac.ts), against about a microsecond for node:crypto's createHmac.
 * Tests cross-check it against node:crypto on many random inputs.
 */
import { compress } from './sha256-compress.js';

export { compress };

export const SHA256_INITIAL_STATE: readonly number[] = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/**
 * Writes `bytes[0…length)` big-endian into words with SHA-256 padding, for a message
 * whose hashing already absorbed `prefixBytes` (a multiple of 64) before these bytes.
 * Returns the number of 16-word blocks written. `words` must hold them.
 */
export function padInto(words: Int32Array, bytes: Uint8Array, length: number, prefixBytes: number): number {
  const blocks = paddedBlocks(length);
  words.fill(0, 0, blocks * 16);
  for (let i = 0; i < length; i++) putByte(words, i, bytes[i]!);
  return padEnd(words, length, prefixBytes);
}

/** How many 16-word blocks a message of `length` bytes fills once padded. */
export function paddedBlocks(length: number): number {
  return Math.ceil((length + 9) / 64);
}

/** ORs byte `value` in at byte `index` of big-endian words (that byte must be zero before). */
export function putByte(words: Int32Array, index: number, value: number): void {
  words[index >> 2]! |= value << (24 - 8 * (index & 3));
}

/**
 * Ends a message of `length` bytes already in `words` (zero after it up to its last block): the
 * 0x80 marker and the bit length, `prefixBytes` counted before it. Returns the blocks written.
 */
export function padEnd(words: Int32Array, length: number, prefixBytes: number): number {
  const blocks = paddedBlocks(length);
  putByte(words, length, 0x80);
  const bits = (prefixBytes + length) * 8;
  words[blocks * 16 - 2] = Math.floor(bits / 2 ** 32);
  words[blocks * 16 - 1] = bits | 0;
  return blocks;
}

export function wordsToBytes(words: Int32Array, length = words.length): Uint8Array {
  const bytes = new Uint8Array(length * 4);
  for (let i = 0; i < length; i++) {
    const word = words[i]!;
    bytes[4 * i] = word >>> 24;
    bytes[4 * i + 1] = (word >>> 16) & 0xff;
    bytes[4 * i + 2] = (word >>> 8) & 0xff;
    bytes[4 * i + 3] = word & 0xff;
  }
  return bytes;
}

export function sha256(bytes: Uint8Array): Uint8Array {
  const state = Int32Array.from(SHA256_INITIAL_STATE);
  const words = new Int32Array(Math.ceil((bytes.length + 9) / 64) * 16);
  const blocks = padInto(words, bytes, bytes.length, 0);
  for (let block = 0; block < blocks; block++) compress(state, words, block * 16, state);
  return wordsToBytes(state);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

const utf8 = new TextEncoder();

export function utf8Bytes(text: string): Uint8Array {
  return utf8.encode(text);
}

/** SHA-256 of a text's UTF-8 bytes, in lowercase hex. */
export function sha256Hex(text: string): string {
  return toHex(sha256(utf8Bytes(text)));
}
