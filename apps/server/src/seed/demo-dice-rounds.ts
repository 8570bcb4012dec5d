import type { Services } from '../services.js';

/**
 * A seeded player opens the house dice and plays real-money rounds through the studio and the
 * wallet pipeline, as anyone would: what follows (points, scores, big wins) is made by the outbox's
 * subscribers, never written by a seed. The session is revoked after.
 */
export async function playDemoDiceRounds(
  services: Pick<Services, 'sessions' | 'launch' | 'studio'>,
  userId: number,
  rounds: { count: number; stakeMinor: bigint; targetHundredths: number },
): Promise<void> {
  const { sessions, launch, studio } = services;
  const { token } = await sessions.create(userId, { ip: '127.0.0.1', userAgent: 'Jeton demo seed' });
  const site = await sessions.resolve(token);
  const launched = await launch.launch({ sysname: 'jeton-dice', mode: 'play', site, locale: 'en' });
  if (launched.type !== 'redirect')
    throw new Error(
      `demo play: the dice did not open (${launched.type === 'page' ? launched.page : launched.kind})`,
    );
  const gameToken = new URL(launched.location, 'http://localhost').searchParams.get('session');
  for (let round = 0; round < rounds.count; round++) {
    await studio.play(gameToken, {
      stakeMinor: rounds.stakeMinor,
      bet: { direction: 'under', targetHundredths: rounds.targetHundredths },
      freeSpin: false,
      requestId: null,
    });
  }
  const resolved = await sessions.resolve(token);
  if (resolved) await sessions.revoke(resolved.sessionId);
}
