import { accountAnswers, verificationAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { VERIFICATION_ERRORS } from './verification-errors.js';
import type { VerificationService } from './verification-service.js';

// Identity verification (spec section 7): account/setUserOnVerification, and the identity
// verification provider's createApplicant and getAccessToken under the `verification` service,
// with getStatus for the profile's verification tab.

/** The services this module's handlers use, handed in by its module.ts. */
export interface VerificationApiDeps {
  verification: VerificationService;
}

export const verificationApi = defineApiModule<VerificationApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'account',
      method: 'setUserOnVerification',
      http: 'POST',
      access: 'player',
      errors: declared(VERIFICATION_ERRORS, 'NOTHING_SUBMITTED', 'NO_APPLICANT', 'REJECTED'),
      summary:
        'Puts the player on verification once the provider has their submitted documents in review (no body); answers the verification state',
      input: z.object({}),
      output: accountAnswers.setUserOnVerification,
      handler: async ({ deps, session }) => deps.verification.setOnVerification(session!.user),
    }),
    defineMethod({
      service: 'verification',
      method: 'createApplicant',
      http: 'POST',
      access: 'player',
      errors: [],
      summary:
        "Creates the player's applicant at the identity verification provider (the same one on later calls; a new attempt after a rejection)",
      input: z.object({}),
      output: verificationAnswers.createApplicant,
      handler: async ({ deps, session, locale }) => deps.verification.createApplicant(session!.user, locale),
    }),
    defineMethod({
      service: 'verification',
      method: 'getAccessToken',
      http: 'POST',
      access: 'player',
      errors: declared(VERIFICATION_ERRORS, 'ALREADY_VERIFIED', 'NO_APPLICANT'),
      summary:
        "An access token for the provider's hosted verification page and its address (optional externalActionId, letters, digits and . _ : -)",
      input: z.object({
        externalActionId: z
          .string()
          .regex(/^[A-Za-z0-9_.:-]{1,40}$/)
          .optional(),
      }),
      output: verificationAnswers.getAccessToken,
      handler: async ({ deps, session, locale, input }) =>
        deps.verification.accessToken(session!.user, locale, input.externalActionId),
    }),
    defineMethod({
      service: 'verification',
      method: 'getStatus',
      http: 'GET',
      access: 'player',
      errors: [],
      summary:
        "Where the player's identity verification stands: none, started, pending, approved, rejected (with the provider's reason) or resubmission",
      input: z.object({}),
      output: verificationAnswers.getStatus,
      handler: async ({ deps, session }) => deps.verification.state(session!.user),
    }),
  ],
});
