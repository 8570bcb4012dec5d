import { AppError } from '@jeton/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerWebhookRoute } from '../../http/signed-webhooks.js';
import type { VerificationProvider } from '../../ports/verification-provider.js';
import type { VerificationService } from './verification-service.js';

/**
 * `POST /webhooks/verification/{provider}`: a verification provider's decision
 * (http/signed-webhooks.ts). Refused notifications (unsigned, forged, stale, malformed, for an unknown
 * applicant) are logged and answered 400 or 401, writing nothing; a repeated one is answered 200
 * and changes nothing.
 */
export type VerificationWebhookDeps = {
  verification: VerificationService;
  verificationProviders: ReadonlyMap<string, VerificationProvider>;
};

export const verificationWebhooks: FastifyPluginAsync<VerificationWebhookDeps> = async (app, deps) => {
  await registerWebhookRoute(app, {
    path: '/webhooks/verification/:provider',
    providers: deps.verificationProviders,
    unknownProvider: 'No such verification provider',
    refusedLog: 'verification webhook refused',
    async apply(provider, event, log) {
      const outcome = await deps.verification.applyProviderEvent(provider, event);
      if (outcome === 'unknown_applicant') {
        log.warn(
          { provider, applicantId: event.applicantId, eventId: event.eventId },
          'verification webhook for an unknown applicant',
        );
        throw new AppError('InvalidRequestException', 'Webhook does not match an applicant', {
          code: outcome,
        });
      }
      log.info(
        { provider, applicantId: event.applicantId, eventId: event.eventId, outcome },
        'verification webhook',
      );
      return outcome;
    },
  });
};
