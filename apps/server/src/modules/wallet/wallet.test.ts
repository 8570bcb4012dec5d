import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { houseBalance, playerBalances } from '../../ledger/index.js';
import { fund } from '../../modules/house-studio/studio-testing.js';
import { registerPlayer, type TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState, tableCounts } from '../../testing/tables.js';
import { signWalletRequest, WALLET_SIGNATURE_HEADER } from './wallet-signature.js';

// The seamless wallet over HTTP, as an outside studio calls it.

const SECRET = 'acme-signing-secret-0123456789abcdef';
let t: TestApp;

shareTestApp(
  (app) => {
    t = app;
  },
  {
    WALLET_STUDIO_SECRETS: `acme=${SECRET},other-studio=${'o'.repeat(32)}`,
    WALLET_MAX_WIN_MULTIPLIER: '100',
  },
);

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

async function call(
  action: string,
  body: Record<string, unknown> | string,
  options: { studio?: string; secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signWalletRequest(options.secret ?? SECRET, options.timestamp ?? nowSeconds(), raw)
      : options.signature;
  const response = await t.app.inject({
    method: 'POST',
    url: `/wallet/${options.studio ?? 'acme'}/${action}`,
    headers: {
      'content-type': 'application/json',
      origin: 'https://studio.example',
      ...(signature === null ? {} : { [WALLET_SIGNATURE_HEADER]: signature }),
    },
    payload: raw,
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown> & { error?: { code: string } },
  };
}

let ids = 0;
const nextId = (prefix: string) => `${prefix}-${++ids}-${Math.random().toString(36).slice(2, 8)}`;

async function player(balanceMinor: bigint) {
  const { uid } = await registerPlayer(t.app);
  if (balanceMinor > 0n) await fund(t, uid, balanceMinor);
  return { uid, base: { player_id: String(uid), currency: 'EUR', game: 'acme-slot' } };
}

const main = async (uid: number) => (await playerBalances(t.database.db, uid, 'EUR')).main;

/** The outbox events the wallet wrote for a player: `topic total`, oldest first. */
async function eventsOf(uid: number): Promise<string[]> {
  const rows = await queryRows<{ topic: string; total: string }>(
    t.database.db,
    sql`SELECT topic, payload->>'total' AS total FROM outbox_events WHERE key = ${`user:${uid}`} AND topic LIKE 'wallet.%' ORDER BY id`,
  );
  return rows.map((row) => `${row.topic} ${row.total}`);
}

async function postingsOf(transactionId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ledger_postings p JOIN ledger_transactions x ON x.id = p.transaction_id
        WHERE x.idempotency_key = ${`wallet:acme:${transactionId}`}`,
  );
  return row!.n;
}

describe('balance, bet and win', () => {
  betAndWinChecks();
  replayAndFundsChecks();
});

/** Balances, bets and wins, and their events. */
function betAndWinChecks() {
  it('answers the balance, takes a bet and pays a win, each one ledger transfer', async () => {
    const { uid, base } = await player(10_000n);
    expect((await call('balance', { player_id: base.player_id, currency: 'EUR' })).body).toEqual({
      balance: '10000',
      currency: 'EUR',
    });
    const round = nextId('round');
    const bet = await call('bet', {
      ...base,
      transaction_id: `b1-${round}`,
      round_id: round,
      amount: '2500',
    });
    expect(bet).toEqual({
      status: 200,
      body: {
        transaction_id: `b1-${round}`,
        balance: '7500',
        currency: 'EUR',
        amount: '2500',
        replayed: false,
      },
    });
    const win = await call('win', {
      ...base,
      transaction_id: `w1-${round}`,
      round_id: round,
      amount: '6000',
    });
    expect(win.body).toMatchObject({ balance: '13500', replayed: false });
    expect(await main(uid)).toBe(13_500n);
    expect(await postingsOf(`b1-${round}`)).toBe(2);
    expect(await postingsOf(`w1-${round}`)).toBe(2);
  });

  it('answers what the player can stake, main and bonus together, and takes a stake from main first', async () => {
    const { uid, base } = await player(1_000n);
    await fund(t, uid, 500n, 'EUR', 'bonus');
    expect((await call('balance', { player_id: base.player_id, currency: 'EUR' })).body).toEqual({
      balance: '1500',
      currency: 'EUR',
    });
    const round = nextId('round');
    const bet = await call('bet', { ...base, transaction_id: `b-${round}`, round_id: round, amount: '1200' });
    expect(bet.body).toMatchObject({ balance: '300', amount: '1200' });
    // 1,000 of main and 200 of bonus staked: a sixth of the win is bonus money.
    const win = await call('win', { ...base, transaction_id: `w-${round}`, round_id: round, amount: '2400' });
    expect(win.body).toMatchObject({ balance: '2700', amount: '2400' });
    expect(await playerBalances(t.database.db, uid, 'EUR')).toMatchObject({ main: 2_000n, bonus: 700n });
  });

  it('writes one outbox event per movement, and none for a replay', async () => {
    const { uid, base } = await player(1_000n);
    const round = nextId('round');
    const bet = { ...base, transaction_id: `b-${round}`, round_id: round, amount: '400' };
    const rollback = {
      ...base,
      transaction_id: `rb-${round}`,
      round_id: round,
      bet_transaction_id: `b-${round}`,
    };
    await call('bet', bet);
    await call('bet', bet);
    await call('rollback', rollback);
    await call('rollback', rollback);
    const lost = nextId('round');
    await call('bet', { ...base, transaction_id: `b-${lost}`, round_id: lost, amount: '100' });
    const closing = { ...base, transaction_id: `w-${lost}`, round_id: lost, amount: '0' };
    await call('win', closing);
    await call('win', closing);
    expect(await eventsOf(uid)).toEqual([
      'wallet.bet 400',
      'wallet.rollback 400',
      'wallet.bet 100',
      'wallet.win 0',
    ]);
  });
}

/** Replays, reused ids, missing funds and concurrent bets. */
function replayAndFundsChecks() {
  it('posts a repeated bet or win id once and answers it as a replay', async () => {
    const { uid, base } = await player(10_000n);
    const round = nextId('round');
    const bet = { ...base, transaction_id: `bet-${round}`, round_id: round, amount: '1000' };
    const win = { ...base, transaction_id: `win-${round}`, round_id: round, amount: '3000' };
    const bets = await Promise.all([call('bet', bet), call('bet', bet), call('bet', bet)]);
    expect(bets.map((b) => b.status)).toEqual([200, 200, 200]);
    expect(bets.filter((b) => b.body.replayed === false)).toHaveLength(1);
    await call('win', win);
    const again = await call('win', win);
    expect(again.body).toMatchObject({ replayed: true, amount: '3000' });
    expect(await main(uid)).toBe(12_000n);
    expect(await postingsOf(bet.transaction_id)).toBe(2);
    expect(await postingsOf(win.transaction_id)).toBe(2);
  });

  it('refuses a transaction id reused for another call', async () => {
    const { uid, base } = await player(10_000n);
    const round = nextId('round');
    await call('bet', { ...base, transaction_id: `x-${round}`, round_id: round, amount: '100' });
    const other = await call('bet', {
      ...base,
      transaction_id: `x-${round}`,
      round_id: round,
      amount: '101',
    });
    expect(other.status).toBe(409);
    expect(other.body.error?.code).toBe('TRANSACTION_CONFLICT');
    const asWin = await call('win', {
      ...base,
      transaction_id: `x-${round}`,
      round_id: round,
      amount: '100',
    });
    expect(asWin.body.error?.code).toBe('TRANSACTION_CONFLICT');
    expect(await main(uid)).toBe(9_900n);
  });

  it('answers insufficient funds with its code, and the same id can succeed once funded', async () => {
    const { uid, base } = await player(500n);
    const round = nextId('round');
    const bet = { ...base, transaction_id: `big-${round}`, round_id: round, amount: '600' };
    const before = await databaseState(t.database.db);
    const refused = await call('bet', bet);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'INSUFFICIENT_FUNDS', message: expect.any(String) } });
    expect(await databaseState(t.database.db)).toEqual(before);
    await fund(t, uid, 100n);
    expect((await call('bet', bet)).body).toMatchObject({ balance: '0', replayed: false });
  });

  it('lets 100 concurrent bets through only as far as the balance goes', async () => {
    const { uid, base } = await player(5_000n);
    const houseBefore = await houseBalance(t.database.db, 'game_house', 'EUR');
    const round = nextId('round');
    // 100 bets of 70 to 169 cents: 11,950 cents asked of 5,000.
    const asked = Array.from({ length: 100 }, (_, i) => ({
      ...base,
      transaction_id: `c-${round}-${i}`,
      round_id: `${round}-${i % 10}`,
      amount: String(70 + i),
    }));
    const answers = await Promise.all(asked.map((bet) => call('bet', bet)));
    const accepted = asked.filter((_, i) => answers[i]!.status === 200);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error?.code).toBe('INSUFFICIENT_FUNDS');
    }
    const stakes = accepted.reduce((sum, bet) => sum + BigInt(bet.amount), 0n);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(100);
    const balance = await main(uid);
    expect(balance).toBeGreaterThanOrEqual(0n);
    expect(balance).toBe(5_000n - stakes);
    expect(await houseBalance(t.database.db, 'game_house', 'EUR')).toBe(houseBefore + stakes);
    // No refused bet left a trace: each accepted one is one row, none for the others.
    const [rows] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM wallet_transactions WHERE studio = 'acme' AND transaction_id LIKE ${`c-${round}-%`}`,
    );
    expect(rows!.n).toBe(accepted.length);
    expect(await eventsOf(uid)).toHaveLength(accepted.length);
  });
}

