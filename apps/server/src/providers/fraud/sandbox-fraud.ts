import { isValid as isDeliverableEmail } from 'mailchecker';
import type { Clock } from '../../clock.js';
import type {
  FraudCheckRequest,
  FraudDecision,
  FraudProvider,
  FraudReason,
  FraudVerdict,
} from '../../ports/fraud-provider.js';

export const FRAUD_SANDBOX_PROVIDER = 'sandbox';

/** What the sandbox remembers of the checks it was sent, as a real provider keeps its own history. */
export interface SandboxFraudHistory {
  /** Distinct players other than `userId` checked from this IP since `since`, for these subjects. */
  otherPlayersFromIp(ip: string, userId: number, subjects: readonly string[], since: Date): Promise<number>;
  /** Distinct players other than `userId` checked with this device session. */
  otherPlayersOnDevice(deviceSession: string, userId: number): Promise<number>;
  /** The player's deposits checked since `since`. */
  depositsSince(userId: number, since: Date): Promise<number>;
}

/** Each rule's weight: the score is their sum, at most 100. */
export const SANDBOX_FRAUD_WEIGHTS: Record<Exclude<FraudReason, 'provider_unavailable'>, number> = {
  disposable_email: 40,
  shared_device: 40,
  ip_velocity: 30,
  new_account: 30,
  deposit_velocity: 30,
  no_device_session: 10,
};
/** From this score the verdict is review, and decline from the second. */
export const REVIEW_FROM = 40;
export const DECLINE_FROM = 70;
/** More than this many other players from one IP within the window is velocity. */
const IP_VELOCITY_MAX_OTHERS = 2;
const IP_WINDOW_MS = 60 * 60_000;
const NEW_ACCOUNT_MS = 24 * 60 * 60_000;
const DEPOSIT_WINDOW_MS = 10 * 60_000;
const DEPOSIT_VELOCITY_MAX = 3;

/**
 * The sandbox fraud provider: the rules a real one applies, on the history of the checks it was
 * sent. A disposable email domain comes from the `mailchecker` list; IP velocity counts other
 * players checked from the same IP within the hour; a shared device is a device session already
 * seen with another player; a withdrawal within a day of the registration scores as a new account.
 */
export class SandboxFraud implements FraudProvider {
  readonly name = FRAUD_SANDBOX_PROVIDER;

  constructor(private readonly deps: { history: SandboxFraudHistory; clock: Pick<Clock, 'now'> }) {}

  async check(request: FraudCheckRequest): Promise<FraudVerdict> {
    const { history, clock } = this.deps;
    const now = clock.now().getTime();
    const reasons: FraudReason[] = [];
    if (request.email && !isDeliverableEmail(request.email)) reasons.push('disposable_email');
    if (!request.deviceSession) {
      reasons.push('no_device_session');
    } else if ((await history.otherPlayersOnDevice(request.deviceSession, request.userId)) > 0) {
      reasons.push('shared_device');
    }
    const ipSubjects = request.subject === 'registration' ? ['registration'] : ['deposit', 'withdrawal'];
    const others = await history.otherPlayersFromIp(
      request.ip,
      request.userId,
      ipSubjects,
      new Date(now - IP_WINDOW_MS),
    );
    if (others > IP_VELOCITY_MAX_OTHERS) reasons.push('ip_velocity');
    if (request.subject === 'withdrawal' && now - request.accountCreatedAt.getTime() < NEW_ACCOUNT_MS) {
      reasons.push('new_account');
    }
    if (
      request.subject === 'deposit' &&
      (await history.depositsSince(request.userId, new Date(now - DEPOSIT_WINDOW_MS))) >= DEPOSIT_VELOCITY_MAX
    ) {
      reasons.push('deposit_velocity');
    }
    const score = Math.min(
      100,
      reasons.reduce(
        (sum, reason) => sum + SANDBOX_FRAUD_WEIGHTS[reason as keyof typeof SANDBOX_FRAUD_WEIGHTS],
        0,
      ),
    );
    return { score, decision: decisionOf(score), reasons };
  }
}

export function decisionOf(score: number): FraudDecision {
  if (score >= DECLINE_FROM) return 'decline';
  return score >= REVIEW_FROM ? 'review' : 'approve';
}
