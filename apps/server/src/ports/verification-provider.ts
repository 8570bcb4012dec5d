import type { VerificationDecision } from '@jeton/domain';
import type { WebhookRequest } from '../http/signed-webhooks.js';

export type { VerificationDecision } from '@jeton/domain';

// An identity verification provider (spec section 7, "identity verification provider"; DESIGN
// "Providers"), shaped like the real ones (Sumsub, Onfido): Jeton creates an applicant per player
// and an access token for the provider's hosted page, where the player uploads documents; the
// provider reviews them and tells the server its decision later, by a signed webhook.

/** Where the provider's review of the current attempt stands. */
export type ProviderReviewStatus = 'init' | 'pending' | 'completed';

/**
 * Why documents were refused, as labels a provider sends (Sumsub's rejectLabels): the site words
 * them for the player in their locale.
 */
export const REJECT_LABELS = [
  'UNSATISFACTORY_PHOTOS',
  'EXPIRATION_DATE',
  'PROBLEMATIC_APPLICANT_DATA',
  'FORGERY',
] as const;
export type RejectLabel = (typeof REJECT_LABELS)[number];

export interface CreatedApplicant {
  applicantId: string;
  attempt: number;
}

export interface AccessToken {
  token: string;
  /** The hosted verification page, relative to the site. */
  url: string;
  expiresAt: Date;
}

/** One decision notification from the provider, authenticated. */
export interface VerificationEvent {
  /** The provider's id of this notification: the same event sent twice carries the same id. */
  eventId: string;
  applicantId: string;
  /** The attempt the decision is about. */
  attempt: number;
  decision: VerificationDecision;
  /** For a rejection or a resubmission request. */
  reason: RejectLabel | null;
}

/** A document the player uploaded to the provider (its metadata; the bytes are fetched apart). */
export interface ProviderDocument {
  id: string;
  attempt: number;
  /** passport, id_card or driving_licence. */
  documentType: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

export interface VerificationProvider {
  /** Its name in paths and records: `/webhooks/verification/{name}`. */
  readonly name: string;
  /** The player's applicant; the same one again for the same external user id. */
  createApplicant(request: { externalUserId: string; locale: string }): Promise<CreatedApplicant>;
  /** Starts a new attempt after a rejection: documents are collected again. */
  resetApplicant(applicantId: string): Promise<CreatedApplicant>;
  createAccessToken(request: {
    applicantId: string;
    locale: string;
    externalActionId?: string | undefined;
  }): Promise<AccessToken>;
  /** Where the review of the applicant's current attempt stands, as the provider sees it. */
  reviewStatus(applicantId: string): Promise<ProviderReviewStatus | null>;
  /** Every document of the applicant, all attempts, oldest first (as Sumsub's metadata resources). */
  documents(applicantId: string): Promise<ProviderDocument[]>;
  /** One document's bytes; null when the applicant has no such document. */
  documentContent(
    applicantId: string,
    documentId: string,
  ): Promise<{ document: ProviderDocument; bytes: Buffer } | null>;
  /** Checks the signature and freshness, then reads the event; throws a webhook refusal (webhooks.ts). */
  parseWebhook(request: WebhookRequest): VerificationEvent;
}
