import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import { signPayload } from '../http/signed-payload.js';

// How the sandbox providers (payments, identity verification) notify the server, like a real
// provider would: a webhook signed with the providers' scheme (http/signed-payload.ts), some of them
// after a delay, and any of them sometimes a second time, late.

/** Sends a signed webhook to the server; answers the HTTP status it got. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<number>;

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface SandboxWebhooksOptions {
  secret: string;
  clock: Clock;
  /** How long a late notification (and a repeated one) waits. */
  delayMs: number;
  duplicateProbability: number;
  random?: (() => number) | undefined;
  /** In logs: "sandbox PSP webhook". */
  logName: string;
  /** In the error when sending before connect: "sandbox payment provider". */
  providerName: string;
}

export class SandboxWebhooks {
  private delivery: WebhookDelivery | null = null;
  private logger: Logger | null = null;
  private readonly scheduled = new Map<NodeJS.Timeout, () => Promise<void>>();
  private readonly random: () => number;

  constructor(private readonly options: SandboxWebhooksOptions) {
    this.random = options.random ?? Math.random;
  }

  /** Wires the sandbox to the server's webhook endpoint (done when the app is built). */
  connect(delivery: WebhookDelivery, logger: Logger): void {
    this.delivery = delivery;
    this.logger = logger;
  }

  /** Sends the notification now and, by the duplicate probability, once more after the delay. */
  async notify(body: string): Promise<void> {
    await this.send(body);
    if (this.random() < this.options.duplicateProbability) this.later(() => this.send(body));
  }

  /** Runs `run` after the delay, unless stopped first; its failure is logged. */
  later(run: () => Promise<void>): void {
    const timer: NodeJS.Timeout = setTimeout(() => {
      if (!this.scheduled.delete(timer)) return;
      run().catch((error: unknown) => this.logger?.error({ err: error }, `${this.options.logName} failed`));
    }, this.options.delayMs);
    timer.unref();
    this.scheduled.set(timer, run);
  }

  /** Sends the due notifications at once, one after the other, instead of waiting for their delay (tests). */
  async deliverScheduledNow(): Promise<void> {
    while (this.scheduled.size > 0) {
      const due = [...this.scheduled];
      this.scheduled.clear();
      for (const [timer] of due) clearTimeout(timer);
      for (const [, run] of due) await run();
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

  /** Signs at sending time, as a provider's retry does: the same event, a fresh timestamp. */
  private async send(body: string): Promise<void> {
    if (!this.delivery) throw new Error(`The ${this.options.providerName} is not connected to the server`);
    const timestamp = Math.floor(this.options.clock.now().getTime() / 1000);
    const status = await this.delivery(body, signPayload(this.options.secret, timestamp, body));
    if (status >= 300) this.logger?.warn({ status }, `${this.options.logName} was not accepted`);
  }
}

/**
 * Delivers a sandbox's webhooks to this app's own endpoint, in process, with the signature in
 * `signatureHeader`; what is still scheduled is dropped when the app closes.
 */
export function connectSandboxWebhooks(
  app: FastifyInstance,
  webhooks: SandboxWebhooks,
  url: string,
  signatureHeader: string,
): void {
  webhooks.connect(async (rawBody, signature) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', [signatureHeader]: signature },
      payload: rawBody,
    });
    return response.statusCode;
  }, app.log);
  app.addHook('onClose', async () => webhooks.stop());
}
