import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Draw } from './games/game-maths.js';

// Provably fair (decisions 0095, 0096): before a round the player sees SHA-256 of the server seed;
// after it the seed itself. The round's i-th number is HMAC-SHA256(server seed,
// "{client seed}:{nonce}:{i}"), its first four bytes over 2³²; each game maps the numbers in order
// (a slot: cell by cell, reel by reel). Anyone can recompute a round.

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export function fairDraw(serverSeed: string, clientSeed: string, nonce: number): Draw {
  let index = 0;
  return () => {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${index++}`).digest();
    return digest.readUInt32BE(0) / 2 ** 32;
  };
}
