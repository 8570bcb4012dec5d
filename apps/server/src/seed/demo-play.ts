import { randomBytes } from 'node:crypto';
import { houseAccountId, playerAccountId, postTransfer } from '../ledger/index.js';
import type { Services } from '../services.js';

/**
 * Demo regulars who have played before the site's first visitor: each logs in, opens the house dice
 * and plays real-money rounds through the studio and the wallet pipeline until one of them is a big
 * win (or a bound is reached). What follows their rounds (the big wins of /winners) is then made by
 * the same subscribers as any player's play: nothing here writes a result.
 */
export const DEMO_REGULARS = [
  // Each plays dice under a target: a win pays 99 % / (target / 100 %) times the stake.
  { login: 'nova@players.jeton.test', fakename: 'NovaSpin', stakeMinor: 500n, targetHundredths: 660 },
  { login: 'rouge@players.jeton.test', fakename: 'RougeEtNoir', stakeMinor: 400n, targetHundredths: 495 },
  { login: 'lena@players.jeton.test', fakename: 'LuckyLena', stakeMinor: 1_000n, targetHundredths: 990 },
  { login: 'ace@players.jeton.test', fakename: 'AceOfDice', stakeMinor: 200n, targetHundredths: 396 },
] as const;

const CURRENCY = 'EUR';
const FUNDS_MINOR = 500_000n;
/** Every regular's target pays at least 10 × the stake: a big win by the default rule. */
const BIG_MULTIPLIER = 10n;
/** Rounds until a regular stops: all of them lose about once in a million starts (e^-14). */
const maxRoundsOf = (targetHundredths: number) => Math.ceil(14 / (targetHundredths / 10_000));

/** Plays the regulars' rounds once: a database that has the first regular is left alone. */
export async function seedDemoPlay(services: Services): Promise<void> {
  const { db, accountStore, passwords, sessions, launch, studio } = services;
  if (await accountStore.findByLogin(DEMO_REGULARS[0].login)) return;
  for (const regular of DEMO_REGULARS) {
    const id = await accountStore.insertSeeded({
      login: regular.login,
      email: regular.login,
      emailConfirmed: true,
      // Nobody logs in as a regular: a password nobody knows.
      passwordHash: await passwords.hash(randomBytes(24).toString('base64url')),
      currency: CURRENCY,
      fakename: regular.fakename,
      countryCode: 'FR',
    });
    if (id === null) continue;
    const player = { id };
    await postTransfer(db, {
      idempotencyKey: `seed:demo-regular:${regular.login}:deposit`,
      kind: 'deposit',
      reference: `user:${player.id}`,
      metadata: { source: 'demo seed' },
      postings: [
        {
          accountId: await houseAccountId(db, 'payment_clearing', CURRENCY, player.id),
          currency: CURRENCY,
          amountMinor: -FUNDS_MINOR,
        },
        {
          accountId: await playerAccountId(db, player.id, 'main', CURRENCY),
          currency: CURRENCY,
          amountMinor: FUNDS_MINOR,
        },
      ],
    });
    const { token: siteToken } = await sessions.create(player.id, {
      ip: '127.0.0.1',
      userAgent: 'Jeton demo seed',
    });
    const site = await sessions.resolve(siteToken);
    const launched = await launch.launch({ sysname: 'jeton-dice', mode: 'play', site, locale: 'en' });
    if (launched.type !== 'redirect')
      throw new Error(
        `demo play: the dice did not open (${launched.type === 'page' ? launched.page : launched.kind})`,
      );
    const gameToken = new URL(launched.location, 'http://localhost').searchParams.get('session');
    for (let round = 0; round < maxRoundsOf(regular.targetHundredths); round++) {
      const answer = await studio.play(gameToken, {
        stakeMinor: regular.stakeMinor,
        bet: { direction: 'under', targetHundredths: regular.targetHundredths },
        freeSpin: false,
        requestId: null,
      });
      if (BigInt(answer.round.win) >= regular.stakeMinor * BIG_MULTIPLIER) break;
    }
    const resolved = await sessions.resolve(siteToken);
    if (resolved) await sessions.revoke(resolved.sessionId);
  }
}
