import { HmacSha256 } from './hmac.js';
import { assertClientSeed, assertNonce, assertServerSeed } from './seeds.js';
import { utf8Bytes, wordsToBytes } from './sha256.js';
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
let cachedClient: { clientSeed: string; bytes: Uint8Array } | undefined;
/** The message being hashed, built afresh for each block (streams may interleave). */
let message = new Uint8Array(128);

function hmacFor(serverSeed: string): HmacSha256 {
  if (cachedKey?.serverSeed !== serverSeed) {
    assertServerSeed(serverSeed);
    cachedKey = { serverSeed, hmac: new HmacSha256(utf8Bytes(serverSeed)) };
  }
  return cachedKey.hmac;
}

function clientBytes(clientSeed: string): Uint8Array {
  if (cachedClient?.clientSeed !== clientSeed) {
    assertClientSeed(clientSeed);
    cachedClient = { clientSeed, bytes: utf8Bytes(clientSeed) };
  }
  return cachedClient.bytes;
}

/** Writes a non-negative safe integer's decimal digits at `at`; returns the position after them. */
function writeDecimal(bytes: Uint8Array, at: number, value: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
  let rest = value;
  for (let i = digits - 1; i >= 0; i--) {
    bytes[at + i] = ZERO + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return at + digits;
}

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
  private readonly client: Uint8Array;
  private readonly nonce: number;
  private readonly block = new Int32Array(WORDS_PER_BLOCK);
  private offset = WORDS_PER_BLOCK;
  private cursor = 0;

  constructor(seeds: RoundSeeds) {
    assertNonce(seeds.nonce);
    this.hmac = hmacFor(seeds.serverSeed);
    this.client = clientBytes(seeds.clientSeed);
    this.nonce = seeds.nonce;
  }

  /** Computes block `cursor` into `out` (8 words). */
  blockInto(cursor: number, out: Int32Array): void {
    // client seed, colon, up to 16 nonce digits, colon, up to 16 cursor digits
    const needed = this.client.length + 34;
    if (message.length < needed) message = new Uint8Array(needed);
    message.set(this.client);
    let at = this.client.length;
    message[at++] = COLON;
    at = writeDecimal(message, at, this.nonce);
    message[at++] = COLON;
    at = writeDecimal(message, at, cursor);
    this.hmac.digestInto(message, at, out);
  }

  nextUint32(): number {
    if (this.offset === WORDS_PER_BLOCK) {
      this.blockInto(this.cursor, this.block);
      this.cursor += 1;
      this.offset = 0;
    }
    return this.block[this.offset++]! >>> 0;
  }

  /** Unbiased integer in [0, n), n ≤ 2^32 (rejection sampling, see uniformInt). */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) return uniformInt(() => this.nextUint32(), n); // throws
    // uniformInt's rejection sampling, inlined: this runs for every reel stop and card
    const acceptedBelow = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const draw = this.nextUint32();
      if (draw < acceptedBelow) return draw % n;
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
