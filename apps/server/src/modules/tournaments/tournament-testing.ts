import { queryRows } from '@jeton/db';
import type { TournamentCreate } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../testing/app.js';
import { TournamentAdmin } from './tournament-admin.js';

// Helpers of the tournament tests: a tournament with known times and prizes, made as an operator
// would. Bets go through the real wallet and the outbox as in the jackpot tests (jackpot-testing.ts).

let made = 0;
const HOUR_MS = 60 * 60 * 1000;

/** A tournament running from now for an hour on the house dice unless told otherwise. */
export async function makeTournament(t: TestApp, terms: Partial<TournamentCreate> = {}) {
  made += 1;
  const admin = new TournamentAdmin({
    db: t.database.db,
    store: t.services.tournamentStore,
    notifications: t.services.notifications,
  });
  const now = t.clock.now();
  const input: TournamentCreate = {
    sysname: `test-tournament-${made}-${Math.random().toString(36).slice(2, 6)}`,
    currency: 'EUR',
    titleEn: `Test tournament ${made}`,
    titleFr: `Tournoi d’essai ${made}`,
    descriptionEn: 'For the tests',
    descriptionFr: 'Pour les tests',
    imageUrl: '',
    games: ['jeton-dice'],
    minStakeMinor: 10,
    prizesMinor: [10_000, 5_000],
    resetOnCashout: false,
    startsAt: now.toISOString(),
    endsAt: new Date(now.getTime() + HOUR_MS).toISOString(),
    ...terms,
  };
  const { after } = await t.database.db.transaction((tx) => admin.create(tx, input, null, now));
  return after;
}

export async function pointsOfPlayer(t: TestApp, tournamentId: number, uid: number): Promise<number | null> {
  const [row] = await queryRows<{ points_minor: string }>(
    t.database.db,
    sql`SELECT points_minor FROM tournament_participants WHERE tournament_id = ${tournamentId} AND user_id = ${uid}`,
  );
  return row ? Number(row.points_minor) : null;
}

/** Prize transfers of one tournament in the ledger. */
export async function prizeTransfers(t: TestApp, tournamentId: number) {
  return queryRows<{ idempotency_key: string }>(
    t.database.db,
    sql`SELECT idempotency_key FROM ledger_transactions
        WHERE kind = 'tournament_prize' AND reference = ${`tournament:${tournamentId}`} ORDER BY id`,
  );
}
