import { BACKOFFICE_PERMISSIONS, type BackofficePermission } from './permissions.js';

// Operator roles and the permissions each one holds (decision 0034). A role is a fixed set: a
// change here is a code change, reviewed like one, and takes effect on the operator's next call.

export const OPERATOR_ROLES = [
  'administrator',
  'finance',
  'support',
  'content',
  'trader',
  'read_only',
] as const;

export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly BackofficePermission[]>> = {
  administrator: BACKOFFICE_PERMISSIONS,
  finance: [
    'players.read',
    'players.export',
    'players.close',
    'withdrawals.read',
    'withdrawals.decide',
    'balance.adjust',
    'balance.approve',
    'money.read',
    'kyc.read',
    'audit.read',
  ],
  support: [
    'players.read',
    'players.ban',
    'players.sessions',
    'players.notes',
    'withdrawals.read',
    'kyc.read',
    'kyc.decide',
    'chat.answer',
    'feedback.read',
    'feedback.handle',
  ],
  content: [
    'players.read',
    'catalogue.manage',
    'content.manage',
    'bonuses.manage',
    'loyalty.manage',
    'tournaments.manage',
    'jackpots.manage',
  ],
  trader: ['players.read', 'sportsbook.trade'],
  read_only: ['players.read', 'withdrawals.read', 'money.read', 'kyc.read', 'feedback.read', 'audit.read'],
};

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

export function roleHasPermission(role: OperatorRole, permission: BackofficePermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
