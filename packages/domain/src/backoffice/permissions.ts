// What an operator may do in the back office (decision 0034). The server checks one of these on
// every method but log-in; the app reads them only to hide what would be refused.

export const BACKOFFICE_PERMISSIONS = [
  'players.read',
  'players.export',
  'players.ban',
  'players.sessions',
  'players.notes',
  'players.close',
  'balance.adjust',
  'balance.approve',
  'kyc.read',
  'kyc.decide',
  'money.read',
  'withdrawals.read',
  'withdrawals.decide',
  'audit.read',
  'catalogue.manage',
  'settings.manage',
  'content.manage',
  'chat.answer',
  'feedback.read',
  'feedback.handle',
  /** Operators' security events: second-factor lockouts (decision 0084). Administrators only. */
  'operators.security',
  // Later capabilities: each opens its navigation entry now and its methods when they come.
  'sportsbook.trade',
  'bonuses.manage',
  'loyalty.manage',
  'tournaments.manage',
  'jackpots.manage',
] as const;

export type BackofficePermission = (typeof BACKOFFICE_PERMISSIONS)[number];

export function isBackofficePermission(value: unknown): value is BackofficePermission {
  return typeof value === 'string' && (BACKOFFICE_PERMISSIONS as readonly string[]).includes(value);
}
