import { AppError } from '@jeton/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerWebhookRoute } from '../../http/signed-webhooks.js';
import type { PaymentProvider } from '../../ports/payment-provider.js';
import type { CashierService } from './cashier-service.js';

/**
 * `POST /webhooks/payments/{provider}`: a provider's notification (http/signed-webhooks.ts). Refused
 * notifications (unsigned, forged, stale, malformed, for an unknown payment or another amount) are
 * logged and answered 400 or 401, writing nothing.
 */
export type PaymentWebhookDeps = {
  cashier: CashierService;
  paymentProviders: ReadonlyMap<string, PaymentProvider>;
};

export const paymentWebhooks: FastifyPluginAsync<PaymentWebhookDeps> = async (app, deps) => {
  await registerWebhookRoute(app, {
    path: '/webhooks/payments/:provider',
    providers: deps.paymentProviders,
    unknownProvider: 'No such payment provider',
    refusedLog: 'payment webhook refused',
    async apply(provider, event, log) {
      const outcome = await deps.cashier.applyProviderEvent(provider, event);
      if (outcome === 'unknown_payment' || outcome === 'amount_mismatch') {
        log.warn(
          { provider, reference: event.providerReference, eventId: event.eventId, outcome },
          'payment webhook refused',
        );
        throw new AppError('InvalidRequestException', 'Webhook does not match a payment', { code: outcome });
      }
      log.info(
        { provider, reference: event.providerReference, eventId: event.eventId, outcome },
        'payment webhook',
      );
      return outcome;
    },
  });
};
