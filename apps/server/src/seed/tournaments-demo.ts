import type { TournamentCreate } from '@jeton/domain/backoffice';
import type { Services } from '../services.js';
import { playDemoDiceRounds } from './demo-dice-rounds.js';
import { DEMO_REGULARS } from './demo-play.js';

// The demo's tournaments (README): one running on every house game with the demo regulars on its
// leaderboard (their points come from real dice rounds, scored by the outbox subscriber), one
// upcoming, and one that ended yesterday with its prizes paid through the ledger.

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoTournament = Omit<TournamentCreate, 'startsAt' | 'endsAt'> & { startDays: number; endDays: number };

const TEXTS = {
  currency: 'EUR',
  minStakeMinor: 10,
} as const;

export const DEMO_TOURNAMENTS: readonly DemoTournament[] = [
  {
    ...TEXTS,
    sysname: 'weekly-house-race',
    imageUrl: '/tournaments/house-race.svg',
    titleEn: 'Weekly House Race',
    titleFr: 'Course maison de la semaine',
    descriptionEn: 'Every Jeton house game counts: climb the leaderboard with real-money bets.',
    descriptionFr:
      'Tous les jeux maison Jeton comptent : grimpez au classement avec vos mises en argent réel.',
    games: [],
    prizesMinor: [50_000, 25_000, 10_000, 5_000, 2_500],
    resetOnCashout: false,
    startDays: -1,
    endDays: 6,
  },
  {
    ...TEXTS,
    sysname: 'weekend-dice-sprint',
    imageUrl: '/tournaments/dice-sprint.svg',
    titleEn: 'Weekend Dice Sprint',
    titleFr: 'Sprint des dés du week-end',
    descriptionEn: 'Two days on Dice and Crash. A withdrawal request resets your points.',
    descriptionFr: 'Deux jours sur Dés et Crash. Une demande de retrait remet vos points à zéro.',
    games: ['jeton-dice', 'jeton-crash'],
    prizesMinor: [20_000, 10_000, 5_000],
    resetOnCashout: true,
    startDays: 2,
    endDays: 4,
  },
  {
    ...TEXTS,
    sysname: 'launch-cup',
    imageUrl: '/tournaments/house-cup.svg',
    titleEn: 'Launch Cup',
    titleFr: 'Coupe de lancement',
    descriptionEn: 'The first Jeton tournament, on Fruit Reels and Dice.',
    descriptionFr: 'Le premier tournoi Jeton, sur Rouleaux fruités et Dés.',
    games: ['jeton-fruit-reels', 'jeton-dice'],
    prizesMinor: [30_000, 15_000, 5_000],
    resetOnCashout: false,
    startDays: -8,
    endDays: -1,
  },
];

/** The running tournament's regulars: a few dice rounds each, after joining. */
const RUNNING_ROUNDS = { count: 4, targetHundredths: 4_950 };
/** The finished tournament's scores (hundredths of a point) of the regulars, in seeded history. */
const FINISHED_POINTS = [184_000n, 151_500n, 97_000n, 42_000n];

/** Creates the demo tournaments once (a database that has the first one is left alone). */
export async function seedDemoTournaments(services: Services): Promise<void> {
  const { db, tournamentStore, tournamentFinisher, tournamentAdmin: admin } = services;
  if (await tournamentStore.hasSysname(DEMO_TOURNAMENTS[0]!.sysname)) return;
  const now = services.clock.now();
  const found = await Promise.all(
    DEMO_REGULARS.map((regular) => services.accountStore.findByLogin(regular.login)),
  );
  const regulars = found.flatMap((player) => (player ? [{ id: player.id }] : []));
  const ids: number[] = [];
  for (const demo of DEMO_TOURNAMENTS) {
    const { startDays, endDays, ...terms } = demo;
    // Created as an operator would, running from now; the finished one's times are moved back after.
    const startsAt = new Date(now.getTime() + Math.max(startDays, 0) * DAY_MS);
    const endsAt = new Date(now.getTime() + Math.max(endDays, 1) * DAY_MS);
    const { after } = await db.transaction((tx) =>
      admin.create(
        tx,
        { ...terms, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
        null,
        now,
      ),
    );
    ids.push(after.id);
  }
  const [running, , finished] = ids as [number, number, number];
  await seedFinished(services, finished, regulars, now);
  await tournamentStore.moveTimes(running, { startsAt: new Date(now.getTime() - DAY_MS) });
  // The regulars join the running race, then play: the relay scores their rounds once it runs.
  const joinedAt = services.clock.now();
  for (const regular of regulars) {
    await db.transaction((tx) => tournamentStore.join(tx, running, regular.id, joinedAt));
  }
  for (const [index, regular] of regulars.entries()) {
    const stake = DEMO_REGULARS[index]?.stakeMinor ?? 500n;
    await playDemoDiceRounds(services, regular.id, { ...RUNNING_ROUNDS, stakeMinor: stake });
  }
  await tournamentFinisher.finish(finished);
}

/** The finished cup's history: its times a week ago, the regulars' final scores. Its prizes are then paid by the finisher. */
async function seedFinished(
  services: Services,
  id: number,
  regulars: readonly { id: number }[],
  now: Date,
): Promise<void> {
  const { tournamentStore } = services;
  const startsAt = new Date(now.getTime() - 8 * DAY_MS);
  const endsAt = new Date(now.getTime() - DAY_MS);
  await tournamentStore.moveTimes(id, { startsAt, endsAt });
  for (const [index, regular] of regulars.entries()) {
    const points = FINISHED_POINTS[index] ?? 0n;
    const reachedAt = new Date(endsAt.getTime() - (index + 1) * 60 * 60 * 1000);
    await tournamentStore.insertScored(id, {
      userId: regular.id,
      joinedAt: startsAt,
      pointsMinor: points,
      reachedAt,
    });
  }
}
