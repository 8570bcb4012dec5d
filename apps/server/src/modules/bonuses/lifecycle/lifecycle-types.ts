import type { Executor } from '@jeton/db';
import type { AppError } from '@jeton/domain';

// The shapes the shared bonus lifecycle works with; each engine (casino bonuses, betting bonuses)
// fills them with its own rows, store and rules.

/** What the lifecycle reads of a bonus of either engine. */
export interface LifecycleBonus {
  id: number;
  userId: number;
  currency: string;
  amountMinor: bigint;
  /** `available`, `active` and the ends are common; an engine may have more (a free bet's `staked`). */
  status: string;
  validDays: number;
  /** Null while a bonus whose clock starts on activation waits available. */
  expiresAt: Date | null;
}

/** The ends the lifecycle itself takes a bonus to. */
export type EndStatus = 'converted' | 'forfeited' | 'expired';

/** What the lifecycle asks of an engine's store: SQL on that engine's own table only. */
export interface LifecycleStore<B extends LifecycleBonus, New> {
  /** The granted bonus, available, once per grant key: null when the key was used before. */
  insert(tx: Executor, bonus: New): Promise<B | null>;
  /** One of the player's bonuses, locked for a change; null when it is not theirs. */
  lockOwn(tx: Executor, userId: number, id: number): Promise<B | null>;
  /** The player's bonus in use in a currency, or null; read once the balance is locked. */
  inUse(tx: Executor, userId: number, currency: string): Promise<B | null>;
  /** Active from now; `expiresAt` null keeps the time set at the grant. */
  markActive(tx: Executor, id: number, activatedAt: Date, expiresAt: Date | null): Promise<B>;
  markEnded(
    tx: Executor,
    id: number,
    end: { status: EndStatus; at: Date; convertedMinor: bigint | null },
  ): Promise<B>;
  page(
    userId: number,
    statuses: readonly B['status'][],
    offset: number,
    count: number,
  ): Promise<{ items: B[]; total: number }>;
  /** Bonuses past their time that may still expire, oldest first: the expiry's next batch. */
  dueForExpiry(now: Date, limit: number): Promise<{ id: number; userId: number }[]>;
}

/** A step after which an engine may tell the player something. */
export type ToldStep = 'activated' | 'waiting' | 'converted' | 'expired';

/** What differs between the engines in the steps the lifecycle runs. */
export interface BonusRules<B extends LifecycleBonus> {
  /** The clock starts on activation (casino: `validDays` from then) or was set at the grant (free bet). */
  clockStarts: 'grant' | 'activation';
  errors: {
    notFound(): AppError;
    ended(): AppError;
    /** Another bonus of the currency is in use. */
    inUse(): AppError;
    /** An available bonus past its time. */
    expired(): AppError;
  };
  /** An engine's own refusal, checked before the lifecycle's (a free bet in a bet); null: none. */
  refusal?(bonus: B, step: 'activate' | 'remove'): AppError | null;
  /**
   * Tells the player (in the step's transaction) that their active bonus's money moved, or that a
   * bonus granted to start at once waits, available, because another one is in use.
   */
  tell(tx: Executor, bonus: B, step: ToldStep, amountMinor: bigint): Promise<void>;
}
