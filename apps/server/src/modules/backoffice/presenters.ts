import type { PlayerStatus } from '@jeton/domain/backoffice';

// The back office's words for the database's statuses.

const PLAYER_STATUS: Record<string, PlayerStatus> = { active: 'active', banned: 'banned', deleted: 'closed' };

export function playerStatusOf(status: string): PlayerStatus {
  return PLAYER_STATUS[status] ?? 'active';
}

export function databasePlayerStatus(status: PlayerStatus): string {
  return status === 'closed' ? 'deleted' : status;
}

// The payments' words are the cashier's, whose back-office methods show them too.
export { databasePaymentStatus, paymentStatusOf } from '../cashier/payment-status-words.js';

export function playerName(firstName: string | null, lastName: string | null): string {
  return [firstName ?? '', lastName ?? ''].join(' ').trim();
}
