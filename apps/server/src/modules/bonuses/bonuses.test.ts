import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBalances } from '../../ledger/index.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { deliver } from '../jackpots/jackpot-testing.js';
import { makeEvent } from '../sportsbook/sportsbook-testing.js';
import { WalletService } from '../wallet/wallet-service.js';

// The bonus engine through the API: an offer taken with a deposit grants its bonus once the deposit
// is credited; stakes count towards its wagering; it converts, is removed or expires, each moving
// the bonus money once through the ledger.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

interface Bonus {
  id: number;
  status: string;
  title: string;
  amount: { amount: number };
  wager: { required: { amount: number }; wagered: { amount: number }; percent: number };
  converted: { amount: number } | null;
}

async function offerId(sysname: string): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM campaign_offers WHERE sysname = ${sysname}`,
  );
  return Number(row!.id);
}

/** A deposit opened with an offer; the player has not paid it yet. */
async function openDeposit(cookie: string, amount: string, offer: string | null) {
  return dataOf<{ id: number; redirect_url: string }>(
    await callApi(
      t.app,
      'POST',
      'cashier/makedeposit',
      { method: 'card', amount, campaign_offer_id: offer === null ? -1 : await offerId(offer) },
      { cookie },
    ),
  );
}

/** The deposit paid on the sandbox's hosted page, then the outbox delivered. */
async function payDeposit(deposit: { redirect_url: string }) {
  const paid = await t.app.inject({
    method: 'POST',
    url: deposit.redirect_url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/30',
      card_cvc: '123',
      card_holder: 'Ada Lovelace',
      choice: 'success',
    }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  await t.services.events.deliver();
}

/** A deposit paid on the sandbox's hosted page, with an offer, then the outbox delivered. */
async function depositWith(cookie: string, amount: string, offer: string | null) {
  const deposit = await openDeposit(cookie, amount, offer);
  await payDeposit(deposit);
  return deposit.id;
}

const bonusesOf = async (cookie: string, locale: 'en' | 'fr' = 'en') =>
  dataOf<{ total: number; items: Bonus[] }>(
    await callApi(t.app, 'GET', 'bonuses/get', { count: '10' }, { cookie, locale }),
  );

const balances = (uid: number) => playerBalances(t.database.db, uid, 'EUR');

let rounds = 0;
/** Real-money rounds: each a bet of `stakeMinor` won back whole, so the balances stay and the stakes count. */
async function playEven(uid: number, stakeMinor: bigint, times: number) {
  const wallet = new WalletService(t.database.db, t.clock);
  for (let i = 0; i < times; i++) {
    const roundId = `bonus-round-${++rounds}`;
    const base = {
      studio: 'bonus-test',
      userId: uid,
      currency: 'EUR',
      money: 'real' as const,
      roundId,
      game: 'g',
    };
    await wallet.bet({ ...base, transactionId: `${roundId}-bet`, amountMinor: stakeMinor });
    await wallet.win(
      { ...base, transactionId: `${roundId}-win`, amountMinor: stakeMinor },
      { kind: 'studio-bets', maxWinMultiplier: 10 },
    );
  }
  await t.services.events.deliver();
}

describe('a deposit bonus', () => {
  bonusLifecycleChecks();
  bonusWithheldChecks();
  bonusEndingChecks();
});

/** Granting, wagering and converting, one bonus after another. */
function bonusLifecycleChecks() {
  it('is granted once when the deposit with its offer is credited, active on the bonus balance', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await depositWith(cookie, '80', 'welcome-deposit');
    await t.services.events.deliver();

    const { items } = await bonusesOf(cookie, 'fr');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      status: 'active',
      title: 'Offre de bienvenue : 100 % jusqu’à 200 €',
      amount: { amount: 80 },
      wager: { required: { amount: 2400 }, wagered: { amount: 0 }, percent: 0 },
    });
    expect(await balances(uid)).toMatchObject({ main: 8_000n, bonus: 8_000n });
    const notices = await queryRows<{ kind: string }>(
      t.database.db,
      sql`SELECT kind FROM notifications WHERE user_id = ${uid} ORDER BY id`,
    );
    expect(notices.map((n) => n.kind)).toEqual(['deposit_credited', 'bonus_credited']);
  });

  it('counts real-money stakes and converts once the wagering is met, moving the bonus balance to main', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await depositWith(cookie, '100', 'welcome-deposit');
    await playEven(uid, 20_000n, 14);
    let [bonus] = (await bonusesOf(cookie)).items;
    expect(bonus).toMatchObject({ status: 'active', wager: { wagered: { amount: 2800 }, percent: 93.33 } });

    await playEven(uid, 20_000n, 1);
    [bonus] = (await bonusesOf(cookie)).items;
    expect(bonus).toMatchObject({ status: 'converted', converted: { amount: 100 }, wager: { percent: 100 } });
    expect(await balances(uid)).toMatchObject({ main: 20_000n, bonus: 0n });

    // Stakes after the conversion count for no bonus and move no more money.
    await playEven(uid, 1_000n, 2);
    expect(await balances(uid)).toMatchObject({ main: 20_000n, bonus: 0n });
  });

  it('waits available while another runs; activation is refused until the first ends, removal forfeits', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await depositWith(cookie, '50', 'welcome-deposit');
    await depositWith(cookie, '50', 'weekly-reload');
    const [reload, welcome] = (await bonusesOf(cookie)).items;
    expect([reload!.status, welcome!.status]).toEqual(['available', 'active']);
    expect(await balances(uid)).toMatchObject({ bonus: 5_000n });

    const refused = await callApi(t.app, 'POST', 'bonuses/activate', { bonus_id: reload!.id }, { cookie });
    expect(errorOf(refused, 'InvalidRequestException', 400).code).toBe('BONUS_ALREADY_ACTIVE');

    const removed = dataOf<Bonus>(
      await callApi(t.app, 'POST', 'bonuses/remove', { bonus_id: welcome!.id }, { cookie }),
    );
    expect(removed.status).toBe('forfeited');
    expect(await balances(uid)).toMatchObject({ main: 10_000n, bonus: 0n });

    const activated = dataOf<Bonus>(
      await callApi(t.app, 'POST', 'bonuses/activate', { bonus_id: reload!.id }, { cookie }),
    );
    expect(activated).toMatchObject({ status: 'active', amount: { amount: 25 } });
    expect(await balances(uid)).toMatchObject({ bonus: 2_500n });
  });
}

/** A deposit's bonus that cannot start: another runs, or the player stepped away. */
function bonusWithheldChecks() {
  it('waits, available, when the player already wagers a bonus, and the player is told so', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const code = await callApi(
      t.app,
      'POST',
      'campaigns/activateOffer',
      { promo_code: 'WELCOME10' },
      { cookie },
    );
    expect(code.status).toBe(200);
    await depositWith(cookie, '100', 'welcome-deposit');

    const { items } = await bonusesOf(cookie);
    expect(items.map((bonus) => [bonus.status, bonus.amount.amount])).toEqual([
      ['available', 100],
      ['active', 10],
    ]);
    expect(await balances(uid)).toMatchObject({ main: 10_000n, bonus: 1_000n });
    const notices = await queryRows<{ kind: string; params: { amount: number } }>(
      t.database.db,
      sql`SELECT kind, params FROM notifications WHERE user_id = ${uid} ORDER BY id`,
    );
    expect(notices.map((n) => n.kind)).toEqual(['bonus_credited', 'deposit_credited', 'bonus_waiting']);
    expect(notices[2]!.params.amount).toBe(100);
  });

  it('is not granted to a player who took a break before the deposit was credited', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const deposit = await openDeposit(cookie, '50', 'welcome-deposit');
    const took = await callApi(t.app, 'POST', 'responsibleGaming/takeBreak', { duration: '24h' }, { cookie });
    expect(took.status).toBe(200);
    await payDeposit(deposit);
    // The deposit is the player's money and is credited; the offer's bonus is not.
    expect(await balances(uid)).toMatchObject({ main: 5_000n, bonus: 0n });
    const bonuses = await queryRows(t.database.db, sql`SELECT id FROM player_bonuses WHERE user_id = ${uid}`);
    expect(bonuses).toEqual([]);
  });
}

/** Racing ends, expiry, and free spins. */
function bonusEndingChecks() {
  it('ends once when removals race each other and the conversion (one forfeit or one conversion, never both)', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await depositWith(cookie, '10', 'welcome-deposit');
    const [bonus] = (await bonusesOf(cookie)).items;
    const remove = () => callApi(t.app, 'POST', 'bonuses/remove', { bonus_id: bonus!.id }, { cookie });
    // The last stake that meets the wagering (300.00) is delivered while two removals run.
    const wallet = new WalletService(t.database.db, t.clock);
    const base = { studio: 'bonus-test', userId: uid, currency: 'EUR', money: 'real' as const, game: 'g' };
    for (let i = 0; i < 15; i++) {
      const roundId = `bonus-race-${uid}-${i}`;
      await wallet.bet({ ...base, roundId, transactionId: `${roundId}-bet`, amountMinor: 2_000n });
      await wallet.win(
        { ...base, roundId, transactionId: `${roundId}-win`, amountMinor: 2_000n },
        {
          kind: 'studio-bets',
          maxWinMultiplier: 10,
        },
      );
    }
    const answers = await Promise.all([remove(), remove(), t.services.events.deliver()]);
    const [ended] = await queryRows<{ status: string; n: string }>(
      t.database.db,
      sql`SELECT b.status, (SELECT count(*)::text FROM ledger_transactions
            WHERE idempotency_key = ${`bonus:${bonus!.id}:end`}) AS n
          FROM player_bonuses b WHERE b.id = ${bonus!.id}`,
    );
    expect(['forfeited', 'converted']).toContain(ended!.status);
    expect(ended!.n).toBe('1');
    for (const answer of answers.slice(0, 2) as Awaited<ReturnType<typeof remove>>[]) {
      // A removal that came after the other end answers that the bonus has ended, and writes nothing.
      if (answer.status !== 200) expect(answer.body.error?.code).toBe('BONUS_ENDED');
    }
    const after = await balances(uid);
    expect(after.bonus).toBe(0n);
    expect(after.main).toBe(ended!.status === 'converted' ? 2_000n : 1_000n);
  });

  it('expires after its days, once: what is left of its bonus money goes back', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await depositWith(cookie, '40', 'weekly-reload');
    expect(await balances(uid)).toMatchObject({ bonus: 2_000n });
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    expect(await t.services.bonuses.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await t.services.bonuses.expireDue()).toBe(0);
    // The player's session has run out with the days: read as the API would answer them.
    const [bonus] = (await t.services.bonuses.list(uid, { offset: 0, count: 1, statuses: [] }, 'en')).items;
    expect(bonus!.status).toBe('expired');
    expect(await balances(uid)).toMatchObject({ main: 4_000n, bonus: 0n });
  });

  it('grants free spins with the free-spins offer, and nothing with no offer', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await depositWith(cookie, '20', null);
    await depositWith(cookie, '20', 'deposit-free-spins');
    const packs = await queryRows<{ count: number; game_sysname: string }>(
      t.database.db,
      sql`SELECT count, game_sysname FROM free_spin_packs WHERE user_id = ${uid}`,
    );
    expect(packs).toEqual([{ count: 50, game_sysname: 'jeton-fruit-reels' }]);
    expect((await bonusesOf(cookie)).total).toBe(0);
  });
}

describe('sports stakes towards wagering', () => {
  it('counts a settled stake at odds of 1.50 or more, not a lower price nor a void bet', async () => {
    const { cookie } = await registerPlayer(t.app);
    await depositWith(cookie, '80', 'welcome-deposit');
    const { event, fixture } = await makeEvent(t);
    const cancelled = await makeEvent(t);
    const selections = fixture.markets[0]!.selections;
    await t.services.sportsbookFeed.send('odds', {
      prices: [
        { selectionFeedId: selections[0]!.feedId, odds: 140 },
        { selectionFeedId: selections[2]!.feedId, odds: 250 },
      ],
    });
    await deliver(t);
    const [home, , away] = event.markets[0]!.selections;
    const place = async (selectionId: number, odds: string, stake: string) =>
      dataOf<{ id: number }>(
        await callApi(
          t.app,
          'POST',
          'sportsbook/placeBet',
          { request_id: `bonus-sports-${selectionId}-${stake}`, selection_id: selectionId, stake, odds },
          { cookie },
        ),
      );
    await place(home!.id, '1.40', '10');
    await place(away!.id, '2.50', '6');
    const voided = cancelled.event.markets[0]!.selections[0]!;
    await place(voided.id, voided.odds.toFixed(2), '5');
    await t.services.sportsbookFeed.send('result', {
      marketFeedId: fixture.markets[0]!.feedId,
      winningSelectionFeedId: selections[0]!.feedId,
    });
    await t.services.sportsbookFeed.send('event_status', {
      eventFeedId: cancelled.fixture.feedId,
      status: 'cancelled',
      score: null,
    });
    await deliver(t);
    await t.services.sportsbookSettler.settleDue();
    await deliver(t);
    const [bonus] = (await bonusesOf(cookie)).items;
    expect(bonus).toMatchObject({ status: 'active', wager: { wagered: { amount: 6 } } });
  });
});

describe('bonuses refuse', () => {
  it("another player's bonus, a bad id and a guest, writing nothing", async () => {
    const owner = await registerPlayer(t.app);
    await depositWith(owner.cookie, '30', 'welcome-deposit');
    const [bonus] = (await bonusesOf(owner.cookie)).items;
    const other = await registerPlayer(t.app);
    const state = await databaseState(t.database.db);

    const stranger = await callApi(
      t.app,
      'POST',
      'bonuses/remove',
      { bonus_id: bonus!.id },
      { cookie: other.cookie },
    );
    expect(errorOf(stranger, 'InvalidRequestException', 400).code).toBe('BONUS_NOT_FOUND');
    errorOf(
      await callApi(t.app, 'POST', 'bonuses/activate', { bonus_id: 'abc' }, { cookie: other.cookie }),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callApi(t.app, 'GET', 'bonuses/get', { status: 'won' }, { cookie: other.cookie }),
      'InvalidParameterException',
      400,
    );
    errorOf(await callApi(t.app, 'GET', 'bonuses/get', {}), 'AuthorizationException', 401);
    expect(await databaseState(t.database.db)).toEqual(state);
  });
});
