import { describe, expect, it } from 'vitest';
import { readAuditFilters } from '../audit/audit-params.js';
import { lockoutRows } from './lockout-rows.js';

const lockout = {
  operatorId: 12,
  operatorEmail: 'ann@example.com',
  operatorName: 'Ann',
  lockedAt: '2026-12-01T10:00:00.000Z',
  lockedUntil: '2026-12-01T10:15:00.000Z',
  lockoutsInARow: 1,
  refusedWhileLocked: 3,
};

describe('lockoutRows', () => {
  it('says whether each lock still refuses the code when the figures were read', () => {
    const during = lockoutRows([lockout], '2026-12-01T10:14:59.000Z');
    const after = lockoutRows([lockout], '2026-12-01T10:15:00.000Z');
    expect(during[0]).toMatchObject({ ...lockout, inForce: true });
    expect(after[0]).toMatchObject({ inForce: false });
  });

  it('links to the audit log filtered to the operator’s lockouts', () => {
    const [row] = lockoutRows([lockout], lockout.lockedAt);
    const [path, query] = row!.auditPath.split('?');
    expect(path).toBe('/audit');
    expect(readAuditFilters(new URLSearchParams(query))).toEqual({
      operatorId: 12,
      action: 'operator.second_factor_locked',
    });
  });
});
