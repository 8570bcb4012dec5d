import { queryRows } from '@jeton/db';
import { DEFAULT_CASHBACK_RULE } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app.js';
import { dataOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';

// The operators' side of cashback: the rule (audited), the list, computing the last closed period now.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const auditActions = () =>
  queryRows<{ action: string }>(
    t.database.db,
    sql`SELECT action FROM audit_log WHERE action LIKE 'cashback.%' ORDER BY id`,
  ).then((rows) => rows.map((row) => row.action));

describe('cashback in the back office', () => {
  it('saves the rule with an audit entry; players read the new rule', async () => {
    const { cookie } = await operatorSession(t, 'administrator');
    const rule = { ...DEFAULT_CASHBACK_RULE, percent_bp: 1_500, claim_days: 3 };
    expect(dataOf(await callBackoffice(t, 'cashback/saveRule', rule, { cookie }))).toEqual(rule);
    expect(dataOf<{ rule: unknown }>(await callBackoffice(t, 'cashback/get', {}, { cookie })).rule).toEqual(
      rule,
    );
    expect(await auditActions()).toContain('cashback.rule');
  });

  it('refuses a rule out of bounds, writing nothing', async () => {
    const { cookie } = await operatorSession(t, 'administrator');
    for (const bad of [
      { ...DEFAULT_CASHBACK_RULE, percent_bp: 0 },
      { ...DEFAULT_CASHBACK_RULE, percent_bp: 9_000 },
      { ...DEFAULT_CASHBACK_RULE, claim_days: 0 },
      { ...DEFAULT_CASHBACK_RULE, currency: 'XXX' },
      { ...DEFAULT_CASHBACK_RULE, extra: 1 },
    ]) {
      const answer = await callBackoffice(t, 'cashback/saveRule', bad, { cookie });
      expect(answer.status).toBe(400);
    }
  });

  it('computes the last closed period once, however often asked', async () => {
    const { cookie } = await operatorSession(t, 'administrator');
    const first = dataOf<{ periodKey: string; computed: boolean }>(
      await callBackoffice(t, 'cashback/compute', {}, { cookie }),
    );
    const second = dataOf<{ periodKey: string; computed: boolean }>(
      await callBackoffice(t, 'cashback/compute', {}, { cookie }),
    );
    expect(second).toMatchObject({ periodKey: first.periodKey, computed: false, created: 0 });
    expect((await auditActions()).filter((action) => action === 'cashback.compute')).toHaveLength(2);
  });

  it('is closed to an operator without bonuses.manage', async () => {
    const { cookie } = await operatorSession(t, 'finance');
    expect((await callBackoffice(t, 'cashback/get', {}, { cookie })).status).toBe(403);
    expect((await callBackoffice(t, 'cashback/compute', {}, { cookie })).status).toBe(403);
  });
});
