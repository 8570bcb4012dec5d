import type { Executor } from '@jeton/db';
import { POINTS_CURRENCY } from '@jeton/domain';
import {
  accountBalance,
  accountPostings,
  houseAccountId,
  type PlayerAccount,
  POINTS_ACCOUNT_KIND,
  playerAccountId,
  playerPostingOf,
  postTransfer,
  type TransferResult,
} from '../../ledger/index.js';

// Loyalty points in the ledger (decision 0062): currency PTS, the player's `points` account, the
// `loyalty_shop` house account as the issuer. Earning, taking back and spending are each one
// idempotent transfer, so a repeated delivery or a retried purchase moves points once.

/** The studio name sports bets earn under: their awards read as `round:sportsbook:{betId}`. */
export const SPORTSBOOK_STUDIO = 'sportsbook';

export const awardKey = (studio: string, betTransactionId: string) =>
  `loyalty:award:${studio}:${betTransactionId}`;
export const reversalKey = (studio: string, betTransactionId: string) =>
  `loyalty:reversal:${studio}:${betTransactionId}`;
export const purchaseKey = (userId: number, requestKey: string) => `loyalty:purchase:${userId}:${requestKey}`;

export async function pointsAccountId(executor: Executor, userId: number): Promise<number> {
  return playerAccountId(executor, userId, POINTS_ACCOUNT_KIND, POINTS_CURRENCY);
}

/** Moves points between the shop (the issuer) and the player; positive credits the player. */
async function movePoints(
  tx: Executor,
  userId: number,
  amountMinor: bigint,
  request: {
    key: string;
    kind: 'loyalty_points_award' | 'loyalty_points_reversal' | 'shop_purchase';
    reference: string;
  },
): Promise<TransferResult> {
  const [player, shop] = await Promise.all([
    pointsAccountId(tx, userId),
    houseAccountId(tx, 'loyalty_shop', POINTS_CURRENCY, userId),
  ]);
  return postTransfer(tx, {
    idempotencyKey: request.key,
    kind: request.kind,
    reference: request.reference,
    postings: [
      { accountId: shop, currency: POINTS_CURRENCY, amountMinor: -amountMinor },
      { accountId: player, currency: POINTS_CURRENCY, amountMinor },
    ],
  });
}

export function awardPoints(
  tx: Executor,
  award: { userId: number; studio: string; betTransactionId: string; roundId: string; pointsMinor: bigint },
): Promise<TransferResult> {
  return movePoints(tx, award.userId, award.pointsMinor, {
    key: awardKey(award.studio, award.betTransactionId),
    kind: 'loyalty_points_award',
    reference: `round:${award.studio}:${award.roundId}`,
  });
}

export function takeBackPoints(
  tx: Executor,
  back: { userId: number; studio: string; betTransactionId: string; roundId: string; pointsMinor: bigint },
): Promise<TransferResult> {
  return movePoints(tx, back.userId, -back.pointsMinor, {
    key: reversalKey(back.studio, back.betTransactionId),
    kind: 'loyalty_points_reversal',
    reference: `round:${back.studio}:${back.roundId}`,
  });
}

export function spendPoints(
  tx: Executor,
  purchase: { userId: number; requestKey: string; productId: number; priceMinor: bigint },
): Promise<TransferResult> {
  return movePoints(tx, purchase.userId, -purchase.priceMinor, {
    key: purchaseKey(purchase.userId, purchase.requestKey),
    kind: 'shop_purchase',
    reference: `loyalty_product:${purchase.productId}`,
  });
}

/** Points an award under this key gave the player; null when there was none. */
export function awardedPoints(tx: Executor, key: string): Promise<bigint | null> {
  return playerPostingOf(tx, key);
}

const pointsAccount = (userId: number): PlayerAccount => ({
  userId,
  kind: POINTS_ACCOUNT_KIND,
  currency: POINTS_CURRENCY,
});

/** The player's points balance, its account locked until the transaction ends when `lock`. */
export function pointsBalance(executor: Executor, userId: number, lock = false): Promise<bigint> {
  return accountBalance(executor, pointsAccount(userId), lock);
}

export interface PointsEntry {
  id: number;
  kind: 'award' | 'sports' | 'reversal' | 'purchase';
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  reference: string;
  createdAt: Date;
}

const ENTRY_KINDS = {
  loyalty_points_award: 'award',
  loyalty_points_reversal: 'reversal',
  shop_purchase: 'purchase',
} as const;

const SPORTS_REFERENCE = `round:${SPORTSBOOK_STUDIO}:`;

/** A sports bet's award shows as its own kind, so the player tells it from a casino stake's. */
function entryKind(kind: keyof typeof ENTRY_KINDS, reference: string): PointsEntry['kind'] {
  return kind === 'loyalty_points_award' && reference.startsWith(SPORTS_REFERENCE)
    ? 'sports'
    : ENTRY_KINDS[kind];
}

/** A page of the player's points postings, newest first, read from the ledger. */
export async function pointsHistory(
  executor: Executor,
  userId: number,
  page: { offset: number; count: number },
): Promise<{ total: number; items: PointsEntry[] }> {
  const { total, items } = await accountPostings(executor, pointsAccount(userId), page);
  return {
    total,
    items: items.map((posting) => ({
      id: posting.transactionId,
      kind: entryKind(posting.kind as keyof typeof ENTRY_KINDS, posting.reference),
      amountMinor: posting.amountMinor,
      balanceAfterMinor: posting.balanceAfterMinor,
      reference: posting.reference,
      createdAt: posting.createdAt,
    })),
  };
}
