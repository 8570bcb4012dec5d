import type { Services } from '../services.js';
import { fundDemoPlayer } from './fund-demo-player.js';

/**
 * A demo player (EUR, email confirmed, in France) with a card deposit made at the cashier. Answers
 * their id, or null when the login exists already: seeds run once per database.
 */
export async function seedDepositedPlayer(
  services: Pick<Services, 'db' | 'accountStore' | 'passwords' | 'cashier' | 'config'>,
  player: { login: string; password: string; fakename: string; depositMinor: bigint; seed: string },
): Promise<number | null> {
  const { accountStore, passwords } = services;
  const userId = await accountStore.insertSeeded({
    login: player.login,
    email: player.login,
    emailConfirmed: true,
    passwordHash: await passwords.hash(player.password),
    currency: 'EUR',
    fakename: player.fakename,
    countryCode: 'FR',
  });
  if (userId === null) return null;
  await fundDemoPlayer(services, {
    userId,
    currency: 'EUR',
    amountMinor: player.depositMinor,
    seed: player.seed,
  });
  return userId;
}
