import { StateFile } from './state-file.js';

// What the studio keeps: game sessions opened by launches, rounds played, and the launch nonces
// seen within the signature window (a replay of a launch is refused).

export interface GameSession {
  token: string;
  studio: string;
  gameId: string;
  mode: 'real' | 'demo';
  playerId: string | null;
  currency: string;
  locale: 'en' | 'fr';
  returnUrl: string;
  depositUrl: string;
  lastSeenMs: number;
  /** Demo play money, minor units. */
  funBalance: string;
  /** The next round's server seed: its hash is shown before the round, the seed after. */
  serverSeed: string;
  clientSeed: string;
  rounds: number;
}

export type RoundStatus = 'open' | 'refused' | 'bet-taken' | 'settled' | 'rollback-pending' | 'rolled-back';

export interface Round {
  id: string;
  token: string;
  bet: string;
  win: string;
  status: RoundStatus;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface StudioData {
  sessions: Record<string, GameSession>;
  rounds: Record<string, Round>;
  /** Nonce → when it may be forgotten (ms). */
  nonces: Record<string, number>;
}

export function openState(dataDir: string): StateFile<StudioData> {
  return new StateFile<StudioData>(dataDir, () => ({ sessions: {}, rounds: {}, nonces: {} }));
}