describe('rollback', () => {
  rollbackChecks();
  roundWinChecks();
});

/** Rolling a bet back, once and only when allowed. */
function rollbackChecks() {
  it('gives a bet back once, however often it is asked', async () => {
    const { uid, base } = await player(1_000n);
    const round = nextId('round');
    await call('bet', { ...base, transaction_id: `b-${round}`, round_id: round, amount: '400' });
    const rollback = {
      ...base,
      transaction_id: `rb-${round}`,
      round_id: round,
      bet_transaction_id: `b-${round}`,
    };
    expect((await call('rollback', rollback)).body).toMatchObject({
      balance: '1000',
      amount: '400',
      replayed: false,
    });
    expect((await call('rollback', rollback)).body).toMatchObject({ balance: '1000', replayed: true });
    // A second rollback id for the same bet moves nothing.
    const second = await call('rollback', { ...rollback, transaction_id: `rb2-${round}` });
    expect(second.body).toMatchObject({ balance: '1000', amount: '0' });
    expect(await main(uid)).toBe(1_000n);
  });

  it('refuses a rollback after a win on the round', async () => {
    const { uid, base } = await player(1_000n);
    const round = nextId('round');
    await call('bet', { ...base, transaction_id: `b-${round}`, round_id: round, amount: '400' });
    await call('win', { ...base, transaction_id: `w-${round}`, round_id: round, amount: '800' });
    const refused = await call('rollback', {
      ...base,
      transaction_id: `rb-${round}`,
      round_id: round,
      bet_transaction_id: `b-${round}`,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('ROUND_SETTLED');
    expect(await main(uid)).toBe(1_400n);
  });

  it('records a rollback of an unknown bet so that the bet, arriving late, is refused', async () => {
    const { uid, base } = await player(1_000n);
    const round = nextId('round');
    const early = await call('rollback', {
      ...base,
      transaction_id: `rb-${round}`,
      round_id: round,
      bet_transaction_id: `late-${round}`,
    });
    expect(early.body).toMatchObject({ balance: '1000', amount: '0', replayed: false });
    const late = await call('bet', {
      ...base,
      transaction_id: `late-${round}`,
      round_id: round,
      amount: '300',
    });
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe('BET_ROLLED_BACK');
    expect(await main(uid)).toBe(1_000n);
    // Nor can the round pay a win any more.
    const win = await call('win', { ...base, transaction_id: `w-${round}`, round_id: round, amount: '300' });
    expect(win.body.error?.code).toBe('ROUND_ROLLED_BACK');
  });

  it('refuses to roll back a win, or another player’s bet', async () => {
    const { base } = await player(1_000n);
    const other = await player(1_000n);
    const round = nextId('round');
    await call('bet', { ...other.base, transaction_id: `ob-${round}`, round_id: round, amount: '100' });
    const foreign = await call('rollback', {
      ...base,
      transaction_id: `rb-${round}`,
      round_id: round,
      bet_transaction_id: `ob-${round}`,
    });
    expect(foreign.body.error?.code).toBe('NOT_A_BET');
    expect(await main(other.uid)).toBe(900n);
  });
}

/** Wins a round may pay, and races with rollbacks. */
function roundWinChecks() {
  it('pays no win on a round without a bet, nor on another player’s or another studio’s round (issue 13)', async () => {
    const { uid, base } = await player(1_000n);
    const other = await player(1_000n);
    const round = nextId('round');
    const noBet = await call('win', {
      ...base,
      transaction_id: `w0-${round}`,
      round_id: 'never-bet',
      amount: '50000',
    });
    expect(noBet).toMatchObject({ status: 409, body: { error: { code: 'NO_BET_ON_ROUND' } } });

    await call('bet', { ...other.base, transaction_id: `ob-${round}`, round_id: round, amount: '100' });
    const onTheirs = await call('win', {
      ...base,
      transaction_id: `w1-${round}`,
      round_id: round,
      amount: '500',
    });
    expect(onTheirs.body.error?.code).toBe('NO_BET_ON_ROUND');
    const otherStudio = await call(
      'win',
      { ...other.base, transaction_id: `w2-${round}`, round_id: round, amount: '500' },
      { studio: 'other-studio', secret: 'o'.repeat(32) },
    );
    expect(otherStudio.body.error?.code).toBe('NO_BET_ON_ROUND');

    // A refused win keeps no trace: its id can still carry a real win later.
    expect(await main(uid)).toBe(1_000n);
    expect(await eventsOf(uid)).toEqual([]);
    const [kept] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM wallet_transactions WHERE transaction_id IN (${`w0-${round}`}, ${`w1-${round}`})`,
    );
    expect(kept!.n).toBe(0);
  });

  it('keeps a round’s wins within the studio’s multiple of its stakes', async () => {
    const { uid, base } = await player(1_000n);
    const round = nextId('round');
    await call('bet', { ...base, transaction_id: `b-${round}`, round_id: round, amount: '10' });
    // WALLET_MAX_WIN_MULTIPLIER is 100 here: 10 staked allows 1,000 of wins in all.
    expect(
      (await call('win', { ...base, transaction_id: `w1-${round}`, round_id: round, amount: '600' })).status,
    ).toBe(200);
    const over = await call('win', {
      ...base,
      transaction_id: `w2-${round}`,
      round_id: round,
      amount: '401',
    });
    expect(over).toMatchObject({ status: 409, body: { error: { code: 'WIN_LIMIT_EXCEEDED' } } });
    expect(
      (await call('win', { ...base, transaction_id: `w3-${round}`, round_id: round, amount: '400' })).status,
    ).toBe(200);
    expect(await main(uid)).toBe(1_000n - 10n + 1_000n);
  });

  it('never pays a win and a rollback of one round both, when they race', async () => {
    for (let i = 0; i < 5; i++) {
      const { uid, base } = await player(1_000n);
      const round = nextId('race');
      await call('bet', { ...base, transaction_id: `b-${round}`, round_id: round, amount: '500' });
      const [win, rollback] = await Promise.all([
        call('win', { ...base, transaction_id: `w-${round}`, round_id: round, amount: '900' }),
        call('rollback', {
          ...base,
          transaction_id: `rb-${round}`,
          round_id: round,
          bet_transaction_id: `b-${round}`,
        }),
      ]);
      expect([win.status, rollback.status].sort()).toEqual([200, 409]);
      expect(await main(uid)).toBe(win.status === 200 ? 1_400n : 1_000n);
    }
  });
}

describe('bad requests are refused and write nothing', () => {
  it.each<[string, Parameters<typeof call>[2], number, string]>([
    ['unsigned', { signature: null }, 401, 'INVALID_SIGNATURE'],
    ['a signature of another secret', { secret: 'x'.repeat(40) }, 401, 'INVALID_SIGNATURE'],
    ['a malformed signature', { signature: 't=abc,v1=zz' }, 401, 'INVALID_SIGNATURE'],
    ['a signature six minutes old', { timestamp: 0 }, 401, 'STALE_REQUEST'],
    ['a signature six minutes ahead', { timestamp: 1 }, 401, 'STALE_REQUEST'],
    ['an unknown studio', { studio: 'nobody' }, 404, 'UNKNOWN_STUDIO'],
    ['the prototype as a studio', { studio: '__proto__' }, 404, 'UNKNOWN_STUDIO'],
  ])('%s', async (_name, options, status, code) => {
    const { uid, base } = await player(1_000n);
    const before = await tableCounts(t.database.db);
    const round = nextId('round');
    const timestamp =
      options?.timestamp === 0
        ? nowSeconds() - 360
        : options?.timestamp === 1
          ? nowSeconds() + 360
          : undefined;
    const refused = await call(
      'bet',
      { ...base, transaction_id: `b-${round}`, round_id: round, amount: '100' },
      { ...options, ...(timestamp === undefined ? {} : { timestamp }) },
    );
    expect(refused.status).toBe(status);
    expect(refused.body.error?.code).toBe(code);
    expect(await tableCounts(t.database.db)).toEqual(before);
    expect(await main(uid)).toBe(1_000n);
  });

  it.each<[string, Record<string, unknown> | string, string, number, string]>([
    ['not JSON', '{"player_id":', 'bet', 400, 'INVALID_REQUEST'],
    ['an unknown action', {}, 'credit', 404, 'UNKNOWN_ACTION'],
    ['a negative amount', { amount: '-5' }, 'bet', 400, 'INVALID_REQUEST'],
    ['a fractional amount', { amount: '1.5' }, 'bet', 400, 'INVALID_REQUEST'],
    ['a numeric amount', { amount: 100 }, 'bet', 400, 'INVALID_REQUEST'],
    ['a huge amount', { amount: '99999999999999999999' }, 'win', 400, 'INVALID_REQUEST'],
    ['no transaction id', { transaction_id: undefined }, 'bet', 400, 'INVALID_REQUEST'],
    ['a long transaction id', { transaction_id: 'x'.repeat(101) }, 'bet', 400, 'INVALID_REQUEST'],
    ['an unknown player', { player_id: '999999999' }, 'bet', 404, 'PLAYER_NOT_FOUND'],
    ['another currency', { currency: 'USD' }, 'bet', 409, 'CURRENCY_MISMATCH'],
    ['a rollback without its bet', { bet_transaction_id: undefined }, 'rollback', 400, 'INVALID_REQUEST'],
    // Decision 0085: the game's name goes to the ledger's jsonb, which refuses NUL.
    ['a game name with a NUL', { game: 'acme-slot\u0000' }, 'bet', 400, 'INVALID_REQUEST'],
    ['a game name with half a surrogate pair', { game: 'acme-slot\uD800' }, 'win', 400, 'INVALID_REQUEST'],
  ])('%s', async (_name, change, action, status, code) => {
    const { uid, base } = await player(1_000n);
    const before = await tableCounts(t.database.db);
    const round = nextId('round');
    const body =
      typeof change === 'string'
        ? change
        : {
            ...base,
            transaction_id: `b-${round}`,
            round_id: round,
            amount: '100',
            bet_transaction_id: 'b-0',
            ...change,
          };
    const refused = await call(action, body);
    expect(refused.status).toBe(status);
    expect(refused.body).toEqual({ error: { code, message: expect.any(String) } });
    expect(await tableCounts(t.database.db)).toEqual(before);
    expect(await main(uid)).toBe(1_000n);
  });

  it('refuses a bet of a blocked player but still pays the win of a bet taken before', async () => {
    const { uid, base } = await player(1_000n);
    const round = nextId('round');
    await call('bet', { ...base, transaction_id: `b-${round}`, round_id: round, amount: '100' });
    await t.services.accounts.setStatus(uid, 'banned');
    const refused = await call('bet', {
      ...base,
      transaction_id: `b2-${round}`,
      round_id: round,
      amount: '100',
    });
    expect(refused.body.error?.code).toBe('PLAYER_BLOCKED');
    expect(
      (await call('win', { ...base, transaction_id: `w-${round}`, round_id: round, amount: '250' })).status,
    ).toBe(200);
    expect(await main(uid)).toBe(1_150n);
  });
});
