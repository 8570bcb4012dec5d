import { OPERATOR_ROLES, ROLE_PERMISSIONS } from '@jeton/domain/backoffice';
import { describe, expect, it } from 'vitest';
import { can, visibleEntries } from './navigation.js';

const labels = (role: (typeof OPERATOR_ROLES)[number]) =>
  visibleEntries(ROLE_PERMISSIONS[role]).map((entry) => entry.label);

describe('the side navigation by role', () => {
  it('shows an administrator every section', () => {
    expect(labels('administrator')).toEqual([
      'home',
      'players',
      'withdrawals',
      'adjustments',
      'money',
      'kyc',
      'chat',
      'feedback',
      'games',
      'content',
      'popups',
      'winners',
      'cashback',
      'settings',
      'audit',
      'sportsbook',
      'bonuses',
      'loyalty',
      'tournaments',
      'jackpots',
    ]);
  });

  it('shows finance the players, withdrawals, adjustments, money, verification and the audit log', () => {
    expect(labels('finance')).toEqual([
      'home',
      'players',
      'withdrawals',
      'adjustments',
      'money',
      'kyc',
      'audit',
    ]);
  });

  it('shows support the verification queue, the live chat and the feedback, and no money or audit log', () => {
    expect(labels('support')).toEqual(['home', 'players', 'withdrawals', 'kyc', 'chat', 'feedback']);
  });

  it('shows content the players, the games, the content pages and the content capabilities, not the settings', () => {
    expect(labels('content')).toEqual([
      'home',
      'players',
      'games',
      'content',
      'popups',
      'winners',
      'cashback',
      'bonuses',
      'loyalty',
      'tournaments',
      'jackpots',
    ]);
  });

  it('shows a trader the players and the sportsbook only', () => {
    expect(labels('trader')).toEqual(['home', 'players', 'sportsbook']);
  });

  it('shows an operator without permissions the overview alone', () => {
    expect(visibleEntries([]).map((entry) => entry.label)).toEqual(['home']);
  });

  it('gives the ban action to support and not to finance', () => {
    expect(can(ROLE_PERMISSIONS.support, 'players.ban')).toBe(true);
    expect(can(ROLE_PERMISSIONS.finance, 'players.ban')).toBe(false);
    expect(can(ROLE_PERMISSIONS.support, 'withdrawals.decide')).toBe(false);
    expect(can(ROLE_PERMISSIONS.finance, 'chat.answer')).toBe(false);
  });

  it('covers every role', () => {
    for (const role of OPERATOR_ROLES) expect(labels(role)).toContain('home');
  });
});
