import type { ApplicantStatus } from '@jeton/domain';
import type {
  KycApplicant,
  KycDetail,
  KycManualDecision,
  kycExportInput,
  kycListInput,
} from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { BackofficeActor as Actor, BackofficeKit } from '../../wiring/backoffice-methods.js';
import { COUNT_UP_TO, cappedTotal, isoOf, pageWindow } from '../../wiring/list-window.js';
import type { AccountStore } from '../account/account-store.js';
import type { VerificationService } from './verification-service.js';
import type { ApplicantRow } from './verification-store.js';

export interface KycQueueDeps {
  verification: VerificationService;
  accounts: Pick<AccountStore, 'emailsOf'>;
  audit: BackofficeKit['audit'];
}

/**
 * The identity verification queue (decision 0049): applicants read through the verification
 * module, documents fetched from the provider by the server (the operator never gets a provider
 * URL), and an operator's decision applied by the verification service as a webhook's would be.
 */
export class KycQueue {
  constructor(private readonly deps: KycQueueDeps) {}

  async list(input: z.output<typeof kycListInput>) {
    const { applicants } = this.deps.verification;
    const rows = await applicants.queue(input.status, pageWindow(input.page, input.perPage));
    const counted = await applicants.countQueue(input.status, COUNT_UP_TO);
    return { items: await this.present(rows), ...cappedTotal(counted) };
  }

  /** One slice of the queue, for the CSV export. */
  async chunk(
    input: z.output<typeof kycExportInput>,
    offset: number,
    limit: number,
  ): Promise<KycApplicant[]> {
    return this.present(await this.deps.verification.applicants.queue(input.status, { limit, offset }));
  }

  async get(userId: number): Promise<KycDetail> {
    const { verification } = this.deps;
    const row = await verification.applicants.findByUser(userId);
    if (!row) return { applicant: null, documents: [], events: [] };
    const [[applicant], documents, events] = await Promise.all([
      this.present([row]),
      verification.documentsOf(row),
      verification.applicants.events(row.provider, row.applicantId),
    ]);
    return {
      applicant: applicant!,
      documents: documents.map((d) => ({ ...d, createdAt: isoOf(d.createdAt) })),
      events: events.map((e) => ({
        eventId: e.eventId,
        outcome: e.outcome,
        receivedAt: isoOf(e.receivedAt),
      })),
    };
  }

  document(userId: number, documentId: string) {
    return this.deps.verification.documentContent(userId, documentId);
  }

  async decide(
    actor: Actor,
    userId: number,
    decision: KycManualDecision,
    reason: string,
  ): Promise<KycApplicant> {
    const after = await this.deps.verification.decideManually(
      userId,
      decision,
      async (tx, before, decided) => {
        await this.deps.audit.record(tx, {
          ...actor,
          action: 'kyc.decide',
          targetType: 'player',
          targetId: userId,
          before: { status: before.status, attempt: before.attempt, reason: before.reason },
          after: { status: decided.status, attempt: decided.attempt, reason },
        });
      },
    );
    const row = after ?? (await this.deps.verification.applicants.findByUser(userId))!;
    const [applicant] = await this.present([row]);
    return applicant!;
  }

  private async present(rows: ApplicantRow[]): Promise<KycApplicant[]> {
    const emails = await this.deps.accounts.emailsOf([...new Set(rows.map((r) => r.userId))]);
    return rows.map((r) => ({
      playerId: r.userId,
      playerEmail: emails.get(r.userId) ?? null,
      provider: r.provider,
      applicantId: r.applicantId,
      status: r.status as ApplicantStatus,
      attempt: r.attempt,
      reason: r.reason,
      decidedAt: r.decidedAt ? isoOf(r.decidedAt) : null,
      updatedAt: isoOf(r.updatedAt),
    }));
  }
}
