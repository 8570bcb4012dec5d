import type { Services } from '../services.js';

/**
 * The README's bonus demo player: their first deposit, with the welcome offer, is paid on the
 * sandbox provider's page as any player's is, once the server listens (the provider's webhook calls
 * it back). The bonus engine then grants the offer's bonus through the outbox, as for anyone.
 */
export const BONUS_DEMO_PLAYER = {
  login: 'bonus@jeton.test',
  password: 'demo1234',
  fakename: 'BonusDemo',
  currency: 'EUR',
  deposit: '100',
  offer: 'welcome-deposit',
} as const;

/** Makes and pays the deposit once: a database that has the player is left alone. */
export async function seedDemoBonus(services: Services): Promise<void> {
  const { accountStore, passwords, cashier, offers, sandboxPsp } = services;
  const userId = await accountStore.insertSeeded({
    login: BONUS_DEMO_PLAYER.login,
    email: BONUS_DEMO_PLAYER.login,
    emailConfirmed: true,
    passwordHash: await passwords.hash(BONUS_DEMO_PLAYER.password),
    currency: BONUS_DEMO_PLAYER.currency,
    fakename: BONUS_DEMO_PLAYER.fakename,
    countryCode: 'FR',
  });
  if (userId === null) return;
  const offerId = await offers.idOf(BONUS_DEMO_PLAYER.offer);
  const deposit = await cashier.makeDeposit(
    { id: userId, currency: BONUS_DEMO_PLAYER.currency },
    { method: 'card', amount: BONUS_DEMO_PLAYER.deposit, campaign_offer_id: offerId ?? -1 },
    'en',
  );
  const reference = new URL(deposit.redirect_url, 'http://localhost').pathname.split('/').at(-1) ?? '';
  const payment = await sandboxPsp.lookup(reference);
  if (!payment) throw new Error('demo bonus: the sandbox provider does not know the deposit');
  await sandboxPsp.complete(reference, payment, 'success');
}
