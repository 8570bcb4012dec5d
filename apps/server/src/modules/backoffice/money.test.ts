import { randomUUID } from 'node:crypto';
import { queryRows } from '@jeton/db';
import type { Adjustment, AuditEntry, KycDetail, LedgerCheck, ReportRow } from '@jeton/domain/backoffice';
import { SAME_OPERATOR } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { eligiblePlayer, mainBalance } from '../cashier/cashier-testing.js';
import { fund, openSession, studioPost } from '../house-studio/studio-testing.js';
import {
  PNG,
  startVerification,
  status,
  submit,
  upload,
  verificationEnvironment,
} from '../verification/verification-testing.js';
import { callBackoffice, operatorSession } from './backoffice-testing.js';

// Issue 15 items 2 to 4 through the back office's API: closing, manual adjustments with two
// operators, the KYC queue's manual decision, and the money screens' reads.

let t: TestApp;
shareTestApp((app) => {
  t = app;
}, verificationEnvironment());

let admin: { id: number; cookie: string };
let finance: { id: number; cookie: string };
let otherFinance: { id: number; cookie: string };
let support: { id: number; cookie: string };
beforeAll(async () => {
  admin = await operatorSession(t, 'administrator');
  finance = await operatorSession(t, 'finance');
  otherFinance = await operatorSession(t, 'finance');
  support = await operatorSession(t, 'support');
});

async function auditOf(targetType: string, targetId: number): Promise<AuditEntry[]> {
  const found = await callBackoffice(
    t,
    'audit/search',
    { targetType, targetId: String(targetId) },
    { cookie: admin.cookie },
  );
  return dataOf<{ items: AuditEntry[] }>(found).items;
}

function adjust(cookie: string, id: number, amountMinor: number, requestKey = randomUUID()) {
  return callBackoffice(
    t,
    'players/adjustBalance',
    { id, amountMinor, reason: 'Goodwill', requestKey },
    { cookie },
  );
}

