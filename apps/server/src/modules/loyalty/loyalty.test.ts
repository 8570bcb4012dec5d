import type { LoyaltyInfo, LoyaltyProduct } from '@jeton/domain';
import type { AuditEntry, LoyaltyPlayerAnswer, LoyaltyProductAdmin } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { houseAccountId, playerAccountId, postTransfer } from '../../ledger/index.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';
import { fund } from '../house-studio/studio-testing.js';
import { WalletService } from '../wallet/wallet-service.js';

// The loyalty programme through its API: points earned by real-money stakes through the outbox
// subscriber and the ledger, once each; levels and their notice; the shop's purchases, one
// transaction each; characters; the operators' products, audited.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let content: { id: number; cookie: string };
let finance: { id: number; cookie: string };
beforeAll(async () => {
  [content, finance] = await Promise.all([operatorSession(t, 'content'), operatorSession(t, 'finance')]);
});

let calls = 0;
const base = (uid: number, money: 'real' | 'fun' = 'real') => ({
  studio: 'loyalty-test',
  userId: uid,
  currency: 'EUR',
  money,
  roundId: `loyalty-round-${++calls}`,
  game: 'jeton-fruit-reels',
});

/** A stake through the wallet pipeline; answers the bet's call for a rollback. */
async function bet(uid: number, amountMinor: bigint, money: 'real' | 'fun' = 'real') {
  const call = { ...base(uid, money), transactionId: `loyalty-bet-${calls}`, amountMinor };
  await new WalletService(t.database.db, t.clock).bet(call);
  return call;
}

async function player() {
  const registered = await registerPlayer(t.app);
  await fund(t, registered.uid, 2_000_000n);
  return registered;
}

const info = async (cookie: string) =>
  dataOf<LoyaltyInfo>(await callApi(t.app, 'GET', 'loyalty/getinfo', {}, { cookie }));

let productCount = 0;
async function product(fields: { price: number; perPlayerLimit?: number | null; stock?: number | null }) {
  productCount += 1;
  return dataOf<LoyaltyProductAdmin>(
    await callBackoffice(
      t,
      'loyalty/saveProduct',
      {
        id: null,
        sysname: `spins-${productCount}-${Math.random().toString(36).slice(2, 7)}`,
        texts: {
          en: { name: `Ten spins ${productCount}`, description: 'On Fruit Reels' },
          fr: { name: `Dix tours ${productCount}`, description: 'Sur Rouleaux fruités' },
        },
        grant: { game: 'jeton-fruit-reels', count: 10, stake_minor: 20, valid_days: 7 },
        price: fields.price,
        perPlayerLimit: fields.perPlayerLimit ?? null,
        stock: fields.stock ?? null,
        isActive: true,
      },
      { cookie: content.cookie },
    ),
  );
}

