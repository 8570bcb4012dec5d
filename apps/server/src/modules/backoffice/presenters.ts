import type { PaymentStatus, PlayerStatus } from '@jeton/domain/backoffice';

// The back office's words for the database's statuses.

const PLAYER_STATUS: Record<string, PlayerStatus> = { active: 'active', banned: 'banned', deleted: 'closed' };

export function playerStatusOf(status: string): PlayerStatus {
  return PLAYER_STATUS[status] ?? 'active';
}

export function databasePlayerStatus(status: PlayerStatus): string {
  return status === 'closed' ? 'deleted' : status;
}

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

export function playerName(firstName: string | null, lastName: string | null): string {
  return [firstName ?? '', lastName ?? ''].join(' ').trim();
}
