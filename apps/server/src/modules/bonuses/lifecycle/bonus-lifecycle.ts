import type { Database, Executor } from '@jeton/db';
import type { Clock } from '../../../clock.js';
import type { LifecycleMoney } from './bonus-money.js';
import type { BonusRules, EndStatus, LifecycleBonus, LifecycleStore } from './lifecycle-types.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bonuses ended per expiry run at most; a backlog goes over a few runs. */
const EXPIRY_BATCH = 200;

export interface LifecycleDeps<B extends LifecycleBonus, New> {
  db: Pick<Database, 'transaction'>;
  clock: Clock;
  store: LifecycleStore<B, New>;
  money: LifecycleMoney;
  rules: BonusRules<B>;
}

/**
 * One bonus lifecycle for the casino bonus and betting-bonus engines (decisions 0060, 0070, 0090):
 * granted available once per grant key → active (its money on the player's balance, one in use per
 * currency) → converted (the balance → main), forfeited or expired (the balance → the house). Each
 * step locks the bonus's row first, then the ledger accounts in id order (decision 0083), and moves
 * money under keys that name the bonus and the step, so it moves once. What each engine does apart
 * (wagering, a free bet's bet) stays in its service and ends here.
 */
export class BonusLifecycle<B extends LifecycleBonus, New> {
  constructor(private readonly deps: LifecycleDeps<B, New>) {}

  /** Grants a bonus, available; with `start`, activated at once unless another is in use. Null: granted before. */
  async grant(tx: Executor, bonus: New, options: { start: boolean }): Promise<B | null> {
    const granted = await this.deps.store.insert(tx, bonus);
    if (!granted || !options.start) return granted;
    const started = await this.start(tx, granted);
    if (started) return started;
    // Granted with a deposit or a code the player expects to see credited: say why it is not.
    await this.deps.rules.tell(tx, granted, 'waiting', granted.amountMinor);
    return granted;
  }

  /** One of the player's bonuses, locked for a change; another player's answers as none at all. */
  async own(tx: Executor, userId: number, id: number): Promise<B> {
    const bonus = await this.deps.store.lockOwn(tx, userId, id);
    if (!bonus) throw this.deps.rules.errors.notFound();
    return bonus;
  }

  list(userId: number, query: { offset: number; count: number; statuses: readonly B['status'][] }) {
    return this.deps.store.page(userId, query.statuses, query.offset, query.count);
  }

  /** The player activates an available bonus: its money goes on the balance. Asked again: the same. */
  activate(userId: number, id: number): Promise<B> {
    const { errors } = this.deps.rules;
    return this.deps.db.transaction(async (tx) => {
      const bonus = await this.own(tx, userId, id);
      if (bonus.status === 'active') return bonus;
      this.refuse(bonus, 'activate');
      if (bonus.status !== 'available') throw errors.ended();
      if (bonus.expiresAt && bonus.expiresAt <= this.deps.clock.now()) throw errors.expired();
      const started = await this.start(tx, bonus);
      if (!started) throw errors.inUse();
      return started;
    });
  }

  /** The player gives a bonus up: an available one just ends, an active one's money goes back. */
  remove(userId: number, id: number): Promise<B> {
    return this.deps.db.transaction(async (tx) => {
      const bonus = await this.own(tx, userId, id);
      if (bonus.status === 'forfeited') return bonus;
      this.refuse(bonus, 'remove');
      if (bonus.status !== 'available' && bonus.status !== 'active') throw this.deps.rules.errors.ended();
      return this.end(tx, bonus, 'forfeited');
    });
  }

  /** An active bonus's terms are met (the caller's transaction, the bonus locked): its balance → main. */
  convert(tx: Executor, bonus: B): Promise<B> {
    return this.end(tx, bonus, 'converted');
  }

  /** Ends the bonuses past their time, each in its own transaction; answers how many. */
  async expireDue(): Promise<number> {
    const { db, clock, store } = this.deps;
    let ended = 0;
    for (const { id, userId } of await store.dueForExpiry(clock.now(), EXPIRY_BATCH)) {
      // Counted once committed: a transaction may run twice (decision 0083).
      const expired = await db.transaction(async (tx) => {
        const bonus = await store.lockOwn(tx, userId, id);
        // The player, a bet or another server changed it since the batch was read.
        if (!bonus || !isExpiring(bonus, clock.now())) return false;
        await this.end(tx, bonus, 'expired');
        return true;
      });
      if (expired) ended += 1;
    }
    return ended;
  }

  private refuse(bonus: B, step: 'activate' | 'remove'): void {
    const refusal = this.deps.rules.refusal?.(bonus, step);
    if (refusal) throw refusal;
  }

  /** Puts an available bonus's money on the balance, or answers null when another bonus is in use. */
  private async start(tx: Executor, bonus: B): Promise<B | null> {
    const { store, money, clock, rules } = this.deps;
    // Activations of two bonuses queue on the balance's lock; the second then sees the first in use.
    await money.lockForCredit(tx, bonus);
    if (await store.inUse(tx, bonus.userId, bonus.currency)) return null;
    await money.credit(tx, bonus);
    const now = clock.now();
    const expiresAt =
      rules.clockStarts === 'activation' ? new Date(now.getTime() + bonus.validDays * DAY_MS) : null;
    const started = await store.markActive(tx, bonus.id, now, expiresAt);
    await rules.tell(tx, started, 'activated', bonus.amountMinor);
    return started;
  }

  /** Ends a bonus; an active one's balance moves whole (to main only when converted). */
  private async end(tx: Executor, bonus: B, status: EndStatus): Promise<B> {
    let movedMinor = 0n;
    if (bonus.status === 'active') {
      movedMinor = await this.deps.money.release(tx, bonus, status);
      if (status !== 'forfeited') await this.deps.rules.tell(tx, bonus, status, movedMinor);
    }
    return this.deps.store.markEnded(tx, bonus.id, {
      status,
      at: this.deps.clock.now(),
      convertedMinor: status === 'converted' ? movedMinor : null,
    });
  }
}

/** Whether the expiry takes this bonus now: available or active, and past its time. */
function isExpiring(bonus: LifecycleBonus, now: Date): boolean {
  if (bonus.status !== 'available' && bonus.status !== 'active') return false;
  return bonus.expiresAt !== null && bonus.expiresAt <= now;
}
