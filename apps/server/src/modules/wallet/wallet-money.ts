import type { BalanceKind } from '@jeton/domain';
import type { HouseAccount } from '../../ledger/index.js';
import { NO_PARTS, type Parts, STAKE_KINDS } from './stake-split.js';

/**
 * The money a call plays: real (the player's main and bonus balances, against the game house) or
 * fun (demo play money, against its issuer). Play money never meets real money.
 */
export type WalletMoney = 'real' | 'fun';

export const MONEY: Record<WalletMoney, { house: HouseAccount; kinds: readonly BalanceKind[] }> = {
  real: { house: 'game_house', kinds: STAKE_KINDS },
  fun: { house: 'fun_issuer', kinds: ['fun'] },
};

/** An amount per balance kind of the player, as the ledger's legs and the outbox events carry it. */
export type Shares = Partial<Record<BalanceKind, bigint>>;

/** The shares of a movement: a real-money amount's parts, or play money on the fun balance. */
export function sharesOf(money: WalletMoney, amountMinor: bigint, parts: Parts): Shares {
  return money === 'real' ? { main: parts.main, bonus: parts.bonus } : { fun: amountMinor };
}

/** Real money's parts as stored on a call; play money has none. */
export function storedParts(money: WalletMoney, parts: Parts): Parts {
  return money === 'real' ? parts : NO_PARTS;
}
