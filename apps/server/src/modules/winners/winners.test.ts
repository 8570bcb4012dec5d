import { schema } from '@jeton/db';
import type { AuditEntry, BigWinAdmin } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { houseAccountId, playerAccountId, postTransfer } from '../../ledger/index.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';
import { fund } from '../house-studio/studio-testing.js';
import { WalletService } from '../wallet/wallet-service.js';

// The big wins of /winners: recorded from the wallet's paid wins by the outbox subscriber, once
// each; the public list (winners/get) and the operators' rule and hiding (winners/*).

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

interface PublicWin {
  id: number;
  player: string;
  game: { sysname: string; name: string };
  amount: { amount: number; currency: string };
  stake: { amount: number; currency: string };
  multiplier: number | null;
}

let content: { id: number; cookie: string };
let finance: { id: number; cookie: string };
beforeAll(async () => {
  [content, finance] = await Promise.all([operatorSession(t, 'content'), operatorSession(t, 'finance')]);
});

let rounds = 0;

/** A player's round through the wallet pipeline: a bet, then a win; answers the round's id. */
async function round(
  uid: number,
  stakeMinor: bigint,
  winMinor: bigint,
  money: 'real' | 'fun' = 'real',
): Promise<string> {
  const wallet = new WalletService(t.database.db, t.clock);
  const roundId = `winners-round-${++rounds}`;
  const base = {
    studio: 'winners-test',
    userId: uid,
    currency: 'EUR',
    money,
    roundId,
    game: 'jeton-fruit-reels',
  };
  await wallet.bet({ ...base, transactionId: `${roundId}-bet`, amountMinor: stakeMinor });
  await wallet.win(
    { ...base, transactionId: `${roundId}-win`, amountMinor: winMinor },
    { kind: 'studio-bets', maxWinMultiplier: 1000 },
  );
  return roundId;
}

const publicList = async (locale: 'en' | 'fr' = 'en') =>
  dataOf<{ total: number; items: PublicWin[] }>(
    await callApi(t.app, 'GET', 'winners/get', { count: '50' }, { locale }),
  );

async function playerWithMoney(overrides: Record<string, string> = {}) {
  const player = await registerPlayer(t.app, overrides);
  await fund(t, player.uid, 100_000n);
  return player;
}

/** Play money, as a demo launch tops it up. */
async function fundFun(uid: number, amountMinor: bigint) {
  const db = t.database.db;
  await postTransfer(db, {
    idempotencyKey: `winners-test-fun:${uid}`,
    kind: 'fun_top_up',
    postings: [
      {
        accountId: await houseAccountId(db, 'fun_issuer', 'EUR', uid),
        currency: 'EUR',
        amountMinor: -amountMinor,
      },
      { accountId: await playerAccountId(db, uid, 'fun', 'EUR'), currency: 'EUR', amountMinor },
    ],
  });
}

describe('big wins', () => {
  it('records a real-money win that passes the rule once, and shows it to guests by a public name', async () => {
    const { uid, login } = await playerWithMoney();
    await round(uid, 500n, 7_500n);
    await t.services.events.deliver();
    await t.services.events.deliver();

    const { items } = await publicList('fr');
    const mine = items.filter((item) => item.stake.amount === 5 && item.amount.amount === 75);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      game: { sysname: 'jeton-fruit-reels' },
      amount: { amount: 75, currency: 'EUR' },
      multiplier: 15,
    });
    expect(mine[0]!.player).toBe(`${login[0]}***${login.split('@')[0]!.at(-1)}`);
    expect(JSON.stringify(items)).not.toContain(login);
    expect(JSON.stringify(items)).not.toContain(`"${uid}"`);
  });

  it('leaves out wins under the multiplier or the amount, and play money', async () => {
    const { uid } = await playerWithMoney();
    await fundFun(uid, 100_000n);
    const before = await t.database.db.$count(schema.bigWins);
    await round(uid, 1_000n, 9_000n); // × 9
    await round(uid, 100n, 1_500n); // × 15 but 15.00
    await round(uid, 500n, 10_000n, 'fun');
    await t.services.events.deliver();
    const after = await t.database.db.$count(schema.bigWins);
    expect(after).toBe(before);
  });

  it('refuses a count over 50 or a negative offset and writes nothing', async () => {
    const state = await databaseState(t.database.db);
    errorOf(await callApi(t.app, 'GET', 'winners/get', { count: '51' }), 'InvalidParameterException', 400);
    errorOf(await callApi(t.app, 'GET', 'winners/get', { offset: '-1' }), 'InvalidParameterException', 400);
    expect(await databaseState(t.database.db)).toEqual(state);
  });
});

