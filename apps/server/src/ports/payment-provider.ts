import type { WebhookRequest } from '../http/signed-webhooks.js';

// A payment provider (DESIGN "Providers"): it hosts the page where the player pays, so card details
// never reach the Jeton API, and it tells the server the outcome by a signed webhook.

export type ProviderPaymentStatus = 'pending' | 'success' | 'fail' | 'cancel';
export const PROVIDER_PAYMENT_STATUSES: readonly ProviderPaymentStatus[] = [
  'pending',
  'success',
  'fail',
  'cancel',
];

export interface CreatePaymentRequest {
  method: string;
  amountMinor: bigint;
  currency: string;
  locale: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment, which its webhooks name. */
  providerReference: string;
  /** Where the player's browser goes to pay. */
  redirectUrl: string;
}

/** One notification from the provider, authenticated. */
export interface PaymentEvent {
  /** The provider's id of this notification: the same event sent twice carries the same id. */
  eventId: string;
  providerReference: string;
  status: ProviderPaymentStatus;
  amountMinor: bigint;
  currency: string;
}

export interface PaymentProvider {
  /** Its name in paths and records: `/webhooks/payments/{name}`. */
  readonly name: string;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Checks the signature and freshness, then reads the event; throws a webhook refusal (webhooks.ts). */
  parseWebhook(request: WebhookRequest): PaymentEvent;
}
