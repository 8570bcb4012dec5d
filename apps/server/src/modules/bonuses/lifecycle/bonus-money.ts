import type { Executor } from '@jeton/db';
import {
  houseAccountId,
  lockAccounts,
  playerAccountId,
  postTransfer,
  type TransferCode,
} from '../../../ledger/index.js';
import type { EndStatus, LifecycleBonus } from './lifecycle-types.js';

/** How an engine's bonus money is named in the ledger. */
export interface BonusLedgerNames {
  /** Names the keys `{prefix}:{id}:grant` and `:end` and the reference `{prefix}:{id}`. */
  prefix: 'bonus' | 'betting_bonus';
  /** The player's balance the money sits on while the bonus is active. */
  balance: 'bonus' | 'betting_bonus';
  grant: TransferCode;
  /** Null for an engine whose bonuses never convert (a free bet pays through its bet). */
  conversion: TransferCode | null;
  forfeit: TransferCode;
}

/** What the lifecycle asks of the ledger (a port, so the lifecycle is unit-tested without one). */
export interface LifecycleMoney {
  /** Locks the player's balance and bonus expense, both at once in id order (decision 0083). */
  lockForCredit(tx: Executor, bonus: LifecycleBonus): Promise<void>;
  /** Bonus expense → the player's balance, the bonus's amount, once per bonus. */
  credit(tx: Executor, bonus: LifecycleBonus): Promise<void>;
  /** The whole balance out, once per bonus: to main when converted, else back to the house; what moved. */
  release(tx: Executor, bonus: LifecycleBonus, status: EndStatus): Promise<bigint>;
}

/**
 * The bonus money's two moves through the ledger. One bonus runs per player and currency, so the
 * balance it sits on is that bonus's money: its end moves the balance whole.
 */
export class BonusMoney implements LifecycleMoney {
  constructor(private readonly names: BonusLedgerNames) {}

  async lockForCredit(tx: Executor, bonus: LifecycleBonus): Promise<void> {
    await lockAccounts(tx, await this.creditAccounts(tx, bonus));
  }

  async credit(tx: Executor, bonus: LifecycleBonus): Promise<void> {
    const [player, expense] = await this.creditAccounts(tx, bonus);
    await postTransfer(tx, {
      idempotencyKey: `${this.names.prefix}:${bonus.id}:grant`,
      kind: this.names.grant,
      reference: `${this.names.prefix}:${bonus.id}`,
      postings: [
        { accountId: expense, currency: bonus.currency, amountMinor: -bonus.amountMinor },
        { accountId: player, currency: bonus.currency, amountMinor: bonus.amountMinor },
      ],
    });
  }

  async release(tx: Executor, bonus: LifecycleBonus, status: EndStatus): Promise<bigint> {
    const kind = status === 'converted' ? this.names.conversion : this.names.forfeit;
    if (!kind) throw new Error(`${this.names.prefix} bonuses do not convert`);
    const [from, to] = await Promise.all([
      playerAccountId(tx, bonus.userId, this.names.balance, bonus.currency),
      status === 'converted'
        ? playerAccountId(tx, bonus.userId, 'main', bonus.currency)
        : houseAccountId(tx, 'bonus_expense', bonus.currency, bonus.userId),
    ]);
    // Both locked at once, as a stake locks them: the whole balance moves, no stake changing it between.
    const movedMinor = (await lockAccounts(tx, [from, to])).get(from) ?? 0n;
    if (movedMinor <= 0n) return 0n;
    await postTransfer(tx, {
      idempotencyKey: `${this.names.prefix}:${bonus.id}:end`,
      kind,
      reference: `${this.names.prefix}:${bonus.id}`,
      postings: [
        { accountId: from, currency: bonus.currency, amountMinor: -movedMinor },
        { accountId: to, currency: bonus.currency, amountMinor: movedMinor },
      ],
    });
    return movedMinor;
  }

  private creditAccounts(tx: Executor, bonus: LifecycleBonus): Promise<[number, number]> {
    return Promise.all([
      playerAccountId(tx, bonus.userId, this.names.balance, bonus.currency),
      houseAccountId(tx, 'bonus_expense', bonus.currency, bonus.userId),
    ]);
  }
}
