import { schema } from '@jeton/db';
import type { Services } from '../services.js';
import { fundDemoPlayer } from './fund-demo-player.js';

/**
 * A demo player (EUR, email confirmed, in France) with a card deposit made at the cashier. Answers
 * their id, or null when the login exists already: seeds run once per database.
 */
export async function seedDepositedPlayer(
  services: Pick<Services, 'db' | 'passwords' | 'cashier' | 'config'>,
  player: { login: string; password: string; fakename: string; depositMinor: bigint; seed: string },
): Promise<number | null> {
  const { db, passwords } = services;
  const [created] = await db
    .insert(schema.users)
    .values({
      login: player.login,
      email: player.login,
      emailConfirmed: true,
      passwordHash: await passwords.hash(player.password),
      currency: 'EUR',
      fakename: player.fakename,
      countryCode: 'FR',
    })
    .onConflictDoNothing()
    .returning({ id: schema.users.id });
  if (!created) return null;
  await fundDemoPlayer(services, {
    userId: created.id,
    currency: 'EUR',
    amountMinor: player.depositMinor,
    seed: player.seed,
  });
  return created.id;
}
