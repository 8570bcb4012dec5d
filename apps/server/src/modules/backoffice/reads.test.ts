import { queryRows } from '@jeton/db';
import type { PlayerDetail, PlayerListItem } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { eligiblePlayer, withdraw } from '../cashier/cashier-testing.js';
import { callBackoffice, operatorSession } from './backoffice-testing.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let finance: { cookie: string };
let player: { uid: number; cookie: string; email: string };
beforeAll(async () => {
  finance = await operatorSession(t, 'finance');
  const eligible = await eligiblePlayer(t, { balance: 300 });
  const [row] = await queryRows<{ email: string }>(
    t.database.db,
    sql`SELECT email FROM users WHERE id = ${eligible.uid}`,
  );
  await t.database.db.execute(
    sql`UPDATE user_profiles SET first_name = 'Zoé', last_name = 'Quintessa' WHERE user_id = ${eligible.uid}`,
  );
  await t.database.db.execute(sql`UPDATE users SET phone = '33612345678' WHERE id = ${eligible.uid}`);
  player = { ...eligible, email: row!.email };
});

async function search(input: Record<string, unknown>) {
  return dataOf<{ items: PlayerListItem[]; total: number; totalCapped: boolean }>(
    await callBackoffice(t, 'players/search', input, { cookie: finance.cookie }),
  );
}

describe('players/search', () => {
  it('finds a player by id, by the start of the email, phone, first or last name, in any case', async () => {
    for (const query of [
      String(player.uid),
      player.email.slice(0, 10).toUpperCase(),
      '+33 6123',
      'zoé',
      'QUINT',
    ]) {
      const found = await search({ query });
      expect(
        found.items.map((p) => p.id),
        query,
      ).toContain(player.uid);
    }
    const [item] = (await search({ query: player.email })).items;
    expect(item).toEqual({
      id: player.uid,
      email: player.email,
      phone: '33612345678',
      name: 'Zoé Quintessa',
      status: 'active',
      currency: 'EUR',
      createdAt: expect.any(String),
      isVerified: false,
    });
  });

  it('takes LIKE wildcards as text', async () => {
    expect((await search({ query: '%' })).items).toEqual([]);
    expect((await search({ query: '_' })).items).toEqual([]);
  });

  it('filters by status, sorts and pages on the server', async () => {
    await t.services.accounts.setStatus(player.uid, 'banned');
    const banned = await search({ status: 'banned' });
    expect(banned.items.every((p) => p.status === 'banned')).toBe(true);
    expect(banned.items.map((p) => p.id)).toContain(player.uid);
    await t.services.accounts.setStatus(player.uid, 'active');

    const all = await search({ sort: 'id', order: 'asc', perPage: 10 });
    expect(all.total).toBeGreaterThan(3);
    expect(all.totalCapped).toBe(false);
    const ids = all.items.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = await search({ sort: 'id', order: 'asc', perPage: 10, page: 2 });
    if (second.items.length > 0) expect(second.items[0]!.id).toBeGreaterThan(ids.at(-1)!);
    const byEmail = (await search({ sort: 'email', order: 'desc' })).items.map((p) => p.email ?? '');
    expect(byEmail.filter(Boolean)).toEqual([...byEmail.filter(Boolean)].sort().reverse());
  });

  it('refuses pages past the window and page sizes out of bounds', async () => {
    for (const input of [{ page: 101, perPage: 100 }, { perPage: 5 }, { perPage: 101 }, { sort: 'name' }]) {
      const answer = await callBackoffice(t, 'players/search', input, { cookie: finance.cookie });
      errorOf(answer, 'InvalidParameterException', 400);
    }
  });
});

describe('players/export', () => {
  it('answers a CSV file of the same filters, formulas defused, headed in the operator’s language', async () => {
    await t.database.db.execute(
      sql`UPDATE user_profiles SET first_name = '=HYPERLINK("x")' WHERE user_id = ${player.uid}`,
    );
    const fr = await operatorSession(t, 'finance', 'fr');
    const answer = await callBackoffice(t, 'players/export', { query: player.email }, { cookie: fr.cookie });
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.response.headers['content-disposition']).toMatch(
      /^attachment; filename="players-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Id,E-mail,Téléphone,Nom,Statut,Devise,Inscription (UTC),Vérifié');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${player.uid},${player.email},33612345678,"'=HYPERLINK(""x"") Quintessa",active,EUR`,
    );
    await t.database.db.execute(
      sql`UPDATE user_profiles SET first_name = 'Zoé' WHERE user_id = ${player.uid}`,
    );
  });
});

describe('players/get', () => {
  it('shows the profile, balances, the ledger entries behind them, payments, limits and sessions', async () => {
    const id = dataOf<{ id: number }>(await withdraw(t, player.cookie, { method: 'card', amount: '40' })).id;
    const page = dataOf<PlayerDetail>(
      await callBackoffice(t, 'players/get', { id: player.uid }, { cookie: finance.cookie }),
    );
    expect(page.profile).toMatchObject({
      id: player.uid,
      firstName: 'Zoé',
      lastName: 'Quintessa',
      status: 'active',
    });
    expect(page.contacts.email).toMatchObject({ value: player.email, confirmed: true });
    expect(page.balances).toContainEqual({ kind: 'main', currency: 'EUR', amountMinor: 26_000 });
    expect(page.ledgerEntries[0]).toMatchObject({
      kind: 'withdrawal_reserve',
      accountKind: 'main',
      amountMinor: -4000,
    });
    expect(page.withdrawals[0]).toMatchObject({ id, status: 'pending', amountMinor: 4000 });
    expect(page.deposits.length + page.ledgerEntries.length).toBeGreaterThan(0);
    expect(page.sessions[0]).toMatchObject({ active: true });
  });

  it('refuses an unknown player', async () => {
    const answer = await callBackoffice(t, 'players/get', { id: 999_999_999 }, { cookie: finance.cookie });
    expect(errorOf(answer, 'InvalidParameterException', 400).code).toBe('PLAYER_NOT_FOUND');
  });
});

describe('withdrawals/export', () => {
  it('answers the queue as CSV', async () => {
    const answer = await callBackoffice(
      t,
      'withdrawals/export',
      { status: 'pending' },
      { cookie: finance.cookie },
    );
    expect(answer.status).toBe(200);
    const lines = answer.response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Id,Player id,Player email,Amount \(minor units\)/);
    expect(lines.length).toBeGreaterThan(1);
  });
});
