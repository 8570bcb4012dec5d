import { createHmac } from 'node:crypto';
import { assertClientSeed, assertNonce, assertServerSeed } from './seeds.js';
import { uniformInt } from './uniform.js';

export interface RoundSeeds {
  /** 64 hex characters, kept secret until the player rotates the seed pair. */
  serverSeed: string;
  clientSeed: string;
  /** The round's number under this seed pair: 0, 1, 2, … */
  nonce: number;
}

const BLOCK_BYTES = 32;

/**
 * One 32-byte block of the round's stream:
 * HMAC-SHA256(key = server seed hex text, message = `${clientSeed}:${nonce}:${cursor}`).
 * The nonce and cursor are decimal digits, so the message reads back unambiguously from
 * the right even when the client seed holds colons.
 */
export function outcomeBlock(seeds: RoundSeeds, cursor: number): Buffer {
  return createHmac('sha256', seeds.serverSeed)
    .update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`)
    .digest();
}

/**
 * The deterministic source of randomness of one round. Values are read in order as
 * big-endian 32-bit words from block 0, then block 1 (cursor 1), … so a round can draw
 * as many values as it needs and a verifier that replays the same reads gets the same
 * outcome.
 */
export class OutcomeStream {
  private block: Buffer = Buffer.alloc(0);
  private offset = BLOCK_BYTES;
  private cursor = 0;

  constructor(private readonly seeds: RoundSeeds) {
    assertServerSeed(seeds.serverSeed);
    assertClientSeed(seeds.clientSeed);
    assertNonce(seeds.nonce);
  }

  nextUint32(): number {
    if (this.offset === BLOCK_BYTES) {
      this.block = outcomeBlock(this.seeds, this.cursor);
      this.cursor += 1;
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  /** Unbiased integer in [0, n), n ≤ 2^32 (rejection sampling, see uniformInt). */
  nextInt(n: number): number {
    return uniformInt(() => this.nextUint32(), n);
  }

  /**
   * A float in [0, 1) with 52 random bits: the top 20 bits of one word and all 32 of the
   * next, over 2^52. Every value is a multiple of 2^-52, all equally likely.
   */
  nextFloat(): number {
    const high = this.nextUint32() >>> 12;
    const low = this.nextUint32();
    return (high * 2 ** 32 + low) / 2 ** 52;
  }

  /** The same 52 bits as an integer in [0, 2^52), for exact integer maths. */
  nextUint52(): number {
    const high = this.nextUint32() >>> 12;
    const low = this.nextUint32();
    return high * 2 ** 32 + low;
  }
}
