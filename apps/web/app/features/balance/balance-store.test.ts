import type { AccountInfo, Balances } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { displayedBalances } from './balance-store.js';

const money = (amount: number) => ({ amount, currency: 'EUR' });
const balances = (main: number): Balances => ({
  balance_main: money(main),
  balance_bonus: money(5),
  balance_betting_bonus: money(2),
  balance_fun: money(0),
});
const account = (main: number) => ({ uid: 1, ...balances(main) }) as AccountInfo;

describe('displayedBalances', () => {
  it("shows a refresh made for the root data's account", () => {
    const root = account(100);
    expect(displayedBalances(root, { basedOn: root, balances: balances(80) })).toEqual(balances(80));
  });

  it('lets new root data win over a refresh made before the navigation', () => {
    const before = account(100);
    const after = account(70);
    expect(displayedBalances(after, { basedOn: before, balances: balances(80) })).toBe(after);
  });

  it("shows the account's own figures before any refresh", () => {
    const root = account(100);
    expect(displayedBalances(root, null)).toBe(root);
  });
});
