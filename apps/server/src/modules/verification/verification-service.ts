import type { Database, Executor } from '@jeton/db';
import {
  AppError,
  type ApplicantStatus,
  type VerificationAccess,
  type VerificationState,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type {
  ProviderDocument,
  VerificationEvent,
  VerificationProvider,
} from '../../ports/verification-provider.js';
import type { UserRow } from '../../sessions/session-service.js';
import type { AccountStore } from '../account/account-store.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { ApplicantRow, VerificationStore } from './verification-store.js';

// Identity verification (spec sections 3 and 7): the player's applicant at the provider, the
// access token of its hosted page, and the provider's decision, which moves the account's flags.
// The cashier reads those flags: a verified player may withdraw above the KYC threshold, and a
// rejected one meets the KYC block on every withdrawal until a later attempt is approved.

export type EventOutcome = 'applied' | 'duplicate' | 'stale_attempt' | 'ignored_final' | 'unknown_applicant';

export interface VerificationDeps {
  db: Database;
  store: VerificationStore;
  /** The configured provider; null when the site has none (the methods answer MethodNotFound). */
  provider: VerificationProvider | null;
  clock: Clock;
  notifications: NotificationsService;
  /** The players' verification flags live on the account: read and set through the account's store. */
  accounts: Pick<AccountStore, 'findById' | 'update'>;
}

export class VerificationService {
  constructor(private readonly deps: VerificationDeps) {}

  /** Applicants waiting for a review, and when the oldest came (the back office's dashboard). */
  pendingQueue(): Promise<{ count: number; oldest: Date | null }> {
    return this.deps.store.pendingQueue();
  }

  async state(user: UserRow): Promise<VerificationState> {
    const [row, flags] = await Promise.all([this.deps.store.findByUser(user.id), this.flagsOf(user.id)]);
    return present(row, flags);
  }

  /**
   * The player's applicant: created at the provider on the first call, the same one afterwards.
   * After a rejection it starts a new attempt ("try again").
   */
  async createApplicant(user: UserRow, locale: string): Promise<VerificationState> {
    const provider = this.provider();
    const { store, db, clock } = this.deps;
    let row = await store.findByUser(user.id);
    if (!row) {
      const created = await provider.createApplicant({ externalUserId: externalUserId(user.id), locale });
      row = await store.insert({
        userId: user.id,
        provider: provider.name,
        applicantId: created.applicantId,
        attempt: created.attempt,
        status: 'started',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
    } else if (row.status === 'rejected') {
      const reset = await provider.resetApplicant(row.applicantId);
      await store.move(
        db,
        user.id,
        { from: ['rejected'], attempt: row.attempt },
        { status: 'started', attempt: reset.attempt, reason: null, decidedAt: null, updatedAt: clock.now() },
      );
    }
    return this.state(user);
  }

  async accessToken(
    user: UserRow,
    locale: string,
    externalActionId: string | undefined,
  ): Promise<VerificationAccess> {
    const provider = this.provider();
    const row = await this.deps.store.findByUser(user.id);
    if (!row) {
      throw new AppError('InvalidRequestException', 'Start the verification first (createApplicant)', {
        code: 'NO_APPLICANT',
      });
    }
    if (row.status === 'approved' || row.status === 'rejected') {
      throw new AppError('InvalidRequestException', 'This verification is already decided', {
        code: row.status === 'approved' ? 'ALREADY_VERIFIED' : 'REJECTED',
      });
    }
    const token = await provider.createAccessToken({
      applicantId: row.applicantId,
      locale,
      externalActionId,
    });
    return {
      token: token.token,
      url: token.url,
      expires_at: token.expiresAt.toISOString(),
      applicant_id: row.applicantId,
    };
  }

  /**
   * The player says they submitted their documents (the hosted page sent them back). The provider
   * is asked: only a submission it has in review puts the player on verification.
   */
  async setOnVerification(user: UserRow): Promise<VerificationState> {
    const provider = this.provider();
    const { store, db, clock } = this.deps;
    const row = await store.findByUser(user.id);
    if (!row) {
      throw new AppError('InvalidRequestException', 'Start the verification first (createApplicant)', {
        code: 'NO_APPLICANT',
      });
    }
    if (row.status === 'rejected') {
      throw new AppError('InvalidRequestException', 'This verification was rejected: start again', {
        code: 'REJECTED',
      });
    }
    if (row.status === 'started' || row.status === 'resubmission') {
      if ((await provider.reviewStatus(row.applicantId)) !== 'pending') {
        throw new AppError('InvalidRequestException', 'Upload and submit your documents first', {
          code: 'NOTHING_SUBMITTED',
        });
      }
      await db.transaction(async (tx) => {
        const moved = await store.move(
          tx,
          user.id,
          { from: ['started', 'resubmission'], attempt: row.attempt },
          { status: 'pending', reason: null, updatedAt: clock.now() },
        );
        if (moved) await this.deps.accounts.update(user.id, { isOnVerification: true }, tx);
      });
    }
    return this.state(user);
  }

  /** A decision from the provider: applied once, to the attempt it is about. */
  async applyProviderEvent(provider: string, event: VerificationEvent): Promise<EventOutcome> {
    const { store, clock } = this.deps;
    return this.deps.db.transaction(async (tx) => {
      const row = await store.lockByApplicant(tx, provider, event.applicantId);
      if (!row) return 'unknown_applicant';
      const outcome = outcomeOf(row, event);
      const fresh = await store.recordEvent(tx, {
        provider,
        eventId: event.eventId,
        applicantId: event.applicantId,
        outcome,
      });
      if (!fresh) return 'duplicate';
      if (outcome !== 'applied') return outcome;
      const now = clock.now();
      await store.decide(tx, row.userId, {
        status: event.decision,
        attempt: event.attempt,
        reason: event.decision === 'approved' ? null : (event.reason ?? 'UNSPECIFIED'),
        decidedAt: now,
        updatedAt: now,
      });
      await this.deps.accounts.update(row.userId, FLAGS_AFTER[event.decision], tx);
      // In this transaction: a repeated event (refused above as a duplicate) never notifies twice.
      await this.deps.notifications.notify(tx, row.userId, 'verification_decided', {
        decision: event.decision,
        ...(event.decision !== 'approved' && event.reason ? { reason: event.reason } : {}),
      });
      return 'applied';
    });
  }

  /**
   * An operator's decision (decision 0049): the same change as the provider's webhook (applicant,
   * account flags, the player's notice) in one transaction, which `onDecided` joins with its audit
   * entry. An approval is final, as the provider's; the same decision again changes nothing
   * (answers null, and nothing is written).
   */
  async decideManually(
    userId: number,
    decision: 'approved' | 'rejected',
    onDecided: (tx: Executor, before: ApplicantRow, after: ApplicantRow) => Promise<void>,
  ): Promise<ApplicantRow | null> {
    const { store, clock } = this.deps;
    return this.deps.db.transaction(async (tx) => {
      const row = await store.lockByUser(tx, userId);
      if (!row) {
        throw new AppError('InvalidRequestException', 'This player has not started a verification', {
          code: 'NO_APPLICANT',
        });
      }
      if (row.status === decision) return null;
      if (row.status === 'approved') {
        throw new AppError('InvalidRequestException', 'This verification is already approved', {
          code: 'ALREADY_VERIFIED',
        });
      }
      const now = clock.now();
      const after = await store.decide(tx, userId, {
        status: decision,
        reason: decision === 'approved' ? null : 'UNSPECIFIED',
        decidedAt: now,
        updatedAt: now,
      });
      await this.deps.accounts.update(userId, FLAGS_AFTER[decision], tx);
      await this.deps.notifications.notify(tx, userId, 'verification_decided', { decision });
      await onDecided(tx, row, after!);
      return after!;
    });
  }

  /** The back office's read of the applicants (its queue), through this module's store. */
  get applicants(): Pick<VerificationStore, 'queue' | 'countQueue' | 'findByUser' | 'events'> {
    return this.deps.store;
  }

  /** The provider's documents of the player's applicant, every attempt; none without an applicant. */
  async documentsOf(row: ApplicantRow): Promise<ProviderDocument[]> {
    const provider = this.deps.provider;
    if (!provider || provider.name !== row.provider) return [];
    return provider.documents(row.applicantId);
  }

  /** One document's bytes, fetched from the provider for an operator; null when the player has no such document. */
  async documentContent(userId: number, documentId: string) {
    const row = await this.deps.store.findByUser(userId);
    const provider = this.deps.provider;
    if (!row || !provider || provider.name !== row.provider) return null;
    return provider.documentContent(row.applicantId, documentId);
  }

  private async flagsOf(userId: number) {
    const user = await this.deps.accounts.findById(userId);
    return {
      isVerified: user?.isVerified ?? false,
      isOnVerification: user?.isOnVerification ?? false,
    };
  }

  private provider(): VerificationProvider {
    if (!this.deps.provider) {
      throw new AppError('MethodNotFoundException', 'No identity verification provider is configured');
    }
    return this.deps.provider;
  }
}

/** The account flags each decision leaves. */
const FLAGS_AFTER = {
  approved: { isVerified: true, isOnVerification: false, isKycBlockEnabled: false },
  // Identity refused: no withdrawal of any amount until a later attempt is approved.
  rejected: { isVerified: false, isOnVerification: false, isKycBlockEnabled: true },
  // Nothing is in review while the player gathers new documents.
  resubmission: { isOnVerification: false },
} as const;

/**
 * Once approved, nothing moves; a decision about an earlier attempt no longer applies; a rejection
 * stands until the player starts a new attempt.
 */
function outcomeOf(row: ApplicantRow, event: VerificationEvent): EventOutcome {
  if (row.status === 'approved') return 'ignored_final';
  if (event.attempt < row.attempt) return 'stale_attempt';
  if (row.status === 'rejected') return 'ignored_final';
  return 'applied';
}

export function externalUserId(userId: number): string {
  return `jeton-${userId}`;
}

function present(
  row: ApplicantRow | undefined,
  flags: { isVerified: boolean; isOnVerification: boolean },
): VerificationState {
  return {
    status: (row?.status as ApplicantStatus | undefined) ?? 'none',
    reason: row?.reason ?? null,
    applicant_id: row?.applicantId ?? null,
    attempt: row?.attempt ?? 0,
    decided_at: row?.decidedAt?.toISOString() ?? null,
    is_verified: flags.isVerified,
    is_on_verification: flags.isOnVerification,
  };
}
