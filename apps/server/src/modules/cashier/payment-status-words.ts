import type { PaymentStatus } from '@jeton/domain/backoffice';

// The back office's words for the payments' database statuses (its withdrawal queue and money screens).

/** Approving pays at once: the database's `success` is what the back office calls paid. */
const PAYMENT_STATUS: Record<string, PaymentStatus> = {
  created: 'created',
  pending: 'pending',
  success: 'paid',
  fail: 'declined',
  cancel: 'cancelled',
  expired: 'expired',
};

export function paymentStatusOf(status: string): PaymentStatus {
  const known = PAYMENT_STATUS[status];
  if (!known) throw new Error(`unknown payment status ${status}`);
  return known;
}

export function databasePaymentStatus(status: PaymentStatus): string {
  return Object.entries(PAYMENT_STATUS).find(([, shown]) => shown === status)![0];
}
