import { schema } from '@jeton/db';
import { houseAccountId, playerAccountId, postTransfer } from '../ledger/index.js';
import type { Services } from '../services.js';

/**
 * A demo player (EUR, email confirmed, in France) with a deposit on their main balance through the
 * ledger. Answers their id, or null when the login exists already: seeds run once per database.
 */
export async function seedDepositedPlayer(
  services: Pick<Services, 'db' | 'passwords'>,
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
  const userId = created.id;
  const [main, clearing] = await Promise.all([
    playerAccountId(db, userId, 'main', 'EUR'),
    houseAccountId(db, 'payment_clearing', 'EUR', userId),
  ]);
  await postTransfer(db, {
    idempotencyKey: `seed:${player.seed}:${userId}:deposit`,
    kind: 'deposit',
    reference: `user:${userId}`,
    metadata: { source: 'demo seed' },
    postings: [
      { accountId: clearing, currency: 'EUR', amountMinor: -player.depositMinor },
      { accountId: main, currency: 'EUR', amountMinor: player.depositMinor },
    ],
  });
  return userId;
}