const buy = (cookie: string, id: number, key?: string) =>
  callApi(
    t.app,
    'POST',
    'loyalty/buyproduct',
    { id },
    { cookie, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );

describe('points earned by play', () => {
  it('awards 1 point per 1.00 of real money staked, once however often the event is delivered', async () => {
    const { uid, cookie } = await player();
    await bet(uid, 1_250n); // 12.50
    await t.services.events.deliver();
    await t.services.events.deliver();
    expect(await info(cookie)).toMatchObject({
      points: 12.5,
      lifetime_points: 12.5,
      level: { sysname: 'bronze' },
    });
  });

  it('earns nothing on play money or on the bonus part of a stake', async () => {
    const { uid, cookie } = await registerPlayer(t.app);
    await fund(t, uid, 1_000n, 'EUR', 'main');
    await fund(t, uid, 1_000n, 'EUR', 'bonus');
    await bet(uid, 2_000n); // 10.00 main + 10.00 bonus: only the main part earns
    await t.services.events.deliver();
    expect((await info(cookie)).lifetime_points).toBe(10);
    await fund(t, uid, 5_000n, 'EUR', 'bonus');
    await bet(uid, 5_000n); // all bonus money
    await t.services.events.deliver();
    expect((await info(cookie)).lifetime_points).toBe(10);
  });

  it('earns nothing on play money', async () => {
    const { uid, cookie } = await player();
    const wallet = new WalletService(t.database.db, t.clock);
    const db = t.database.db;
    await postTransfer(db, {
      idempotencyKey: `loyalty-fun:${uid}`,
      kind: 'fun_top_up',
      postings: [
        {
          accountId: await houseAccountId(db, 'fun_issuer', 'EUR', uid),
          currency: 'EUR',
          amountMinor: -10_000n,
        },
        { accountId: await playerAccountId(db, uid, 'fun', 'EUR'), currency: 'EUR', amountMinor: 10_000n },
      ],
    });
    await wallet.bet({ ...base(uid, 'fun'), transactionId: `loyalty-fun-bet-${uid}`, amountMinor: 5_000n });
    await t.services.events.deliver();
    expect((await info(cookie)).lifetime_points).toBe(0);
  });

  it('awards a duplicate delivery of one bet once, also when both run at the same time', async () => {
    const { uid, cookie } = await player();
    const stake = {
      userId: uid,
      studio: 'loyalty-test',
      transactionId: `duplicate-${uid}`,
      roundId: `duplicate-round-${uid}`,
      currency: 'EUR',
      mainMinor: 10_000n,
    };
    const db = t.database.db;
    const awarded = await Promise.all([
      db.transaction((tx) => t.services.loyalty.earn(tx, stake)),
      db.transaction((tx) => t.services.loyalty.earn(tx, stake)),
    ]);
    await db.transaction((tx) => t.services.loyalty.earn(tx, stake));
    expect(awarded.map(Number).sort()).toEqual([0, 10_000]);
    expect((await info(cookie)).points).toBe(100);
  });

  it('takes back the points of a rolled-back stake', async () => {
    const { uid, cookie } = await player();
    await bet(uid, 3_000n);
    const second = await bet(uid, 4_000n);
    await t.services.events.deliver();
    expect((await info(cookie)).points).toBe(70);
    await new WalletService(t.database.db, t.clock).rollback({
      ...second,
      transactionId: `${second.transactionId}-rollback`,
      betTransactionId: second.transactionId,
    });
    await t.services.events.deliver();
    expect(await info(cookie)).toMatchObject({ points: 30, lifetime_points: 30 });
    const history = dataOf<{ items: { kind: string; points: number }[] }>(
      await callApi(t.app, 'GET', 'loyalty/getpointshistory', {}, { cookie }),
    );
    expect(history.items.map((entry) => [entry.kind, entry.points])).toEqual([
      ['reversal', -40],
      ['award', 40],
      ['award', 30],
    ]);
  });

  it('raises the level at its threshold with a multiplier, and tells the player once', async () => {
    const { uid, cookie } = await player();
    await bet(uid, 50_000n); // 500 points: Silver
    await t.services.events.deliver();
    const silver = await info(cookie);
    expect(silver).toMatchObject({
      level: { sysname: 'silver', multiplier: 1.25 },
      next_level: { sysname: 'gold', points_to_go: 2_000 },
      progress_percent: 0,
    });
    await bet(uid, 10_000n); // 100.00 at × 1.25
    await t.services.events.deliver();
    expect((await info(cookie)).points).toBe(625);

    const notices = dataOf<{ items: { trigger: string; title: string }[] }>(
      await callApi(t.app, 'GET', 'loyalty/getnotifications', {}, { cookie, locale: 'fr' }),
    );
    expect(notices.items).toEqual([
      expect.objectContaining({ trigger: 'level', title: 'Niveau Argent atteint' }),
    ]);
    const again = dataOf<{ items: unknown[] }>(
      await callApi(t.app, 'GET', 'loyalty/getnotifications', {}, { cookie }),
    );
    expect(again.items).toEqual([]);
    const inbox = dataOf<{ items: { kind: string; params: unknown }[] }>(
      await callApi(t.app, 'GET', 'notifications/get', {}, { cookie }),
    );
    expect(inbox.items[0]).toMatchObject({ kind: 'loyalty_level_reached', params: { level: 'silver' } });
  });
});

describe('the shop', () => {
  it('spends the points and grants a real free-spin pack in one purchase', async () => {
    const offered = await product({ price: 50 });
    const { uid, cookie } = await player();
    await bet(uid, 8_000n);
    await t.services.events.deliver();
    const bought = dataOf<{ points: number; free_spin_pack_id: number }>(await buy(cookie, offered.id));
    expect(bought.points).toBe(30);
    const packs = dataOf<{ items: { id: number; remaining_count: number; game: { sysname: string } }[] }>(
      await callApi(t.app, 'GET', 'freespins/get', {}, { cookie }),
    );
    expect(packs.items).toEqual([
      expect.objectContaining({
        id: bought.free_spin_pack_id,
        remaining_count: 10,
        game: expect.objectContaining({ sysname: 'jeton-fruit-reels' }),
      }),
    ]);
    const listed = dataOf<{ items: LoyaltyProduct[] }>(
      await callApi(t.app, 'GET', 'loyalty/getproducts', {}, { cookie }),
    );
    expect(listed.items.find((item) => item.id === offered.id)).toMatchObject({
      bought: 1,
      price: 50,
      spins: 10,
    });
    expect((await info(cookie)).lifetime_points).toBe(80);
  });

  it('refuses a purchase the points do not cover with a clear error, writing nothing', async () => {
    const offered = await product({ price: 1_000 });
    const { uid, cookie } = await player();
    await bet(uid, 1_000n);
    await t.services.events.deliver();
    const state = await databaseState(t.database.db);
    const refused = errorOf(await buy(cookie, offered.id), 'InvalidRequestException', 409);
    expect(refused.code).toBe('NOT_ENOUGH_POINTS');
    expect(refused.data).toMatchObject({ points: 10, price: 1_000 });
    expect(await databaseState(t.database.db)).toEqual(state);
  });

  it('lets exactly one of two simultaneous purchases through when the points cover one', async () => {
    const offered = await product({ price: 60 });
    const { uid, cookie } = await player();
    await bet(uid, 10_000n);
    await t.services.events.deliver();
    const answers = await Promise.all([buy(cookie, offered.id), buy(cookie, offered.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await info(cookie)).points).toBe(40);
  });

  it('makes a purchase retried with its Idempotency-Key once', async () => {
    const offered = await product({ price: 10 });
    const { uid, cookie } = await player();
    await bet(uid, 5_000n);
    await t.services.events.deliver();
    const first = dataOf<{ purchase_id: number }>(await buy(cookie, offered.id, 'buy-once-1'));
    const second = dataOf<{ purchase_id: number }>(await buy(cookie, offered.id, 'buy-once-1'));
    expect(second.purchase_id).toBe(first.purchase_id);
    expect((await info(cookie)).points).toBe(40);
  });

  it("keeps to a product's stock and each player's limit", async () => {
    const limited = await product({ price: 1, perPlayerLimit: 1, stock: 2 });
    const a = await player();
    const b = await player();
    const c = await player();
    for (const p of [a, b, c]) await bet(p.uid, 1_000n);
    await t.services.events.deliver();
    dataOf(await buy(a.cookie, limited.id));
    expect(errorOf(await buy(a.cookie, limited.id), 'InvalidRequestException', 409).code).toBe(
      'PURCHASE_LIMIT_REACHED',
    );
    dataOf(await buy(b.cookie, limited.id));
    expect(errorOf(await buy(c.cookie, limited.id), 'InvalidRequestException', 409).code).toBe(
      'OUT_OF_STOCK',
    );
  });

  it('does not sell a deactivated product', async () => {
    const offered = await product({ price: 1 });
    const { id: _id, updatedAt: _u, gameName: _g, kind: _k, ...fields } = offered;
    dataOf(
      await callBackoffice(
        t,
        'loyalty/saveProduct',
        { ...fields, id: offered.id, isActive: false },
        { cookie: content.cookie },
      ),
    );
    const { uid, cookie } = await player();
    await bet(uid, 1_000n);
    await t.services.events.deliver();
    errorOf(await buy(cookie, offered.id), 'InvalidParameterException', 400);
    const listed = dataOf<{ items: LoyaltyProduct[] }>(await callApi(t.app, 'GET', 'loyalty/getproducts'));
    expect(listed.items.some((item) => item.id === offered.id)).toBe(false);
  });
});

describe('programme, characters and bad input', () => {
  it('shows guests the levels and the products, and nothing of a player', async () => {
    const levels = dataOf<{ items: { sysname: string; min_points: number }[] }>(
      await callApi(t.app, 'GET', 'loyalty/getPrograms'),
    );
    expect(levels.items.map((level) => level.sysname)).toEqual(['bronze', 'silver', 'gold', 'platinum']);
    expect(dataOf(await callApi(t.app, 'GET', 'loyalty/getProgram', { sysname: 'gold' }))).toMatchObject({
      min_points: 2_500,
      multiplier: 1.5,
      previous: 'silver',
      next: 'platinum',
    });
    errorOf(await callApi(t.app, 'GET', 'loyalty/getinfo'), 'AuthorizationException', 401);
    errorOf(await callApi(t.app, 'GET', 'loyalty/getpointshistory'), 'AuthorizationException', 401);
  });

  it('saves a picked character', async () => {
    const { cookie } = await player();
    const cast = dataOf<{ items: { id: number; sysname: string }[]; total: number }>(
      await callApi(t.app, 'GET', 'loyalty/getcharacters'),
    );
    const owl = cast.items.find((item) => item.sysname === 'owl')!;
    expect(dataOf(await callApi(t.app, 'POST', 'loyalty/setcharacter', { id: owl.id }, { cookie }))).toBe(1);
    expect((await info(cookie)).character).toEqual({ id: owl.id, sysname: 'owl' });
  });

  it('answers bad input with a 4xx catalogue error and writes nothing', async () => {
    const { cookie } = await player();
    const state = await databaseState(t.database.db);
    errorOf(
      await callApi(t.app, 'POST', 'loyalty/setcharacter', { id: 99 }, { cookie }),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callApi(t.app, 'POST', 'loyalty/setcharacter', { id: 'owl' }, { cookie }),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callApi(t.app, 'POST', 'loyalty/buyproduct', { id: '-1' }, { cookie }),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callApi(t.app, 'POST', 'loyalty/buyproduct', { id: 999_999 }, { cookie }),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callApi(t.app, 'GET', 'loyalty/getProgram', { sysname: 'diamond' }),
      'InvalidParameterException',
      400,
    );
    errorOf(await callApi(t.app, 'POST', 'loyalty/setcharacter', { id: 1 }), 'AuthorizationException', 401);
    expect(await databaseState(t.database.db)).toEqual(state);
  });
});

describe('loyalty in the back office', () => {
  it("creates and edits products, audited, and reads a player's points", async () => {
    const created = await product({ price: 25 });
    const { id: _id, updatedAt: _u, gameName: _g, kind: _k, ...fields } = created;
    const edited = dataOf<LoyaltyProductAdmin>(
      await callBackoffice(
        t,
        'loyalty/saveProduct',
        { ...fields, id: created.id, price: 30 },
        { cookie: content.cookie },
      ),
    );
    expect(edited.price).toBe(30);
    const audit = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(
        t,
        'audit/search',
        { targetType: 'loyalty_product', targetId: String(created.id) },
        { cookie: (await operatorSession(t, 'administrator')).cookie },
      ),
    );
    expect(audit.items.map((entry) => entry.action).sort()).toEqual([
      'loyalty.product_create',
      'loyalty.product_update',
    ]);

    const { uid } = await player();
    await bet(uid, 2_000n);
    await t.services.events.deliver();
    const points = dataOf<LoyaltyPlayerAnswer>(
      await callBackoffice(t, 'loyalty/player', { playerId: uid }, { cookie: content.cookie }),
    );
    expect(points).toMatchObject({
      points: 20,
      level: 'bronze',
      history: [expect.objectContaining({ kind: 'award', points: 20 })],
    });
  });

  it('refuses a role without loyalty.manage and a product on a game that is not a house slot, writing nothing', async () => {
    const state = await databaseState(t.database.db);
    errorOf(
      await callBackoffice(t, 'loyalty/products', {}, { cookie: finance.cookie }),
      'AccessDeniedException',
      403,
    );
    const refused = errorOf(
      await callBackoffice(
        t,
        'loyalty/saveProduct',
        {
          id: null,
          sysname: 'dice-spins',
          texts: { en: { name: 'Dice', description: '' }, fr: { name: 'Dés', description: '' } },
          grant: { game: 'jeton-dice', count: 10, stake_minor: 20, valid_days: 7 },
          price: 10,
          perPlayerLimit: null,
          stock: null,
          isActive: true,
        },
        { cookie: content.cookie },
      ),
      'InvalidParameterException',
      400,
    );
    expect(refused.code).toBe('INVALID_PRODUCT');
    expect(await databaseState(t.database.db)).toEqual(state);
  });
});
