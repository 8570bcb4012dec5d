import { OPERATOR_ROLES, ROLE_PERMISSIONS } from '@jeton/domain/backoffice';
import { describe, expect, it } from 'vitest';
import { can, visibleEntries } from './navigation.js';

const labels = (role: (typeof OPERATOR_ROLES)[number]) =>
  visibleEntries(ROLE_PERMISSIONS[role]).map((entry) => entry.label);

describe('the side navigation by role', () => {
  it('shows an administrator every section', () => {
    expect(labels('administrator')).toEqual(['home', 'players', 'withdrawals', 'audit']);
  });

  it('shows finance the players, withdrawals and the audit log', () => {
    expect(labels('finance')).toEqual(['home', 'players', 'withdrawals', 'audit']);
  });

  it('shows support no audit log', () => {
    expect(labels('support')).toEqual(['home', 'players', 'withdrawals']);
  });

  it('shows content and trader the players only', () => {
    expect(labels('content')).toEqual(['home', 'players']);
    expect(labels('trader')).toEqual(['home', 'players']);
  });

  it('shows an operator without permissions the overview alone', () => {
    expect(visibleEntries([]).map((entry) => entry.label)).toEqual(['home']);
  });

  it('gives the ban action to support and not to finance', () => {
    expect(can(ROLE_PERMISSIONS.support, 'players.ban')).toBe(true);
    expect(can(ROLE_PERMISSIONS.finance, 'players.ban')).toBe(false);
    expect(can(ROLE_PERMISSIONS.support, 'withdrawals.decide')).toBe(false);
  });

  it('covers every role', () => {
    for (const role of OPERATOR_ROLES) expect(labels(role)).toContain('home');
  });
});
