import { queryRows } from '@jeton/db';
import { formatRuleFailure } from '@jeton/domain';
import type { AuditEntry, PlayerDetail, WithdrawalListItem } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { eligiblePlayer, mainBalance, withdraw } from '../cashier/cashier-testing.js';
import { callBackoffice, operatorSession } from './backoffice-testing.js';

/** The shared rule's message, whatever its wording. */
const REQUIRED = formatRuleFailure({ key: 'required' });

// Every changing method: the change through the owning service, and one audit entry with the
// record before and after, in the same transaction; bad input changes nothing.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let admin: { id: number; cookie: string };
beforeAll(async () => {
  admin = await operatorSession(t, 'administrator');
});

async function auditOf(targetType: string, targetId: number): Promise<AuditEntry[]> {
  const found = dataOf<{ items: AuditEntry[] }>(
    await callBackoffice(
      t,
      'audit/search',
      { targetType, targetId: String(targetId) },
      { cookie: admin.cookie },
    ),
  );
  return found.items;
}

async function pendingWithdrawal(amount = '50') {
  const player = await eligiblePlayer(t, { balance: 200 });
  const id = dataOf<{ id: number }>(await withdraw(t, player.cookie, { method: 'card', amount })).id;
  return { ...player, id };
}

describe('players/ban and players/unban', () => {
  it('ban through the account service: the player is refused at once; one audit entry each', async () => {
    const player = await eligiblePlayer(t);
    const banned = await callBackoffice(
      t,
      'players/ban',
      { id: player.uid, reason: 'Chargebacks' },
      { cookie: admin.cookie },
    );
    expect(dataOf(banned)).toEqual({ id: player.uid, status: 'banned' });
    const refused = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie });
    errorOf(refused, 'UserBannedException', 403);

    dataOf(
      await callBackoffice(
        t,
        'players/unban',
        { id: player.uid, reason: 'Resolved' },
        { cookie: admin.cookie },
      ),
    );
    dataOf(await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie }));

    const entries = await auditOf('player', player.uid);
    expect(entries.map((e) => [e.action, e.before, e.after, e.operatorId])).toEqual([
      ['player.unban', { status: 'banned' }, { status: 'active', reason: 'Resolved' }, admin.id],
      ['player.ban', { status: 'active' }, { status: 'banned', reason: 'Chargebacks' }, admin.id],
    ]);
  });

  it('refuses a closed account, an unknown player and a missing reason, writing nothing', async () => {
    const player = await eligiblePlayer(t);
    await t.services.accounts.setStatus(player.uid, 'deleted');
    const before = await databaseState(t.database.db);
    const closed = await callBackoffice(
      t,
      'players/unban',
      { id: player.uid, reason: 'x' },
      { cookie: admin.cookie },
    );
    expect(errorOf(closed, 'UserDeletedException', 403).code).toBe('ACCOUNT_CLOSED');
    const unknown = await callBackoffice(
      t,
      'players/ban',
      { id: 987_654_321, reason: 'x' },
      { cookie: admin.cookie },
    );
    expect(errorOf(unknown, 'InvalidParameterException', 400).code).toBe('PLAYER_NOT_FOUND');
    expectFieldErrors(
      await callBackoffice(t, 'players/ban', { id: player.uid, reason: '  ' }, { cookie: admin.cookie }),
      {
        reason: REQUIRED,
      },
    );
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

describe('players/endSessions', () => {
  it('ends every session of the player, with the count before and after in the audit entry', async () => {
    const player = await eligiblePlayer(t);
    const ended = await callBackoffice(
      t,
      'players/endSessions',
      { id: player.uid },
      { cookie: admin.cookie },
    );
    expect(dataOf(ended)).toEqual({ ended: 1 });
    const after = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie });
    expect((after.body.data as { uid: number }).uid).toBe(0);
    const [entry] = await auditOf('player', player.uid);
    expect(entry).toMatchObject({
      action: 'player.end_sessions',
      before: { openSessions: 1 },
      after: { openSessions: 0, ended: 1 },
    });
  });
});