describe('manual balance adjustments', () => {
  it('posts a small one at once as one manual_adjustment transfer, once per request key', async () => {
    const player = await eligiblePlayer(t, { balance: 100 });
    const key = randomUUID();
    const first = dataOf<Adjustment>(await adjust(finance.cookie, player.uid, 2_500, key));
    expect(first).toMatchObject({ status: 'applied', amountMinor: 2_500, currency: 'EUR', decidedBy: null });
    const again = dataOf<Adjustment>(await adjust(finance.cookie, player.uid, 2_500, key));
    expect(again.id).toBe(first.id);
    expect(await mainBalance(t, player.uid)).toBe(10_000n + 2_500n);
    const [kind] = await queryRows<{ kind: string }>(
      t.database.db,
      sql`SELECT kind FROM ledger_transactions WHERE id = ${first.ledgerTransactionId}`,
    );
    expect(kind?.kind).toBe('manual_adjustment');
    const entries = await auditOf('adjustment', first.id);
    expect(entries.map((e) => [e.action, e.operatorId, (e.after as { status: string }).status])).toEqual([
      ['adjustment.request', finance.id, 'applied'],
    ]);
  });

  it('refuses a debit below zero and another adjustment under a used key, writing nothing', async () => {
    const player = await eligiblePlayer(t, { balance: 10 });
    const before = await databaseState(t.database.db);
    const refused = await adjust(finance.cookie, player.uid, -1_001);
    expect(errorOf(refused, 'InvalidRequestException', 400).code).toBe('BALANCE_TOO_LOW');
    expect(await databaseState(t.database.db)).toEqual(before);
    const key = randomUUID();
    dataOf(await adjust(finance.cookie, player.uid, -500, key));
    expect(
      errorOf(await adjust(finance.cookie, player.uid, -600, key), 'InvalidRequestException', 409).code,
    ).toBe('REQUEST_KEY_REUSED');
    expect(await mainBalance(t, player.uid)).toBe(500n);
  });

  it('above the threshold waits for a second operator: the same one is refused, then it pays once', async () => {
    const player = await eligiblePlayer(t, { balance: 1 });
    const pending = dataOf<Adjustment>(await adjust(finance.cookie, player.uid, 80_000));
    expect(pending.status).toBe('pending');
    expect(await mainBalance(t, player.uid)).toBe(100n);

    const before = await databaseState(t.database.db);
    const self = await callBackoffice(
      t,
      'adjustments/approve',
      { id: pending.id },
      { cookie: finance.cookie },
    );
    expect(errorOf(self, 'AccessDeniedException', 403).code).toBe(SAME_OPERATOR);
    const bySupport = await callBackoffice(
      t,
      'adjustments/approve',
      { id: pending.id },
      { cookie: support.cookie },
    );
    expect(errorOf(bySupport, 'AccessDeniedException', 403).code).toBe('PERMISSION_REQUIRED');
    expect(await databaseState(t.database.db)).toEqual(before);

    // Two approvals at once (two operators, or one retried): one transfer, one audit entry.
    const answers = await Promise.all([
      callBackoffice(t, 'adjustments/approve', { id: pending.id }, { cookie: otherFinance.cookie }),
      callBackoffice(t, 'adjustments/approve', { id: pending.id }, { cookie: admin.cookie }),
      callBackoffice(t, 'adjustments/approve', { id: pending.id }, { cookie: otherFinance.cookie }),
    ]);
    const applied = answers.map((answer) => dataOf<Adjustment>(answer));
    expect(new Set(applied.map((a) => a.ledgerTransactionId)).size).toBe(1);
    expect(applied[0]!.status).toBe('applied');
    expect(await mainBalance(t, player.uid)).toBe(100n + 80_000n);
    const [count] = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE reference = ${`adjustment:${pending.id}`}`,
    );
    expect(Number(count!.n)).toBe(1);
    const actions = (await auditOf('adjustment', pending.id)).map((e) => e.action);
    expect(actions).toEqual(['adjustment.approve', 'adjustment.request']);

    // Decided: a decline now is refused.
    const late = await callBackoffice(
      t,
      'adjustments/decline',
      { id: pending.id, reason: 'Too late' },
      { cookie: admin.cookie },
    );
    expect(errorOf(late, 'InvalidRequestException', 409).code).toBe('ADJUSTMENT_DECIDED');
  });

  it('a declined one moves nothing and can no longer be approved; the queue lists pending ones', async () => {
    const player = await eligiblePlayer(t, { balance: 1 });
    const pending = dataOf<Adjustment>(await adjust(finance.cookie, player.uid, -90_000));
    const queue = dataOf<{ items: Adjustment[] }>(
      await callBackoffice(t, 'adjustments/list', { status: 'pending' }, { cookie: support.cookie }),
    );
    expect(queue.items.map((a) => a.id)).toContain(pending.id);
    const declined = dataOf<Adjustment>(
      await callBackoffice(
        t,
        'adjustments/decline',
        { id: pending.id, reason: 'Wrong player' },
        { cookie: otherFinance.cookie },
      ),
    );
    expect(declined).toMatchObject({
      status: 'declined',
      declineReason: 'Wrong player',
      decidedBy: otherFinance.id,
    });
    const approve = await callBackoffice(
      t,
      'adjustments/approve',
      { id: pending.id },
      { cookie: admin.cookie },
    );
    expect(errorOf(approve, 'InvalidRequestException', 409).code).toBe('ADJUSTMENT_DECIDED');
    expect(await mainBalance(t, player.uid)).toBe(100n);
  });
});

describe('players/close', () => {
  it('closes for good, ends every session, leaves the balance; once', async () => {
    const player = await eligiblePlayer(t, { balance: 30 });
    const closed = await callBackoffice(
      t,
      'players/close',
      { id: player.uid, reason: 'Asked by the player' },
      { cookie: finance.cookie },
    );
    expect(dataOf(closed)).toEqual({ id: player.uid, status: 'closed' });
    // Its session ended: the same cookie now reads as a guest's.
    const info = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie });
    expect(dataOf<{ uid: number }>(info).uid).toBe(0);
    expect(await mainBalance(t, player.uid)).toBe(3_000n);
    dataOf(
      await callBackoffice(t, 'players/close', { id: player.uid, reason: 'Again' }, { cookie: admin.cookie }),
    );
    const entries = await auditOf('player', player.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'player.close',
      before: { status: 'active', balances: [{ kind: 'main', currency: 'EUR', amountMinor: 3_000 }] },
      after: { status: 'closed', reason: 'Asked by the player' },
    });
    const ban = await callBackoffice(
      t,
      'players/ban',
      { id: player.uid, reason: 'x' },
      { cookie: admin.cookie },
    );
    expect(errorOf(ban, 'UserDeletedException', 403).code).toBe('ACCOUNT_CLOSED');
  });
});

describe('the KYC queue', () => {
  it('lists a submitted player with their documents; the operator downloads one and decides', async () => {
    const player = await eligiblePlayer(t);
    const token = await startVerification(t, player.cookie);
    expect((await upload(t, token, { bytes: PNG, name: 'my passport.png' })).statusCode).toBeLessThan(400);
    expect((await submit(t, token, 'approved')).statusCode).toBeLessThan(400);
    dataOf(await callApi(t.app, 'POST', 'account/setUserOnVerification', {}, { cookie: player.cookie }));

    const queue = dataOf<{ items: { playerId: number }[] }>(
      await callBackoffice(t, 'kyc/list', { status: 'pending', perPage: 100 }, { cookie: support.cookie }),
    );
    expect(queue.items.map((a) => a.playerId)).toContain(player.uid);
    const exported = await callBackoffice(t, 'kyc/export', { status: 'pending' }, { cookie: support.cookie });
    expect(exported.response.headers['content-type']).toContain('text/csv');
    expect(exported.response.body).toMatch(new RegExp(`\\n${player.uid},[^\\n]*,pending,`));
    const detail = dataOf<KycDetail>(
      await callBackoffice(t, 'kyc/get', { id: player.uid }, { cookie: support.cookie }),
    );
    expect(detail.applicant?.status).toBe('pending');
    expect(detail.documents).toEqual([
      expect.objectContaining({
        documentType: 'passport',
        name: 'my passport.png',
        contentType: 'image/png',
      }),
    ]);
    const file = await callBackoffice(
      t,
      'kyc/document',
      { id: player.uid, documentId: detail.documents[0]!.id },
      { cookie: support.cookie },
    );
    expect(file.status).toBe(200);
    expect(file.response.headers['content-type']).toBe('image/png');
    expect(file.response.rawPayload.equals(PNG)).toBe(true);
    // Another player's id finds nothing, even with a real document id.
    const other = await eligiblePlayer(t);
    const stranger = await callBackoffice(
      t,
      'kyc/document',
      { id: other.uid, documentId: detail.documents[0]!.id },
      { cookie: support.cookie },
    );
    expect(errorOf(stranger, 'InvalidRequestException', 400).code).toBe('DOCUMENT_NOT_FOUND');

    const refusedToFinance = await callBackoffice(
      t,
      'kyc/decide',
      { id: player.uid, decision: 'rejected', reason: 'Blurred' },
      { cookie: finance.cookie },
    );
    errorOf(refusedToFinance, 'AccessDeniedException', 403);
    const decided = await callBackoffice(
      t,
      'kyc/decide',
      { id: player.uid, decision: 'rejected', reason: 'Blurred photo' },
      { cookie: support.cookie },
    );
    expect(dataOf(decided)).toMatchObject({ status: 'rejected' });
    // The player sees what the provider's rejection would have shown.
    expect(await status(t, player.cookie)).toMatchObject({
      status: 'rejected',
      is_verified: false,
      is_on_verification: false,
    });
    const approved = await callBackoffice(
      t,
      'kyc/decide',
      { id: player.uid, decision: 'approved', reason: 'Checked by phone' },
      { cookie: support.cookie },
    );
    expect(dataOf(approved)).toMatchObject({ status: 'approved' });
    expect(await status(t, player.cookie)).toMatchObject({ status: 'approved', is_verified: true });
    const entries = await auditOf('player', player.uid);
    expect(entries.map((e) => [e.action, (e.after as { status: string }).status])).toEqual([
      ['kyc.decide', 'approved'],
      ['kyc.decide', 'rejected'],
    ]);
    // Approved is final: a rejection now is refused and writes nothing.
    const before = await databaseState(t.database.db);
    const late = await callBackoffice(
      t,
      'kyc/decide',
      { id: player.uid, decision: 'rejected', reason: 'x' },
      { cookie: admin.cookie },
    );
    expect(errorOf(late, 'InvalidRequestException', 400).code).toBe('ALREADY_VERIFIED');
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

describe('money', () => {
  it('reports deposits, stakes, wins and adjustments-free GGR per day, exports it, and checks the ledger', async () => {
    // Ledger rows are stamped by the database's clock, not the test's.
    const day = new Date().toISOString().slice(0, 10);
    const read = async () =>
      dataOf<{ rows: ReportRow[] }>(
        await callBackoffice(t, 'money/report', { from: day, to: day }, { cookie: finance.cookie }),
      ).rows.find((r) => r.currency === 'EUR');
    const before = await read();
    await eligiblePlayer(t, { balance: 40 });
    const after = await read();
    expect(after!.depositsMinor - (before?.depositsMinor ?? 0)).toBe(4_000);
    expect(after!.ggrMinor).toBe(after!.stakesMinor - after!.winsMinor);
    expect(after!.ngrMinor).toBe(after!.ggrMinor - after!.bonusesMinor);

    const csv = await callBackoffice(
      t,
      'money/reportExport',
      { from: day, to: day },
      { cookie: finance.cookie },
    );
    expect(csv.response.headers['content-type']).toContain('text/csv');
    expect(csv.response.body).toContain(`${day},EUR,${after!.depositsMinor}`);

    const bad = await callBackoffice(
      t,
      'money/report',
      { from: day, to: '2000-01-01' },
      { cookie: finance.cookie },
    );
    errorOf(bad, 'InvalidParameterException', 400);

    const check = dataOf<LedgerCheck>(
      await callBackoffice(t, 'money/ledgerCheck', {}, { cookie: finance.cookie }),
    );
    expect(check).toMatchObject({ healthy: true, violations: [] });
  });

  it('lists deposits with their provider events', async () => {
    const player = await eligiblePlayer(t);
    const list = dataOf<{ items: { id: number }[]; total: number }>(
      await callBackoffice(t, 'money/deposits', { playerId: player.uid }, { cookie: finance.cookie }),
    );
    expect(list).toMatchObject({ items: [], total: 0 });
    const csv = await callBackoffice(
      t,
      'money/depositsExport',
      { playerId: player.uid },
      { cookie: finance.cookie },
    );
    expect(csv.response.body.replace(/^\uFEFF/, '').trim()).toMatch(/^Id,Player id,Player email,Amount/);
    errorOf(
      await callBackoffice(t, 'money/depositsExport', { status: 'nope' }, { cookie: finance.cookie }),
      'InvalidParameterException',
      400,
    );
    const events = dataOf<{ items: unknown[] }>(
      await callBackoffice(t, 'money/depositEvents', { id: 999_999 }, { cookie: finance.cookie }),
    );
    expect(events.items).toEqual([]);
  });
});

describe('players/rounds', () => {
  it("reads the player's rounds and bets through the game history, another player's none", async () => {
    const player = await registerPlayer(t.app);
    await fund(t, player.uid, 100_000n);
    const { token } = await openSession(t, 'jeton-dice', 'play', player.cookie);
    const bet = { direction: 'under', targetHundredths: 5000 };
    for (const stake of ['100', '250']) await studioPost(t, 'rounds', { session: token, stake, bet });
    const rounds = dataOf<{
      total: number;
      items: { stake: { amount: number }; game: string; status: string }[];
    }>(await callBackoffice(t, 'players/rounds', { id: player.uid }, { cookie: support.cookie }));
    expect(rounds.total).toBe(2);
    expect(rounds.items.map((r) => r.stake.amount)).toEqual([2.5, 1]);
    expect(rounds.items[0]!.status).toBe('settled');
    const other = await registerPlayer(t.app);
    const none = dataOf<{ total: number }>(
      await callBackoffice(t, 'players/rounds', { id: other.uid }, { cookie: support.cookie }),
    );
    expect(none.total).toBe(0);
  });
});
