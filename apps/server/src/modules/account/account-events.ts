import type { OutboxEvent } from '../../outbox/append.js';

// What the account module tells subscribers of a new account: one outbox event, written in the
// transaction that inserts the player (the form, social sign-in and the Telegram mini app alike).

export const ACCOUNT_CREATED = 'account.created';

export interface AccountCreatedPayload {
  userId: number;
  /** The registration offers open when the account was made (decision 0078), read in its transaction. */
  registrationOfferIds: number[];
}

export function accountCreatedEvent(userId: number, registrationOfferIds: readonly number[]): OutboxEvent {
  const payload: AccountCreatedPayload = { userId, registrationOfferIds: [...registrationOfferIds] };
  return { topic: ACCOUNT_CREATED, key: `user:${userId}`, payload: { ...payload } };
}
