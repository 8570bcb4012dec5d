// A fraud-check provider (spec section 7's fraud check; DESIGN "Providers"), shaped like the real
// ones (SEON, Sift): the browser's fingerprint script reports a device session, and the server asks
// the provider to score a registration, a deposit or a withdrawal with what it knows of the player
// and the request. The provider answers a score, a decision and the rules that fired.

export type FraudSubject = 'registration' | 'deposit' | 'withdrawal';
export type FraudDecision = 'approve' | 'review' | 'decline';

/** Why a check scored what it did; the back office words them. */
export const FRAUD_REASONS = [
  'disposable_email',
  'ip_velocity',
  'shared_device',
  'no_device_session',
  'new_account',
  'deposit_velocity',
  'provider_unavailable',
] as const;
export type FraudReason = (typeof FRAUD_REASONS)[number];

export interface FraudCheckRequest {
  subject: FraudSubject;
  userId: number;
  email: string | null;
  ip: string;
  /** The device session the browser's fingerprint script reported (seon_session), if any. */
  deviceSession: string | null;
  accountCreatedAt: Date;
  /** For a deposit or a withdrawal. */
  payment?: { id: number; amount: string; currency: string };
}

export interface FraudVerdict {
  /** 0 (clean) to 100 (certain fraud). */
  score: number;
  decision: FraudDecision;
  reasons: FraudReason[];
}

export interface FraudProvider {
  /** Its name in records. */
  readonly name: string;
  check(request: FraudCheckRequest): Promise<FraudVerdict>;
}
