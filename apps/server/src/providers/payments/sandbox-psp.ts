import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { checkSignature, SIGNATURE_TOLERANCE_SECONDS, signPayload } from '../signed-payload.js';
import {
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentEvent,
  type PaymentProvider,
  PROVIDER_PAYMENT_STATUSES,
  type ProviderPaymentStatus,
  WebhookRefusedError,
  type WebhookRequest,
} from './payment-provider.js';

// The sandbox payment provider: the default in development and demo. It hosts a payment page under
// /sandbox/psp/ (sandbox-routes.ts) and notifies the server like a real provider would: a webhook
// signed with HMAC-SHA256 over "{timestamp}.{raw body}", sometimes late and sometimes twice.

export const SANDBOX_PROVIDER = 'sandbox';
export const SIGNATURE_HEADER = 'x-psp-signature';
/** A webhook signed longer ago than this is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = SIGNATURE_TOLERANCE_SECONDS;
/** Webhooks are signed with the providers' one scheme (providers/signed-payload.ts). */
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

/** Sends a signed webhook to the server; answers the HTTP status it got. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<number>;

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
  private delivery: WebhookDelivery | null = null;
  private logger: Pick<FastifyBaseLogger, 'warn' | 'error'> | null = null;
  private readonly scheduled = new Map<NodeJS.Timeout, () => Promise<void>>();
  private readonly random: () => number;

  constructor(private readonly options: SandboxPspOptions) {
    this.random = options.random ?? Math.random;
  }

  /** Wires the sandbox to the server's webhook endpoint (done when the app is built). */
  connect(delivery: WebhookDelivery, logger: Pick<FastifyBaseLogger, 'warn' | 'error'>): void {
    this.delivery = delivery;
    this.logger = logger;
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
    const check = checkSignature(
      this.options.secret,
      request.headers[SIGNATURE_HEADER],
      request.rawBody,
      now,
    );
    if (check !== 'valid') throw new WebhookRefusedError(check, 401);
    let json: unknown;
    try {
      json = JSON.parse(request.rawBody);
    } catch {
      throw new WebhookRefusedError('malformed', 400);
    }
    const parsed = eventBody.safeParse(json);
    if (!parsed.success) throw new WebhookRefusedError('malformed', 400);
    return {
      eventId: parsed.data.id,
      providerReference: parsed.data.reference,
      status: parsed.data.status,
      amountMinor: BigInt(parsed.data.amount_minor),
      currency: parsed.data.currency,
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
    if (choice === 'pending') {
      this.schedule(this.options.pendingDelayMs, () => this.notify(reference, payment, 'success'));
    }
  }

  /** Sends the due notifications at once instead of waiting for their delay (tests, the dev page). */
  async deliverScheduledNow(): Promise<void> {
    while (this.scheduled.size > 0) {
      const due = [...this.scheduled];
      this.scheduled.clear();
      for (const [timer] of due) clearTimeout(timer);
      await Promise.all(due.map(([, run]) => run()));
    }
  }

  /** How many notifications are waiting for their delay. */
  get scheduledCount(): number {
    return this.scheduled.size;
  }

  /** Drops what is scheduled (the app is closing). */
  stop(): void {
    for (const timer of this.scheduled.keys()) clearTimeout(timer);
    this.scheduled.clear();
  }

  private async notify(reference: string, payment: SandboxPayment, status: ProviderPaymentStatus) {
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      reference,
      status,
      amount_minor: payment.amountMinor.toString(),
      currency: payment.currency,
    });
    await this.send(body);
    if (this.random() < this.options.duplicateProbability) {
      this.schedule(this.options.pendingDelayMs, () => this.send(body));
    }
  }

  /** Signs at sending time, as a provider's retry does: the same event, a fresh timestamp. */
  private async send(body: string): Promise<void> {
    if (!this.delivery) throw new Error('The sandbox payment provider is not connected to the server');
    const timestamp = Math.floor(this.options.clock.now().getTime() / 1000);
    const status = await this.delivery(body, signWebhook(this.options.secret, timestamp, body));
    if (status >= 300) this.logger?.warn({ status }, 'sandbox PSP webhook was not accepted');
  }

  private schedule(delayMs: number, run: () => Promise<void>): void {
    const timer: NodeJS.Timeout = setTimeout(() => {
      if (!this.scheduled.delete(timer)) return;
      run().catch((error: unknown) => this.logger?.error({ err: error }, 'sandbox PSP webhook failed'));
    }, delayMs);
    timer.unref();
    this.scheduled.set(timer, run);
  }
}
