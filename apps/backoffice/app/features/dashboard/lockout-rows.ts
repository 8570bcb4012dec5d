import type { DashboardLockout } from '@jeton/domain/backoffice';

// What the dashboard says of each operator's second-factor lockout (decision 0084): whether it is
// still on when the figures were read, and where its audit entries are.

export interface LockoutRow extends DashboardLockout {
  /** Still refusing the operator's code when the dashboard was read (the server's time, not the browser's). */
  inForce: boolean;
  /** The audit log, filtered to this operator's lockouts. */
  auditPath: string;
}

export function lockoutRows(lockouts: readonly DashboardLockout[], generatedAt: string): LockoutRow[] {
  const now = Date.parse(generatedAt);
  return lockouts.map((lockout) => ({
    ...lockout,
    inForce: Date.parse(lockout.lockedUntil) > now,
    auditPath: `/audit?${new URLSearchParams({
      operatorId: String(lockout.operatorId),
      action: 'operator.second_factor_locked',
    })}`,
  }));
}
