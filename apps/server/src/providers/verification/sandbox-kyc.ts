import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { readSignedJson, type WebhookRequest } from '../../http/signed-webhooks.js';
import {
  type AccessToken,
  type CreatedApplicant,
  type ProviderDocument,
  type ProviderReviewStatus,
  REJECT_LABELS,
  type RejectLabel,
  type VerificationDecision,
  type VerificationEvent,
  type VerificationProvider,
} from '../../ports/verification-provider.js';
import { SandboxWebhooks } from '../sandbox-webhooks.js';
import type { DocumentContentType, DocumentFiles } from './document-files.js';
import type { SandboxApplicant, SandboxDocument, SandboxKycStore } from './sandbox-kyc-store.js';

// The sandbox identity verification provider: the default in development and demo. It hosts the
// verification page under /sandbox/kyc/ (sandbox-kyc-routes.ts), where the player uploads documents
// and the tester, acting as the provider's reviewer, picks the decision. The decision reaches the
// server later, like a real provider's: a webhook signed with HMAC-SHA256 over "{timestamp}.{raw
// body}" (http/signed-payload.ts), sometimes twice.

export const KYC_SANDBOX_PROVIDER = 'sandbox';
export const KYC_SIGNATURE_HEADER = 'x-kyc-signature';
/** How long an access token opens the hosted page. */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
/** Documents per attempt: enough for both sides of two documents and a proof of address. */
export const MAX_DOCUMENTS_PER_ATTEMPT = 6;

const APPLICANT_ID = /^app_[0-9a-f]{24}$/;

/** The webhook's body, shaped like Sumsub's applicantReviewed notification. */
const eventBody = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  type: z.literal('applicantReviewed'),
  applicantId: z.string().min(1).max(100),
  attempt: z.number().int().min(1).max(1_000_000),
  reviewResult: z.object({
    reviewAnswer: z.enum(['GREEN', 'RED']),
    reviewRejectType: z.enum(['FINAL', 'RETRY']).optional(),
    rejectLabels: z.array(z.enum(REJECT_LABELS)).max(10).optional(),
  }),
});

/** The tester's choice on the hosted page. */
export interface SandboxDecision {
  decision: VerificationDecision;
  reason: RejectLabel | null;
}

export interface SandboxKycOptions {
  secret: string;
  decisionDelayMs: number;
  duplicateProbability: number;
  maxUploadBytes: number;
  clock: Clock;
  store: SandboxKycStore;
  files: DocumentFiles;
  random?: () => number;
}

/** What an access token opens: one applicant's page, until it expires. */
export interface TokenGrant {
  applicantId: string;
  externalActionId: string | null;
}

export class SandboxKyc implements VerificationProvider {
  readonly name = KYC_SANDBOX_PROVIDER;
  /** Its decisions to the server: connected when the app is built (sandbox-kyc-routes.ts). */
  readonly webhooks: SandboxWebhooks;

  constructor(readonly options: SandboxKycOptions) {
    this.webhooks = new SandboxWebhooks({
      secret: options.secret,
      clock: options.clock,
      delayMs: options.decisionDelayMs,
      duplicateProbability: options.duplicateProbability,
      random: options.random,
      logName: 'sandbox KYC webhook',
      providerName: 'sandbox verification provider',
    });
  }

  get store(): SandboxKycStore {
    return this.options.store;
  }

  get files(): DocumentFiles {
    return this.options.files;
  }

  async createApplicant(request: { externalUserId: string; locale: string }): Promise<CreatedApplicant> {
    const id = `app_${randomBytes(12).toString('hex')}`;
    const row = await this.options.store.createApplicant(id, request.externalUserId, request.locale);
    return { applicantId: row.id, attempt: row.attempt };
  }

  async resetApplicant(applicantId: string): Promise<CreatedApplicant> {
    const row = await this.applicant(applicantId);
    const attempt = row.attempt + 1;
    await this.options.store.update(applicantId, {
      attempt,
      reviewStatus: 'init',
      decision: null,
      decisionReason: null,
      submittedAt: null,
    });
    return { applicantId, attempt };
  }