describe('winners in the back office', () => {
  it('hides a win from players and shows it again, each audited', async () => {
    const { uid } = await playerWithMoney({ fakename: 'HideMe' });
    await round(uid, 200n, 5_000n);
    await t.services.events.deliver();
    const listed = dataOf<{ items: BigWinAdmin[] }>(
      await callBackoffice(t, 'winners/list', { filter: 'shown' }, { cookie: content.cookie }),
    );
    const win = listed.items.find((item) => item.playerId === uid)!;
    expect(win).toMatchObject({ shownAs: 'HideMe', multiplier: 25, hiddenAt: null });

    const hidden = dataOf<BigWinAdmin>(
      await callBackoffice(t, 'winners/setHidden', { id: win.id, hidden: true }, { cookie: content.cookie }),
    );
    expect(hidden.hiddenAt).not.toBeNull();
    expect((await publicList()).items.some((item) => item.id === win.id)).toBe(false);

    await callBackoffice(t, 'winners/setHidden', { id: win.id, hidden: false }, { cookie: content.cookie });
    expect((await publicList()).items.some((item) => item.id === win.id)).toBe(true);

    const audit = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(
        t,
        'audit/search',
        { targetType: 'big_win', targetId: String(win.id) },
        { cookie: (await operatorSession(t, 'administrator')).cookie },
      ),
    );
    expect(audit.items.map((entry) => entry.action).sort()).toEqual(['winners.hide', 'winners.show']);
  });

  it('applies a saved rule to the wins paid after it', async () => {
    const rule = { min_multiplier: 3, min_win_minor: 500 };
    dataOf(await callBackoffice(t, 'winners/saveRule', rule, { cookie: content.cookie }));
    const { uid } = await playerWithMoney();
    await round(uid, 200n, 800n); // × 4, 8.00: big under the new rule only
    await t.services.events.deliver();
    const listed = dataOf<{ items: BigWinAdmin[]; rule: typeof rule }>(
      await callBackoffice(t, 'winners/list', {}, { cookie: content.cookie }),
    );
    expect(listed.rule).toEqual(rule);
    expect(listed.items.some((item) => item.playerId === uid)).toBe(true);
    // Back to the default, so that the other tests judge by it.
    await callBackoffice(
      t,
      'winners/saveRule',
      { min_multiplier: 10, min_win_minor: 2000 },
      { cookie: content.cookie },
    );
  });

  it('refuses a role without content.manage, an unknown win and a bad rule, writing nothing', async () => {
    const state = await databaseState(t.database.db);
    errorOf(
      await callBackoffice(t, 'winners/list', {}, { cookie: finance.cookie }),
      'AccessDeniedException',
      403,
    );
    errorOf(
      await callBackoffice(
        t,
        'winners/setHidden',
        { id: 999_999_999, hidden: true },
        { cookie: content.cookie },
      ),
      'InvalidRequestException',
      400,
    );
    errorOf(
      await callBackoffice(
        t,
        'winners/saveRule',
        { min_multiplier: 0, min_win_minor: 1 },
        { cookie: content.cookie },
      ),
      'InvalidParameterException',
      400,
    );
    expect(await databaseState(t.database.db)).toEqual(state);
  });
});
