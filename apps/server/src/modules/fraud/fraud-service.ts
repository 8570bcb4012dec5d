import type { Clock } from '../../clock.js';
import type {
  FraudCheckRequest,
  FraudProvider,
  FraudSubject,
  FraudVerdict,
} from '../../ports/fraud-provider.js';
import type { UserRow } from '../../sessions/session-service.js';
import type { TrackingService } from '../tracking/tracking-service.js';
import type { FraudHold, FraudStore } from './fraud-store.js';

export type { FraudHold } from './fraud-store.js';

export interface FraudServiceDeps {
  store: FraudStore;
  /** None when no fraud provider is configured: nothing is scored or held. */
  provider: FraudProvider | null;
  tracking: Pick<TrackingService, 'latestDeviceSession'>;
  clock: Clock;
  onError?: (error: unknown) => void;
}

/**
 * The fraud check (decision 0046): registrations, deposits and withdrawals are scored by the fraud
 * provider with the player's device session and IP. The verdict is recorded; a withdrawal whose
 * verdict is not `approve` is held for review, which the back office's withdrawal queue shows.
 * A provider that fails holds a withdrawal (a review costs less than a fraudulent payout) and lets
 * a registration or a deposit through.
 */
export class FraudService {
  constructor(private readonly deps: FraudServiceDeps) {}

  get enabled(): boolean {
    return this.deps.provider !== null;
  }

  async screenRegistration(user: UserRow, client: { ip: string; deviceSession: string | null }) {
    return this.screen({
      subject: 'registration',
      userId: user.id,
      email: user.email,
      ip: client.ip,
      deviceSession: client.deviceSession,
      accountCreatedAt: user.createdAt,
    });
  }

  async screenPayment(
    subject: Exclude<FraudSubject, 'registration'>,
    user: UserRow,
    payment: { id: number; amount: string; currency: string },
    ip: string,
  ) {
    return this.screen({
      subject,
      userId: user.id,
      email: user.email,
      ip,
      deviceSession: await this.deps.tracking.latestDeviceSession(user.id),
      accountCreatedAt: user.createdAt,
      payment,
    });
  }

  holdsOf(paymentIds: readonly number[]): Promise<Map<number, FraudHold>> {
    return this.deps.store.holdsOf(paymentIds);
  }

  private async screen(request: FraudCheckRequest): Promise<FraudVerdict | null> {
    const { provider, store, clock } = this.deps;
    if (!provider) return null;
    let verdict: FraudVerdict;
    try {
      verdict = await provider.check(request);
    } catch (error) {
      this.deps.onError?.(error);
      if (request.subject !== 'withdrawal') return null;
      verdict = { score: 0, decision: 'review', reasons: ['provider_unavailable'] };
    }
    await store.insert(provider.name, request, verdict, clock.now());
    return verdict;
  }
}
