import { createHash, createHmac, randomBytes } from 'node:crypto';
import { REELS, ROWS, type SlotSymbol, symbolAt } from './slot-maths.js';

// Provably fair (decision 0095): before a round the player sees SHA-256 of the server seed; after
// it the seed itself. Cell i of the grid is HMAC-SHA256(server seed, "{client seed}:{nonce}:{i}"),
// its first four bytes over 2³², mapped through the symbol weights. Anyone can recompute a grid.

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export function drawGrid(serverSeed: string, clientSeed: string, nonce: number): SlotSymbol[][] {
  const grid: SlotSymbol[][] = [];
  for (let reel = 0; reel < REELS; reel++) {
    const column: SlotSymbol[] = [];
    for (let row = 0; row < ROWS; row++) {
      const cell = reel * ROWS + row;
      const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cell}`).digest();
      column.push(symbolAt(digest.readUInt32BE(0) / 2 ** 32));
    }
    grid.push(column);
  }
  return grid;
}
