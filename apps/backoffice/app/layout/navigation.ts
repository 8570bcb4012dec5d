import type { BackofficePermission } from '@jeton/domain/backoffice';

// The side navigation's entries and the permission that opens each: an operator sees only what the
// server would let them read. Later screens (KYC, catalogue, sportsbook...) add an entry here.

export interface NavEntry {
  to: string;
  label: 'home' | 'players' | 'withdrawals' | 'audit';
  /** Null: every operator. */
  permission: BackofficePermission | null;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/', label: 'home', permission: null },
  { to: '/players', label: 'players', permission: 'players.read' },
  { to: '/withdrawals', label: 'withdrawals', permission: 'withdrawals.read' },
  { to: '/audit', label: 'audit', permission: 'audit.read' },
];

export function visibleEntries(permissions: readonly string[]): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => entry.permission === null || permissions.includes(entry.permission));
}

export function can(permissions: readonly string[], permission: BackofficePermission): boolean {
  return permissions.includes(permission);
}
