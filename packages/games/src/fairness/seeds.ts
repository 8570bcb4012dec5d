import { sha256Hex, toHex } from './sha256.js';

/** A server seed is 32 random bytes written as 64 lowercase hex characters. */
const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** Client seeds are chosen by the player: 1 to 64 printable ASCII characters. */
const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;

/** Cryptographic randomness from Web Crypto, present in Node 20 and in browsers. */
function randomHex(bytes: number): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
}

export function generateServerSeed(): string {
  return randomHex(32);
}

/**
 * The commitment shown to the player before any round is played with the seed:
 * SHA-256 of the seed's hex text. Revealing the seed later lets the player check
 * it is the one committed to, so the casino could not have picked it after the bets.
 */
export function commitServerSeed(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return sha256Hex(serverSeed);
}

/** A player-side default; any string the player types is as good. */
export function generateClientSeed(): string {
  return randomHex(8);
}

export function isServerSeed(value: string): boolean {
  return SERVER_SEED_PATTERN.test(value);
}

export function isClientSeed(value: string): boolean {
  return CLIENT_SEED_PATTERN.test(value);
}

export function assertServerSeed(value: string): void {
  if (!isServerSeed(value)) throw new RangeError('server seed must be 64 lowercase hex characters');
}

export function assertClientSeed(value: string): void {
  if (!isClientSeed(value)) throw new RangeError('client seed must be 1 to 64 printable ASCII characters');
}

export function assertNonce(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('nonce must be a non-negative integer');
}
