import type { Database, Executor } from '@jeton/db';
import type { Clock } from '../../clock.js';
import {
  activeGrantedPacks,
  type FreeSpinOwner,
  type FreeSpinPack,
  firstUsablePack,
  type GrantRequest,
  hasGrantedPack,
  insertAwardedPack,
  insertGrantedPack,
  spendSpin,
} from './free-spin-packs-store.js';
import { studioError } from './studio-errors.js';

// Free-spin packs (spec section 3 "Free-spin pack"): spins of one game at a fixed stake. A free spin
// takes no stake; its win is paid through the wallet like any other. Packs are granted to a player
// (an operator, a promotion) or awarded by the game itself (the slot's scatters); the awarded ones
// are spent first, as the slot's free-spin feature.

export type { FreeSpinOwner, FreeSpinPack, GrantRequest } from './free-spin-packs-store.js';

/** How long spins a round awarded stay playable. */
export const AWARDED_SPINS_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The pack a free spin will be taken from. */
export interface NextFreeSpin {
  packId: number;
  /** Spins left on the game, over every usable pack. */
  remaining: number;
  stakeMinor: bigint;
  /** Spins awarded by the game play its free-spin feature; granted ones are ordinary spins. */
  feature: boolean;
}

export class FreeSpinsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async grant(request: GrantRequest, executor: Executor = this.db): Promise<FreeSpinPack> {
    return insertGrantedPack(executor, request, this.clock.now());
  }

  /** Whether the player was ever granted a pack from this source (used, expired or not): a seed's check. */
  async hasGranted(userId: number, source: GrantRequest['source']): Promise<boolean> {
    return hasGrantedPack(this.db, userId, source);
  }

  /** Spins a round of the game awarded, in that round's transaction, at that round's stake. */
  async award(
    tx: Executor,
    owner: FreeSpinOwner,
    award: { gameSysname: string; count: number; stakeMinor: bigint; currency: string; roundId: number },
  ): Promise<void> {
    const now = this.clock.now();
    await insertAwardedPack(
      tx,
      owner,
      { ...award, expiresAt: new Date(now.getTime() + AWARDED_SPINS_TTL_MS) },
      now,
    );
  }

  /** A player's granted packs still usable (active, spins left, not expired), oldest first: `freespins/get`. */
  async activeGranted(userId: number, limit: number): Promise<FreeSpinPack[]> {
    return activeGrantedPacks(this.db, userId, this.clock.now(), limit);
  }

  /** The pack the next free spin of a game comes from, with the spins left; null when none. */
  async next(
    owner: FreeSpinOwner,
    gameSysname: string,
    currency: string,
    executor: Executor = this.db,
  ): Promise<NextFreeSpin | null> {
    const pack = await firstUsablePack(executor, owner, { gameSysname, currency }, this.clock.now());
    return pack
      ? {
          packId: pack.packId,
          remaining: pack.remaining,
          stakeMinor: pack.stakeMinor,
          feature: pack.source === 'award',
        }
      : null;
  }

  /**
   * Spends one spin of a pack, in the round's transaction (which holds the player's seed pair, so
   * rounds of one player spend one after another). A pack spent out becomes used.
   */
  async spend(tx: Executor, packId: number): Promise<void> {
    if (!(await spendSpin(tx, packId, this.clock.now())))
      throw studioError('INVALID_BET', 'No free spins are left');
  }
}
