import { DEFAULT_CASHBACK_RULE } from '@jeton/domain/backoffice';

import { cashbackAmountMinor } from '../modules/cashbacks/cashback-amount.js';
import { claimDeadline, lastClosedPeriod, type PeriodRange } from '../modules/cashbacks/cashback-period.js';
import { WalletService } from '../modules/wallet/wallet-service.js';
import type { Services } from '../services.js';
import { seedDepositedPlayer } from './deposited-demo-player.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The README's cashback demo player: a cashback to claim for last week and one paid the week before.
 * Their losses are real-money stakes through the wallet (so the ledger holds them); the two weeks'
 * cashbacks are written for those weeks by the store, as the weekly job would have, and the older one
 * is claimed through the service, so its money moved through the ledger like any claim.
 */
export const CASHBACK_DEMO_PLAYER = {
  login: 'cashback@jeton.test',
  /** The same again, so that two sessions (the two languages' end-to-end tests) each have one to claim. */
  secondLogin: 'remise@jeton.test',
  password: 'demo1234',
  fakename: 'CashbackDemo',
  depositMinor: 50_000n,
  /** Two weeks of losses: 150.00 then 80.00 (10 %: 15.00 then 8.00). */
  lossesMinor: [15_000n, 8_000n],
} as const;

/** Seeds the players once: a database that has one is left alone. */
export async function seedCashbackDemo(services: Services): Promise<void> {
  await seedPlayer(services, CASHBACK_DEMO_PLAYER.login);
  await seedPlayer(services, CASHBACK_DEMO_PLAYER.secondLogin);
}

async function seedPlayer(services: Services, login: string): Promise<void> {
  const { db, clock, cashbacksStore, cashbacks } = services;
  const userId = await seedDepositedPlayer(services, {
    ...CASHBACK_DEMO_PLAYER,
    login,
    seed: 'cashback-demo',
  });
  if (userId === null) return;
  const wallet = new WalletService(db, clock);
  const rule = DEFAULT_CASHBACK_RULE;
  const lastWeek = lastClosedPeriod('weekly', clock.now());
  const weekBefore = shift(lastWeek, -WEEK_MS);
  const [lastLoss, olderLoss] = CASHBACK_DEMO_PLAYER.lossesMinor;
  const created = [];
  for (const [period, lossMinor] of [
    [weekBefore, olderLoss],
    [lastWeek, lastLoss],
  ] as const) {
    // A studio outside the house games: these stakes feed no jackpot.
    const roundId = `seed-cashback-${userId}-${period.key}`;
    await wallet.bet({
      studio: 'demo-seed',
      userId,
      currency: 'EUR',
      money: 'real',
      roundId,
      game: 'demo-slot',
      transactionId: roundId,
      amountMinor: lossMinor,
    });
    const createdAt = period.endsAt;
    created.push(
      await cashbacksStore.insert(
        db,
        {
          period,
          currency: 'EUR',
          percentBp: rule.percent_bp,
          maxAmountMinor: BigInt(rule.max_amount_minor),
          createdAt,
          // Both claimable from now: the older one is claimed below, as its player would have.
          receivingExpiredAt: claimDeadline(clock.now(), rule.claim_days),
        },
        { userId, lossMinor, amountMinor: cashbackAmountMinor(lossMinor, rule) },
      ),
    );
  }
  const older = created[0];
  if (older) await cashbacks.payout(userId, older.id, 'en');
}

function shift(period: PeriodRange, ms: number): PeriodRange {
  const startsAt = new Date(period.startsAt.getTime() + ms);
  return {
    key: `weekly:${startsAt.toISOString().slice(0, 10)}`,
    startsAt,
    endsAt: new Date(period.endsAt.getTime() + ms),
  };
}
