import { HMAC_PAD_BYTES, HmacSha256 } from './hmac.js';
import { assertClientSeed, assertNonce, assertServerSeed } from './seeds.js';
import { paddedBlocks, padEnd, putByte, utf8Bytes, wordsToBytes } from './sha256.js';
import { uniformInt } from './uniform.js';

export interface RoundSeeds {
  /** 64 hex characters, kept secret until the player rotates the seed pair. */
  serverSeed: string;
  clientSeed: string;
  /** The round's number under this seed pair: 0, 1, 2, … */
  nonce: number;
}

const WORDS_PER_BLOCK = 8;
const TWO_POW_32 = 2 ** 32;
const COLON = 0x3a;
const ZERO = 0x30;

/**
 * The last server seed's HMAC key, pads absorbed. A studio plays many rounds of one
 * seed pair in a row, and a simulation plays millions, so keeping one saves two
 * compressions and the seed check per round.
 */
let cachedKey: { serverSeed: string; hmac: HmacSha256 } | undefined;
/** The last client seed and its colon, packed as big-endian words: only the digits change after. */
let cachedClient: { clientSeed: string; words: Int32Array; length: number } | undefined;
/** The message being hashed, built afresh for each block (streams may interleave). */
let message = new Int32Array(32);

/**
 * The block read last, shared by all streams rather than one array each (a round is a few draws
 * from one block, and an array per round costs as much as a tenth of the round): a stream whose
 * block another stream has since overwritten computes it again, which gives the same words.
 */
const sharedBlock = new Int32Array(WORDS_PER_BLOCK);
let sharedBlockOwner: OutcomeStream | undefined;

function hmacFor(serverSeed: string): HmacSha256 {
  if (cachedKey?.serverSeed !== serverSeed) {
    assertServerSeed(serverSeed);
    cachedKey = { serverSeed, hmac: new HmacSha256(utf8Bytes(serverSeed)) };
  }
  return cachedKey.hmac;
}

function clientPrefix(clientSeed: string): { words: Int32Array; length: number } {
  if (cachedClient?.clientSeed !== clientSeed) {
    assertClientSeed(clientSeed);
    const bytes = utf8Bytes(`${clientSeed}:`);
    const words = new Int32Array(Math.ceil(bytes.length / 4));
    for (let i = 0; i < bytes.length; i++) putByte(words, i, bytes[i]!);
    cachedClient = { clientSeed, words, length: bytes.length };
  }
  return cachedClient;
}

/** 10^0 … 10^15: a safe integer has at most 16 decimal digits. */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, i) => 10 ** i);

function decimalDigits(value: number): number {
  let digits = 1;
  while (digits < 16 && value >= POWERS_OF_TEN[digits]!) digits += 1;
  return digits;
}

/** Writes a non-negative safe integer's decimal digits at byte `at`; returns the byte after them. */
function putDecimal(words: Int32Array, at: number, value: number): number {
  const end = at + decimalDigits(value);
  let rest = value;
  for (let i = end - 1; i >= at; i--) {
    // integer division by 10: in 32-bit arithmetic while it fits (the usual nonce), else by floor
    const next = rest < 0x80000000 ? (rest / 10) | 0 : Math.floor(rest / 10);
    putByte(words, i, ZERO + (rest - next * 10));
    rest = next;
  }
  return end;
}

/** The last bound nextInt drew below, and its rejection limit (see uniformInt). */
let lastBound = 0;
let lastAcceptedBelow = 0;

/**
 * The deterministic source of randomness of one round. Its block `cursor` is
 * HMAC-SHA256(key = server seed hex text, message = `${clientSeed}:${nonce}:${cursor}`),
 * read as big-endian 32-bit words: block 0, then block 1, … so a round can draw as many
 * values as it needs and a verifier that replays the same reads gets the same outcome.
 * The nonce and cursor are decimal digits, so the message reads back unambiguously from
 * the right even when the client seed holds colons.
 */
export class OutcomeStream {
  private readonly hmac: HmacSha256;
  private readonly prefix: { words: Int32Array; length: number };
  private readonly nonce: number;
  /** The block being read, and the next word of it. */
  private cursor = -1;
  private offset = WORDS_PER_BLOCK;

  constructor(seeds: RoundSeeds) {
    assertNonce(seeds.nonce);
    this.hmac = hmacFor(seeds.serverSeed);
    this.prefix = clientPrefix(seeds.clientSeed);
    this.nonce = seeds.nonce;
  }

  /** Computes block `cursor` into `out` (8 words). */
  blockInto(cursor: number, out: Int32Array): void {
    const { words, length: prefixLength } = this.prefix;
    // client seed and colon, up to 16 nonce digits, colon, up to 16 cursor digits
    const length = prefixLength + decimalDigits(this.nonce) + 1 + decimalDigits(cursor);
    const blocks = paddedBlocks(length);
    if (message.length < blocks * 16) message = new Int32Array(blocks * 16);
    // word by word: TypedArray.set and fill cost more than the copy at this size
    for (let i = 0; i < words.length; i++) message[i] = words[i]!;
    for (let i = words.length; i < blocks * 16; i++) message[i] = 0;
    let at = putDecimal(message, prefixLength, this.nonce);
    putByte(message, at++, COLON);
    putDecimal(message, at, cursor);
    this.hmac.digestPaddedInto(message, padEnd(message, length, HMAC_PAD_BYTES), out);
  }

  nextUint32(): number {
    if (this.offset === WORDS_PER_BLOCK) {
      this.cursor += 1;
      this.offset = 0;
      this.blockInto(this.cursor, sharedBlock);
      sharedBlockOwner = this;
    } else if (sharedBlockOwner !== this) {
      this.blockInto(this.cursor, sharedBlock);
      sharedBlockOwner = this;
    }
    return sharedBlock[this.offset++]! >>> 0;
  }

  /** Unbiased integer in [0, n), n ≤ 2^32 (rejection sampling, see uniformInt). */
  nextInt(n: number): number {
    if (n !== lastBound) {
      if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) return uniformInt(() => this.nextUint32(), n); // throws
      // A floating-point remainder is slow: rounds draw below the same few bounds again and again.
      lastBound = n;
      lastAcceptedBelow = TWO_POW_32 - (TWO_POW_32 % n);
    }
    // uniformInt's rejection sampling, inlined: this runs for every reel stop and card
    const acceptedBelow = lastAcceptedBelow;
    for (;;) {
      const draw = this.nextUint32();
      // draw % n without the remainder's slow floating-point path; exact, as the division is
      // correctly rounded and never reaches the next integer for draw < 2^32
      if (draw < acceptedBelow) return draw - Math.floor(draw / n) * n;
    }
  }

  /**
   * A float in [0, 1) with 52 random bits: the top 20 bits of one word and all 32 of the
   * next, over 2^52. Every value is a multiple of 2^-52, all equally likely.
   */
  nextFloat(): number {
    return this.nextUint52() / 2 ** 52;
  }

  /** The same 52 bits as an integer in [0, 2^52), for exact integer maths. */
  nextUint52(): number {
    const high = this.nextUint32() >>> 12;
    const low = this.nextUint32();
    return high * 2 ** 32 + low;
  }
}

/** One 32-byte block of a round's stream (for showing the raw HMAC on the fairness page). */
export function outcomeBlock(seeds: RoundSeeds, cursor: number): Uint8Array {
  const words = new Int32Array(WORDS_PER_BLOCK);
  new OutcomeStream(seeds).blockInto(cursor, words);
  return wordsToBytes(words);
}
