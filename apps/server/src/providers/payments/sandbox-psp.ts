import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { signPayload } from '../../http/signed-payload.js';
import { readSignedJson, type WebhookRequest } from '../../http/signed-webhooks.js';
import {
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentEvent,
  type PaymentProvider,
  PROVIDER_PAYMENT_STATUSES,
  type ProviderPaymentStatus,
} from '../../ports/payment-provider.js';
import { SandboxWebhooks } from '../sandbox-webhooks.js';

// The sandbox payment provider: the default in development and demo. It hosts a payment page under
// /sandbox/psp/ (sandbox-routes.ts) and notifies the server like a real provider would: a webhook
// signed with HMAC-SHA256 over "{timestamp}.{raw body}", sometimes late and sometimes twice.

export const SANDBOX_PROVIDER = 'sandbox';
export const SIGNATURE_HEADER = 'x-psp-signature';
/** Webhooks are signed with the providers' one scheme (http/signed-payload.ts). */
export const signWebhook = signPayload;

const eventBody = z.object({
  id: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  status: z.enum(PROVIDER_PAYMENT_STATUSES as [ProviderPaymentStatus, ...ProviderPaymentStatus[]]),
  amount_minor: z.string().regex(/^[1-9]\d{0,17}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** What the sandbox's page knows of a payment: the provider's copy, read from the cashier's record. */
export interface SandboxPayment {
  transactionId: number;
  method: string;
  amountMinor: bigint;
  currency: string;
  locale: string;
  /** Final once the provider has reported success, fail or cancel. */
  status: string;
}

/** The player's choice on the sandbox page. */
export type SandboxChoice = 'success' | 'failure' | 'pending' | 'cancel';
export const SANDBOX_CHOICES: readonly SandboxChoice[] = ['success', 'failure', 'pending', 'cancel'];

export interface SandboxPspOptions {
  secret: string;
  pendingDelayMs: number;
  duplicateProbability: number;
  clock: Clock;
  lookup: (providerReference: string) => Promise<SandboxPayment | null>;
  random?: () => number;
}

export class SandboxPsp implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;
  /** Its notifications to the server: connected when the app is built (sandbox-routes.ts). */
  readonly webhooks: SandboxWebhooks;

  constructor(private readonly options: SandboxPspOptions) {
    this.webhooks = new SandboxWebhooks({
      secret: options.secret,
      clock: options.clock,
      delayMs: options.pendingDelayMs,
      duplicateProbability: options.duplicateProbability,
      random: options.random,
      logName: 'sandbox PSP webhook',
      providerName: 'sandbox payment provider',
    });
  }

  async createPayment(_request: CreatePaymentRequest): Promise<CreatedPayment> {
    const providerReference = `psp_${randomBytes(12).toString('hex')}`;
    return { providerReference, redirectUrl: `/sandbox/psp/pay/${providerReference}` };
  }

  lookup(providerReference: string): Promise<SandboxPayment | null> {
    return this.options.lookup(providerReference);
  }

  parseWebhook(request: WebhookRequest): PaymentEvent {
    const now = Math.floor(this.options.clock.now().getTime() / 1000);
    const event = readSignedJson(eventBody, this.options.secret, request, SIGNATURE_HEADER, now);
    return {
      eventId: event.id,
      providerReference: event.reference,
      status: event.status,
      amountMinor: BigInt(event.amount_minor),
      currency: event.currency,
    };
  }

  /**
   * The player's choice on the page, as the provider would act on it: it notifies the server now
   * and, for a pending payment, confirms it later. Any notification may be sent a second time, late.
   */
  async complete(reference: string, payment: SandboxPayment, choice: SandboxChoice): Promise<void> {
    const status: ProviderPaymentStatus =
      choice === 'failure' ? 'fail' : choice === 'pending' ? 'pending' : choice;
    await this.notify(reference, payment, status);
    if (choice === 'pending') this.webhooks.later(() => this.notify(reference, payment, 'success'));
  }

  private notify(reference: string, payment: SandboxPayment, status: ProviderPaymentStatus) {
    return this.webhooks.notify(
      JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        reference,
        status,
        amount_minor: payment.amountMinor.toString(),
        currency: payment.currency,
      }),
    );
  }
}
