import { AppError } from '@jeton/domain';
import type { FastifyInstance } from 'fastify';
import { registerWebhookRoute } from '../../http/signed-webhooks.js';
import type { Services } from '../../services.js';

/**
 * `POST /webhooks/payments/{provider}`: a provider's notification (http/signed-webhooks.ts). Refused
 * notifications (unsigned, forged, stale, malformed, for an unknown payment or another amount) are
 * logged and answered 400 or 401, writing nothing.
 */
export async function registerPaymentWebhooks(app: FastifyInstance, services: Services): Promise<void> {
  await registerWebhookRoute(app, {
    path: '/webhooks/payments/:provider',
    providers: services.paymentProviders,
    unknownProvider: 'No such payment provider',
    refusedLog: 'payment webhook refused',
    async apply(provider, event, log) {
      const outcome = await services.cashier.applyProviderEvent(provider, event);
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
}
