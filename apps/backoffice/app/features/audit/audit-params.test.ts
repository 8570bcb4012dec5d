import { describe, expect, it } from 'vitest';
import { dayBoundary, readAuditSearch } from './audit-params.js';

describe('the audit log filters', () => {
  it('read known actions and targets, and drop the rest', () => {
    expect(
      readAuditSearch(new URLSearchParams('action=player.ban&targetType=player&targetId=12&operatorId=3')),
    ).toEqual({
      action: 'player.ban',
      targetType: 'player',
      targetId: '12',
      operatorId: 3,
      page: 1,
      perPage: 25,
    });
    expect(readAuditSearch(new URLSearchParams('action=drop.table&targetType=bank&operatorId=x'))).toEqual({
      page: 1,
      perPage: 25,
    });
  });

  it('turn days into a whole-day range', () => {
    const search = readAuditSearch(new URLSearchParams('from=2026-11-01&to=2026-11-01'));
    expect(search.from).toBe(dayBoundary('2026-11-01', false));
    expect(new Date(search.to as string).getTime() - new Date(search.from as string).getTime()).toBe(
      86_400_000,
    );
    expect(readAuditSearch(new URLSearchParams('from=yesterday')).from).toBeUndefined();
  });
});
