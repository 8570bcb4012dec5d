import { currencyScale } from '@jeton/domain';
import { houseAccountId, playerAccountId, postTransfer } from '../ledger/index.js';
import type { Services } from '../services.js';

/**
 * A demo player's money as any player's comes in: a card deposit opened at the cashier and
 * confirmed by the sandbox provider, applied at once as its webhook would be (seeds play with the
 * money before the server listens). So the deposit is in the player's cashier history and the site
 * treats them as a player who has deposited. An installation without the sandbox provider has no
 * card to pay with: there the money is a ledger credit from payment clearing, with no payment record.
 */
export async function fundDemoPlayer(
  services: Pick<Services, 'db' | 'cashier' | 'config'>,
  deposit: { userId: number; currency: string; amountMinor: bigint; seed: string },
): Promise<void> {
  if (!services.config.paymentsSandbox.enabled) {
    await creditFromClearing(services, deposit);
    return;
  }
  const { cashier } = services;
  const amount = deposit.amountMinor / 10n ** BigInt(currencyScale(deposit.currency));
  const opened = await cashier.makeDeposit(
    { id: deposit.userId, currency: deposit.currency },
    { method: 'card', amount: amount.toString(), campaign_offer_id: -1 },
    'en',
  );
  const reference = new URL(opened.redirect_url, 'http://localhost').pathname.split('/').at(-1) ?? '';
  const outcome = await cashier.applyProviderEvent('sandbox', {
    eventId: `seed:${deposit.seed}:${deposit.userId}:deposit`,
    providerReference: reference,
    status: 'success',
    amountMinor: deposit.amountMinor,
    currency: deposit.currency,
  });
  if (outcome !== 'applied') throw new Error(`demo deposit of ${deposit.seed}: ${outcome}`);
}

async function creditFromClearing(
  { db }: Pick<Services, 'db'>,
  deposit: { userId: number; currency: string; amountMinor: bigint; seed: string },
) {
  const [main, clearing] = await Promise.all([
    playerAccountId(db, deposit.userId, 'main', deposit.currency),
    houseAccountId(db, 'payment_clearing', deposit.currency, deposit.userId),
  ]);
  await postTransfer(db, {
    idempotencyKey: `seed:${deposit.seed}:${deposit.userId}:deposit`,
    kind: 'deposit',
    reference: `user:${deposit.userId}`,
    metadata: { source: 'demo seed' },
    postings: [
      { accountId: clearing, currency: deposit.currency, amountMinor: -deposit.amountMinor },
      { accountId: main, currency: deposit.currency, amountMinor: deposit.amountMinor },
    ],
  });
}
