import type { Database } from '@jeton/db';
import { systemClock } from '../clock.js';
import { houseAccountId, playerAccountId, postTransfer } from '../ledger/index.js';
import type { AccountStore } from '../modules/account/account-store.js';
import type { PasswordHasher } from '../modules/auth/passwords.js';
import { HOUSE_STUDIO } from '../modules/house-studio/house-games.js';
import { JackpotEngine } from '../modules/jackpots/jackpot-engine.js';
import { stakeOf } from '../modules/jackpots/jackpot-subscribers.js';
import { NotificationsService } from '../modules/notifications/notifications-service.js';
import { WalletService } from '../modules/wallet/wallet-service.js';
import { findEvent } from '../outbox/outbox-store.js';

/** The demo's past jackpot winner (README): log in to see the win on the balance and in the notices. */
export const DEMO_JACKPOT_WINNER = {
  login: 'lucky@jeton.test',
  password: 'demo1234',
  fakename: 'LuckyLena',
  depositMinor: 1_000_000n,
  stakeMinor: 50_000n,
  game: 'jeton-dice',
} as const;

/** At most this many stakes: the hourly drop's range (≤ €100 at 1 %) drops well before. */
const MAX_STAKES = 40;

/**
 * A past win of the hourly drop, made by the real pipeline: a seeded player's real-money stakes go
 * through the wallet (ledger transfer and wallet.bet outbox event), and each event is handed to the
 * jackpot engine exactly as the outbox subscriber hands it, until the jackpot drops. When the relay
 * later delivers the same events, every contribution's key is taken: nothing happens twice.
 */
export async function seedJackpotDemoWin(services: {
  db: Database;
  accountStore: AccountStore;
  passwords: PasswordHasher;
}): Promise<void> {
  const { db, accountStore, passwords } = services;
  if (await accountStore.findByLogin(DEMO_JACKPOT_WINNER.login)) return;
  const userId = await accountStore.insertSeeded({
    login: DEMO_JACKPOT_WINNER.login,
    email: DEMO_JACKPOT_WINNER.login,
    emailConfirmed: true,
    passwordHash: await passwords.hash(DEMO_JACKPOT_WINNER.password),
    currency: 'EUR',
    fakename: DEMO_JACKPOT_WINNER.fakename,
    countryCode: 'FR',
  });
  if (userId === null) return;
  const main = await playerAccountId(db, userId, 'main', 'EUR');
  const clearing = await houseAccountId(db, 'payment_clearing', 'EUR', userId);
  await postTransfer(db, {
    idempotencyKey: 'seed:jackpot-winner:deposit',
    kind: 'deposit',
    reference: `user:${userId}`,
    metadata: { source: 'demo seed' },
    postings: [
      { accountId: clearing, currency: 'EUR', amountMinor: -DEMO_JACKPOT_WINNER.depositMinor },
      { accountId: main, currency: 'EUR', amountMinor: DEMO_JACKPOT_WINNER.depositMinor },
    ],
  });
  const wallet = new WalletService(db, systemClock);
  const engine = new JackpotEngine({
    clock: systemClock,
    notifications: new NotificationsService(db, systemClock),
  });
  for (let n = 1; n <= MAX_STAKES; n++) {
    const transactionId = `seed-jackpot-${userId}-${n}`;
    await wallet.bet({
      studio: HOUSE_STUDIO,
      userId,
      currency: 'EUR',
      money: 'real',
      roundId: transactionId,
      game: DEMO_JACKPOT_WINNER.game,
      transactionId,
      amountMinor: DEMO_JACKPOT_WINNER.stakeMinor,
    });
    const event = await findEvent(db, 'wallet.bet', 'transactionId', transactionId);
    if (!event) throw new Error(`The demo stake ${transactionId} wrote no outbox event`);
    const stake = stakeOf(event);
    if (!stake) throw new Error(`The demo stake ${transactionId} is not a stake`);
    const wins = await db.transaction((tx) => engine.onStake(tx, stake));
    if (wins.some((win) => win.userId === userId)) return;
  }
}
