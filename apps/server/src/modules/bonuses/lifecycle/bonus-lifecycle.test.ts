import type { Executor } from '@jeton/db';
import { AppError } from '@jeton/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../clock.js';
import { BonusLifecycle, type LifecycleDeps } from './bonus-lifecycle.js';
import type { LifecycleMoney } from './bonus-money.js';
import type { BonusRules, EndStatus, LifecycleBonus, LifecycleStore } from './lifecycle-types.js';

// Each step of the shared bonus lifecycle once, on an in-memory store and ledger: what it refuses,
// what money it moves (and that a repeat moves none), what it tells. The engines' API tests prove
// their tables and the ledger on the database.

const DAY_MS = 24 * 60 * 60 * 1000;
const tx = {} as Executor;

interface Bonus extends LifecycleBonus {
  grantKey: string;
  activatedAt: Date | null;
  convertedMinor: bigint | null;
}
type NewBonus = Pick<Bonus, 'userId' | 'grantKey' | 'currency' | 'amountMinor' | 'validDays' | 'expiresAt'>;

class MemoryStore implements LifecycleStore<Bonus, NewBonus> {
  readonly rows: Bonus[] = [];
  async insert(_tx: Executor, bonus: NewBonus) {
    if (this.rows.some((row) => row.grantKey === bonus.grantKey)) return null;
    const row: Bonus = {
      ...bonus,
      id: this.rows.length + 1,
      status: 'available',
      activatedAt: null,
      convertedMinor: null,
    };
    this.rows.push(row);
    return { ...row };
  }
  async lockOwn(_tx: Executor, userId: number, id: number) {
    const row = this.rows.find((r) => r.id === id && r.userId === userId);
    return row ? { ...row } : null;
  }
  async inUse(_tx: Executor, userId: number, currency: string) {
    const row = this.rows.find(
      (r) => r.userId === userId && r.currency === currency && ['active', 'staked'].includes(r.status),
    );
    return row ? { ...row } : null;
  }
  async markActive(_tx: Executor, id: number, activatedAt: Date, expiresAt: Date | null) {
    return this.change(id, { status: 'active', activatedAt, ...(expiresAt ? { expiresAt } : {}) });
  }
  async markEnded(_tx: Executor, id: number, end: { status: EndStatus; convertedMinor: bigint | null }) {
    return this.change(id, { status: end.status, convertedMinor: end.convertedMinor });
  }
  async page() {
    return { items: this.rows.map((row) => ({ ...row })), total: this.rows.length };
  }
  async dueForExpiry(now: Date) {
    return this.rows
      .filter((r) => r.expiresAt && r.expiresAt <= now)
      .map(({ id, userId }) => ({ id, userId }));
  }
  change(id: number, change: Partial<Bonus>): Bonus {
    const row = this.rows.find((r) => r.id === id)!;
    Object.assign(row, change);
    return { ...row };
  }
}

/** The ledger's moves as a list, and each player's bonus balance. */
class MemoryMoney implements LifecycleMoney {
  readonly moves: string[] = [];
  readonly balances = new Map<number, bigint>();
  async lockForCredit() {}
  async credit(_tx: Executor, bonus: LifecycleBonus) {
    this.moves.push(`credit ${bonus.id}`);
    this.balances.set(bonus.userId, (this.balances.get(bonus.userId) ?? 0n) + bonus.amountMinor);
  }
  async release(_tx: Executor, bonus: LifecycleBonus, status: EndStatus) {
    const moved = this.balances.get(bonus.userId) ?? 0n;
    this.balances.set(bonus.userId, 0n);
    this.moves.push(`${status === 'converted' ? 'to main' : 'to house'} ${bonus.id}: ${moved}`);
    return moved;
  }
}

const refused = (code: string) => () => new AppError('InvalidRequestException', code, { code });

let clock: ManualClock;
let store: MemoryStore;
let money: MemoryMoney;
let told: string[];

function lifecycle(clockStarts: 'grant' | 'activation' = 'activation') {
  const rules: BonusRules<Bonus> = {
    clockStarts,
    errors: {
      notFound: refused('NOT_FOUND'),
      ended: refused('ENDED'),
      inUse: refused('IN_USE'),
      expired: refused('EXPIRED'),
    },
    refusal: (bonus) => (bonus.status === 'staked' ? refused('IN_BET')() : null),
    tell: async (_tx, bonus, step, amountMinor) => {
      told.push(`${step} ${bonus.id}: ${amountMinor}`);
    },
  };
  const db = { transaction: (run: (tx: Executor) => unknown) => run(tx) };
  return new BonusLifecycle<Bonus, NewBonus>({
    db: db as unknown as LifecycleDeps<Bonus, NewBonus>['db'],
    clock,
    store,
    money,
    rules,
  });
}

let keys = 0;
const granted = (options: Partial<NewBonus> = {}): NewBonus => ({
  userId: 1,
  grantKey: `grant-${++keys}`,
  currency: 'EUR',
  amountMinor: 1_000n,
  validDays: 7,
  expiresAt: null,
  ...options,
});

beforeEach(() => {
  clock = new ManualClock(Date.parse('2026-12-01T00:00:00Z'));
  store = new MemoryStore();
  money = new MemoryMoney();
  told = [];
});