  async createAccessToken(request: {
    applicantId: string;
    locale: string;
    externalActionId?: string | undefined;
  }): Promise<AccessToken> {
    await this.applicant(request.applicantId);
    await this.options.store.update(request.applicantId, { locale: request.locale === 'fr' ? 'fr' : 'en' });
    const expiresAt = new Date(this.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    const payload = Buffer.from(
      JSON.stringify({
        a: request.applicantId,
        e: Math.floor(expiresAt.getTime() / 1000),
        ...(request.externalActionId ? { x: request.externalActionId } : {}),
      }),
    ).toString('base64url');
    const token = `${payload}.${this.tokenMac(payload)}`;
    return { token, url: `/sandbox/kyc/${token}`, expiresAt };
  }

  /** The grant of a token signed by this sandbox and not expired; null for anything else. */
  openToken(token: string): TokenGrant | null {
    const match = /^([A-Za-z0-9_-]{10,200})\.([0-9a-f]{64})$/.exec(token);
    if (!match) return null;
    const [, payload, mac] = match as unknown as [string, string, string];
    if (!timingSafeEqual(Buffer.from(mac, 'hex'), Buffer.from(this.tokenMac(payload), 'hex'))) return null;
    let data: unknown;
    try {
      data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = z
      .object({ a: z.string().regex(APPLICANT_ID), e: z.number().int(), x: z.string().optional() })
      .safeParse(data);
    if (!parsed.success || parsed.data.e * 1000 <= this.now()) return null;
    return { applicantId: parsed.data.a, externalActionId: parsed.data.x ?? null };
  }

  async reviewStatus(applicantId: string): Promise<ProviderReviewStatus | null> {
    const row = await this.options.store.find(applicantId);
    return (row?.reviewStatus as ProviderReviewStatus | undefined) ?? null;
  }

  async documents(applicantId: string): Promise<ProviderDocument[]> {
    return (await this.options.store.allDocuments(applicantId)).map(documentOf);
  }

  async documentContent(applicantId: string, documentId: string) {
    const row = await this.options.store.document(applicantId, documentId);
    if (!row) return null;
    const bytes = await this.files.read(applicantId, documentId, row.contentType as DocumentContentType);
    return { document: documentOf(row), bytes };
  }

  parseWebhook(request: WebhookRequest): VerificationEvent {
    const now = Math.floor(this.now() / 1000);
    const event = readSignedJson(eventBody, this.options.secret, request, KYC_SIGNATURE_HEADER, now);
    const { reviewAnswer, reviewRejectType, rejectLabels } = event.reviewResult;
    const decision: VerificationDecision =
      reviewAnswer === 'GREEN' ? 'approved' : reviewRejectType === 'RETRY' ? 'resubmission' : 'rejected';
    return {
      eventId: event.id,
      applicantId: event.applicantId,
      attempt: event.attempt,
      decision,
      reason: decision === 'approved' ? null : (rejectLabels?.[0] ?? null),
    };
  }

  /**
   * The tester's decision on the hosted page. A first submission needs documents and moves the
   * review to pending; an applicant already pending with no decision (the demo's) takes one.
   * The decision is sent after the review delay. Answers false when the review is not open.
   */
  async submit(applicant: SandboxApplicant, choice: SandboxDecision): Promise<boolean> {
    const store = this.options.store;
    const changes = {
      reviewStatus: 'pending' as const,
      decision: choice.decision,
      decisionReason: choice.decision === 'approved' ? null : choice.reason,
      submittedAt: new Date(this.now()),
    };
    let moved = false;
    if (applicant.reviewStatus === 'init') {
      if ((await store.documentCount(applicant.id, applicant.attempt)) === 0) return false;
      moved = await store.moveReview(applicant.id, applicant.attempt, 'init', changes);
    } else if (applicant.reviewStatus === 'pending' && applicant.decision === null) {
      moved = await store.moveReview(applicant.id, applicant.attempt, 'pending', changes);
    }
    if (moved) this.scheduleDecision(applicant.id, applicant.attempt);
    return moved;
  }

  /** Picks up decisions whose timers a restart dropped. */
  async resumePending(): Promise<void> {
    for (const row of await this.options.store.awaitingDecision()) {
      this.scheduleDecision(row.id, row.attempt);
    }
  }

  private scheduleDecision(applicantId: string, attempt: number): void {
    this.webhooks.later(() => this.decide(applicantId, attempt));
  }

  /** The review ends: the provider records its decision, then notifies the server. */
  private async decide(applicantId: string, attempt: number): Promise<void> {
    const row = await this.options.store.find(applicantId);
    if (!row || row.attempt !== attempt || row.reviewStatus !== 'pending' || !row.decision) return;
    const decision = row.decision as VerificationDecision;
    // A resubmission request opens the next attempt, with a fresh set of documents.
    const done =
      decision === 'resubmission'
        ? { reviewStatus: 'init' as const, attempt: attempt + 1, decision: null, decisionReason: null }
        : { reviewStatus: 'completed' as const };
    if (!(await this.options.store.moveReview(applicantId, attempt, 'pending', done))) return;
    const reason = row.decisionReason as RejectLabel | null;
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: 'applicantReviewed',
      applicantId,
      externalUserId: row.externalUserId,
      attempt,
      reviewResult:
        decision === 'approved'
          ? { reviewAnswer: 'GREEN' }
          : {
              reviewAnswer: 'RED',
              reviewRejectType: decision === 'resubmission' ? 'RETRY' : 'FINAL',
              rejectLabels: reason ? [reason] : [],
            },
      createdAt: new Date(this.now()).toISOString(),
    });
    await this.webhooks.notify(body);
  }

  private async applicant(applicantId: string): Promise<SandboxApplicant> {
    const row = APPLICANT_ID.test(applicantId) ? await this.options.store.find(applicantId) : undefined;
    if (!row) throw new Error(`Unknown sandbox applicant ${applicantId}`);
    return row;
  }

  private tokenMac(payload: string): string {
    return createHmac('sha256', this.options.secret).update(`kyc-access-token.${payload}`).digest('hex');
  }

  private now(): number {
    return this.options.clock.now().getTime();
  }
}

function documentOf(row: SandboxDocument): ProviderDocument {
  return {
    id: row.id,
    attempt: row.attempt,
    documentType: row.documentType,
    name: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt,
  };
}
