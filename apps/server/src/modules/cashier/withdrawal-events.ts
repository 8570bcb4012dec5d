import type { OutboxEvent } from '../../outbox/append.js';

// What the cashier tells subscribers (tournaments that reset points on a cash-out) of a withdrawal
// request: one outbox event, written in the transaction that reserves the amount.

export const WITHDRAWAL_REQUESTED = 'cashier.withdrawal_requested';

/** The payload of a requested withdrawal; the amount in minor units as a string. */
export interface WithdrawalRequestedPayload {
  paymentId: number;
  userId: number;
  amountMinor: string;
  currency: string;
  at: string;
}

export function withdrawalRequestedEvent(payment: {
  id: number;
  userId: number;
  amountMinor: bigint;
  currency: string;
  createdAt: Date;
}): OutboxEvent {
  const payload: WithdrawalRequestedPayload = {
    paymentId: payment.id,
    userId: payment.userId,
    amountMinor: payment.amountMinor.toString(),
    currency: payment.currency,
    at: payment.createdAt.toISOString(),
  };
  return { topic: WITHDRAWAL_REQUESTED, key: `user:${payment.userId}`, payload: { ...payload } };
}