describe('grant', () => {
  it('grants once per key, available; started at once only when no other bonus is in use, else told it waits', async () => {
    const bonuses = lifecycle();
    const first = granted();
    expect(await bonuses.grant(tx, first, { start: true })).toMatchObject({ id: 1, status: 'active' });
    expect(await bonuses.grant(tx, first, { start: true })).toBeNull();
    expect(await bonuses.grant(tx, granted(), { start: true })).toMatchObject({ id: 2, status: 'available' });
    expect(await bonuses.grant(tx, granted({ userId: 2 }), { start: false })).toMatchObject({
      status: 'available',
    });
    expect(money.moves).toEqual(['credit 1']);
    expect(told).toEqual(['activated 1: 1000', 'waiting 2: 1000']);
  });
});

describe('activate', () => {
  it('credits an available bonus once and starts its clock on activation', async () => {
    const bonuses = lifecycle('activation');
    await bonuses.grant(tx, granted(), { start: false });
    const active = await bonuses.activate(1, 1);
    expect(active).toMatchObject({
      status: 'active',
      expiresAt: new Date(clock.now().getTime() + 7 * DAY_MS),
    });
    // Asked again (a double submit): the same bonus, nothing moves again.
    expect(await bonuses.activate(1, 1)).toEqual(active);
    expect(money.moves).toEqual(['credit 1']);
  });

  it('keeps the time set at the grant when the clock started then', async () => {
    const bonuses = lifecycle('grant');
    const expiresAt = new Date(clock.now().getTime() + DAY_MS);
    await bonuses.grant(tx, granted({ expiresAt }), { start: false });
    expect((await bonuses.activate(1, 1)).expiresAt).toEqual(expiresAt);
  });

  it('refuses another player’s bonus, an ended or expired one, a second in use, and the engine’s own refusal', async () => {
    const bonuses = lifecycle('grant');
    await bonuses.grant(tx, granted(), { start: false });
    await bonuses.grant(tx, granted(), { start: false });
    await bonuses.grant(tx, granted({ expiresAt: clock.now() }), { start: false });
    await expect(bonuses.activate(2, 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(bonuses.activate(1, 3)).rejects.toMatchObject({ code: 'EXPIRED' });
    await bonuses.activate(1, 1);
    await expect(bonuses.activate(1, 2)).rejects.toMatchObject({ code: 'IN_USE' });
    store.change(1, { status: 'staked' });
    await expect(bonuses.activate(1, 1)).rejects.toMatchObject({ code: 'IN_BET' });
    await expect(bonuses.remove(1, 1)).rejects.toMatchObject({ code: 'IN_BET' });
    store.change(1, { status: 'lost' });
    await expect(bonuses.activate(1, 1)).rejects.toMatchObject({ code: 'ENDED' });
    // Once the first has ended, the second may start.
    expect(await bonuses.activate(1, 2)).toMatchObject({ status: 'active' });
    expect(money.moves).toEqual(['credit 1', 'credit 2']);
  });
});

describe('convert and forfeit', () => {
  it('converts an active bonus: its whole balance to main, told, the amount kept', async () => {
    const bonuses = lifecycle();
    const active = (await bonuses.grant(tx, granted(), { start: true }))!;
    money.balances.set(1, 1_250n); // its play won some
    expect(await bonuses.convert(tx, active)).toMatchObject({ status: 'converted', convertedMinor: 1_250n });
    expect(money.moves).toEqual(['credit 1', 'to main 1: 1250']);
    expect(told).toEqual(['activated 1: 1000', 'converted 1: 1250']);
  });

  it('forfeits an active bonus back to the house untold, an available one with no money, once', async () => {
    const bonuses = lifecycle();
    await bonuses.grant(tx, granted(), { start: true });
    await bonuses.grant(tx, granted(), { start: true });
    expect(await bonuses.remove(1, 1)).toMatchObject({ status: 'forfeited', convertedMinor: null });
    expect(await bonuses.remove(1, 2)).toMatchObject({ status: 'forfeited' });
    // Removed again: the same answer, nothing moves.
    expect(await bonuses.remove(1, 1)).toMatchObject({ status: 'forfeited' });
    expect(money.moves).toEqual(['credit 1', 'to house 1: 1000']);
    expect(told).toEqual(['activated 1: 1000', 'waiting 2: 1000']);
    store.change(1, { status: 'expired' });
    await expect(bonuses.remove(1, 1)).rejects.toMatchObject({ code: 'ENDED' });
  });
});

describe('expire', () => {
  it('ends the available and active bonuses past their time, once, and counts them', async () => {
    const bonuses = lifecycle('grant');
    const at = (days: number) => new Date(clock.now().getTime() + days * DAY_MS);
    await bonuses.grant(tx, granted({ expiresAt: at(1) }), { start: false });
    await bonuses.grant(tx, granted({ userId: 2, expiresAt: at(1) }), { start: false });
    await bonuses.grant(tx, granted({ userId: 3, expiresAt: at(2) }), { start: false });
    await bonuses.grant(tx, granted({ userId: 4, expiresAt: at(1) }), { start: false });
    await bonuses.activate(2, 2);
    await bonuses.activate(4, 4);
    store.change(4, { status: 'staked' }); // its bet settles it
    clock.advance(DAY_MS);
    expect(await bonuses.expireDue()).toBe(2);
    expect(await bonuses.expireDue()).toBe(0);
    expect(store.rows.map((row) => row.status)).toEqual(['expired', 'expired', 'available', 'staked']);
    expect(money.moves).toEqual(['credit 2', 'credit 4', 'to house 2: 1000']);
    expect(told).toEqual(['activated 2: 1000', 'activated 4: 1000', 'expired 2: 1000']);
  });
});
