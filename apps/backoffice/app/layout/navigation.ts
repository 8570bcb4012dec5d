import type { BackofficePermission } from '@jeton/domain/backoffice';

// The side navigation's entries and the permission that opens each: an operator sees only what the
// server would let them read. A new screen adds its entry here.

export interface NavEntry {
  to: string;
  label:
    | 'home'
    | 'players'
    | 'withdrawals'
    | 'adjustments'
    | 'money'
    | 'kyc'
    | 'chat'
    | 'feedback'
    | 'audit'
    | 'games'
    | 'content'
    | 'popups'
    | 'winners'
    | 'settings'
    | 'cashback'
    | 'sportsbook'
    | 'bonuses'
    | 'loyalty'
    | 'tournaments'
    | 'jackpots';
  /** Null: every operator. */
  permission: BackofficePermission | null;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/', label: 'home', permission: null },
  { to: '/players', label: 'players', permission: 'players.read' },
  { to: '/withdrawals', label: 'withdrawals', permission: 'withdrawals.read' },
  { to: '/adjustments', label: 'adjustments', permission: 'balance.adjust' },
  { to: '/money', label: 'money', permission: 'money.read' },
  { to: '/kyc', label: 'kyc', permission: 'kyc.read' },
  { to: '/chat', label: 'chat', permission: 'chat.answer' },
  { to: '/feedback', label: 'feedback', permission: 'feedback.read' },
  { to: '/games', label: 'games', permission: 'catalogue.manage' },
  { to: '/content', label: 'content', permission: 'content.manage' },
  { to: '/popups', label: 'popups', permission: 'content.manage' },
  { to: '/winners', label: 'winners', permission: 'content.manage' },
  { to: '/cashback', label: 'cashback', permission: 'bonuses.manage' },
  { to: '/settings', label: 'settings', permission: 'settings.manage' },
  { to: '/audit', label: 'audit', permission: 'audit.read' },
  { to: '/sportsbook', label: 'sportsbook', permission: 'sportsbook.trade' },
  { to: '/bonuses', label: 'bonuses', permission: 'bonuses.manage' },
  { to: '/loyalty', label: 'loyalty', permission: 'loyalty.manage' },
  { to: '/tournaments', label: 'tournaments', permission: 'tournaments.manage' },
  { to: '/jackpots', label: 'jackpots', permission: 'jackpots.manage' },
];

export function visibleEntries(permissions: readonly string[]): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => entry.permission === null || permissions.includes(entry.permission));
}

export function can(permissions: readonly string[], permission: BackofficePermission): boolean {
  return permissions.includes(permission);
}
