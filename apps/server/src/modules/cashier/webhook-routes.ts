import { AppError } from '@jeton/domain';
import type { FastifyInstance } from 'fastify';
import { WebhookRefusedError } from '../../providers/payments/payment-provider.js';
import type { Services } from '../../services.js';

/**
 * `POST /webhooks/payments/{provider}`: a provider's notification. The body is kept raw, since the
 * signature covers its exact bytes. Refused notifications (unsigned, forged, stale, malformed, for an
 * unknown payment or another amount) are logged and answered 400 or 401, writing nothing.
 */
export async function registerPaymentWebhooks(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/webhooks/payments/:provider', async (request, reply) => {
      const provider = services.paymentProviders.get(request.params.provider);
      if (!provider) throw new AppError('MethodNotFoundException', 'No such payment provider');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let event: ReturnType<typeof provider.parseWebhook>;
      try {
        event = provider.parseWebhook({ headers: request.headers, rawBody });
      } catch (error) {
        if (!(error instanceof WebhookRefusedError)) throw error;
        request.log.warn({ provider: provider.name, reason: error.reason }, 'payment webhook refused');
        throw error.status === 401
          ? new AppError('AuthorizationException', 'Webhook signature refused', { code: error.reason })
          : new AppError('InvalidRequestException', 'Malformed webhook', { code: error.reason });
      }
      const outcome = await services.cashier.applyProviderEvent(provider.name, event);
      if (outcome === 'unknown_payment' || outcome === 'amount_mismatch') {
        request.log.warn(
          { provider: provider.name, reference: event.providerReference, eventId: event.eventId, outcome },
          'payment webhook refused',
        );
        throw new AppError('InvalidRequestException', 'Webhook does not match a payment', { code: outcome });
      }
      request.log.info(
        { provider: provider.name, reference: event.providerReference, eventId: event.eventId, outcome },
        'payment webhook',
      );
      reply.header('cache-control', 'no-store');
      return { received: true, outcome };
    });
  });
}
