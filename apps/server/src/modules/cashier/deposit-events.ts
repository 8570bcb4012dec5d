import type { OutboxEvent } from '../../outbox/append.js';

// What the cashier tells subscribers (the bonus engine) of a credited deposit: one outbox event,
// written in the transaction that credits it.

export const DEPOSIT_CREDITED = 'cashier.deposit_credited';

/** The payload of a credited deposit; the amount in minor units as a string. */
export interface DepositCreditedPayload {
  paymentId: number;
  userId: number;
  amountMinor: string;
  currency: string;
  /** The offer the player took with the deposit, if any. */
  offerId: number | null;
}

export function depositCreditedEvent(payment: {
  id: number;
  userId: number;
  amountMinor: bigint;
  currency: string;
  campaignOfferId: number | null;
}): OutboxEvent {
  const payload: DepositCreditedPayload = {
    paymentId: payment.id,
    userId: payment.userId,
    amountMinor: payment.amountMinor.toString(),
    currency: payment.currency,
    offerId: payment.campaignOfferId,
  };
  return { topic: DEPOSIT_CREDITED, key: `user:${payment.userId}`, payload: { ...payload } };
}