describe('players/addNote', () => {
  it('adds a note shown on the player page, audited', async () => {
    const player = await eligiblePlayer(t);
    const note = dataOf<{ id: number }>(
      await callBackoffice(
        t,
        'players/addNote',
        { id: player.uid, text: 'Called about KYC' },
        { cookie: admin.cookie },
      ),
    );
    const page = dataOf<PlayerDetail>(
      await callBackoffice(t, 'players/get', { id: player.uid }, { cookie: admin.cookie }),
    );
    expect(page.notes).toEqual([
      expect.objectContaining({ id: note.id, text: 'Called about KYC', operatorId: admin.id }),
    ]);
    const [entry] = await auditOf('player', player.uid);
    expect(entry).toMatchObject({
      action: 'player.add_note',
      before: null,
      after: { noteId: note.id, text: 'Called about KYC' },
    });
  });

  it('refuses an empty or too long note, writing nothing', async () => {
    const player = await eligiblePlayer(t);
    const before = await databaseState(t.database.db);
    for (const text of ['', 'x'.repeat(2001)]) {
      const answer = await callBackoffice(
        t,
        'players/addNote',
        { id: player.uid, text },
        { cookie: admin.cookie },
      );
      expect(errorOf(answer, 'InvalidParameterException', 400).data?.fields).toHaveProperty('text');
    }
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

describe('withdrawals/approve and withdrawals/decline', () => {
  it('approve pays through the withdrawal service: paid on the player page, audited with before and after', async () => {
    const { uid, id } = await pendingWithdrawal('50');
    const queue = dataOf<{ items: WithdrawalListItem[] }>(
      await callBackoffice(
        t,
        'withdrawals/list',
        { status: 'pending', playerId: uid },
        { cookie: admin.cookie },
      ),
    );
    expect(queue.items).toEqual([
      expect.objectContaining({ id, playerId: uid, amountMinor: 5000, status: 'pending' }),
    ]);

    const paid = dataOf<WithdrawalListItem>(
      await callBackoffice(t, 'withdrawals/approve', { id }, { cookie: admin.cookie }),
    );
    expect(paid).toMatchObject({ id, status: 'paid' });
    expect(await mainBalance(t, uid)).toBe(15_000n);
    const page = dataOf<PlayerDetail>(
      await callBackoffice(t, 'players/get', { id: uid }, { cookie: admin.cookie }),
    );
    expect(page.withdrawals[0]).toMatchObject({ id, status: 'paid' });
    const [entry] = await auditOf('withdrawal', id);
    expect(entry).toMatchObject({
      action: 'withdrawal.approve',
      before: { status: 'pending', amountMinor: 5000, playerId: uid },
      after: { status: 'paid', amountMinor: 5000, playerId: uid },
    });

    // Approving again pays nothing more and writes no second entry.
    dataOf(await callBackoffice(t, 'withdrawals/approve', { id }, { cookie: admin.cookie }));
    expect(await mainBalance(t, uid)).toBe(15_000n);
    expect(await auditOf('withdrawal', id)).toHaveLength(1);
  });

  it('decline returns the money, with its reason in the audit entry; a decided one cannot be approved', async () => {
    const { uid, id } = await pendingWithdrawal('80');
    const declined = await callBackoffice(
      t,
      'withdrawals/decline',
      { id, reason: 'Card expired' },
      { cookie: admin.cookie },
    );
    expect(dataOf<WithdrawalListItem>(declined).status).toBe('declined');
    expect(await mainBalance(t, uid)).toBe(20_000n);
    const [entry] = await auditOf('withdrawal', id);
    expect(entry).toMatchObject({
      action: 'withdrawal.decline',
      before: { status: 'pending' },
      after: { status: 'declined', reason: 'Card expired' },
    });
    const before = await databaseState(t.database.db);
    const approve = await callBackoffice(t, 'withdrawals/approve', { id }, { cookie: admin.cookie });
    expect(errorOf(approve, 'InvalidRequestException', 400).code).toBe('WITHDRAWAL_NOT_PENDING');
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('refuses bad input (no reason, not an id), writing nothing', async () => {
    const { id } = await pendingWithdrawal('20');
    const before = await databaseState(t.database.db);
    expectFieldErrors(await callBackoffice(t, 'withdrawals/decline', { id }, { cookie: admin.cookie }), {
      reason: REQUIRED,
    });
    const notId = await callBackoffice(t, 'withdrawals/approve', { id: 'one' }, { cookie: admin.cookie });
    expect(errorOf(notId, 'InvalidParameterException', 400).data?.fields).toHaveProperty('id');
    const extra = await callBackoffice(t, 'withdrawals/approve', { id, amount: 1 }, { cookie: admin.cookie });
    errorOf(extra, 'InvalidParameterException', 400);
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('a support operator cannot approve, a finance operator cannot ban', async () => {
    const { uid, id } = await pendingWithdrawal('25');
    const support = await operatorSession(t, 'support');
    const finance = await operatorSession(t, 'finance');
    errorOf(
      await callBackoffice(t, 'withdrawals/approve', { id }, { cookie: support.cookie }),
      'AccessDeniedException',
      403,
    );
    errorOf(
      await callBackoffice(t, 'players/ban', { id: uid, reason: 'x' }, { cookie: finance.cookie }),
      'AccessDeniedException',
      403,
    );
    dataOf(await callBackoffice(t, 'withdrawals/approve', { id }, { cookie: finance.cookie }));
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE at the database', async () => {
    const player = await eligiblePlayer(t);
    dataOf(
      await callBackoffice(t, 'players/addNote', { id: player.uid, text: 'kept' }, { cookie: admin.cookie }),
    );
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n;
    const before = await count();
    for (const statement of [
      sql`UPDATE audit_log SET action = 'player.ban'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      const failure = await t.database.db.execute(statement).then(
        () => undefined,
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
      expect(failure).toMatch(/audit_log is append-only/);
    }
    expect(await count()).toBe(before);
  });

  it('is searched by operator, action and time, newest first', async () => {
    const player = await eligiblePlayer(t);
    const support = await operatorSession(t, 'support');
    dataOf(
      await callBackoffice(t, 'players/addNote', { id: player.uid, text: 'one' }, { cookie: support.cookie }),
    );
    t.clock.advance(60_000);
    const from = t.clock.now().toISOString();
    dataOf(
      await callBackoffice(t, 'players/addNote', { id: player.uid, text: 'two' }, { cookie: support.cookie }),
    );
    const byOperator = dataOf<{ items: AuditEntry[]; total: number }>(
      await callBackoffice(
        t,
        'audit/search',
        { operatorId: support.id, action: 'player.add_note' },
        { cookie: admin.cookie },
      ),
    );
    expect(byOperator.items.map((e) => (e.after as { text: string }).text)).toEqual(['two', 'one']);
    expect(byOperator.items[0]!.operatorEmail).toBe(support.email);
    expect(byOperator.total).toBe(2);
    const since = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(t, 'audit/search', { operatorId: support.id, from }, { cookie: admin.cookie }),
    );
    expect(since.items.map((e) => e.action)).toEqual(['player.add_note']);
  });
});
