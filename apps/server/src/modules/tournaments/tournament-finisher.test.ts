import { queryRows } from '@jeton/db';
import type { Tournament } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund } from '../house-studio/studio-testing.js';
import { bet, deliver, mainOf } from '../jackpots/jackpot-testing.js';
import { TournamentFinisher } from './tournament-finisher.js';
import { makeTournament, prizeTransfers } from './tournament-testing.js';

// The end of a tournament: prizes paid through the ledger exactly once, even when the finishing job
// runs twice at once or again later; ties go to whoever reached the score first.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const HOUR_MS = 60 * 60 * 1000;
const join = (id: number, cookie: string) =>
  callApi(t.app, 'POST', 'tournaments/participate', { tournament_id: id }, { cookie });

let tournament: Awaited<ReturnType<typeof makeTournament>>;
const players: Awaited<ReturnType<typeof registerPlayer>>[] = [];

beforeAll(async () => {
  await deliver(t);
  tournament = await makeTournament(t, { prizesMinor: [10_000, 5_000, 2_000] });
  for (const fakename of ['Early', 'Late', 'Third', 'Idle']) {
    const player = await registerPlayer(t.app, { fakename });
    await fund(t, player.uid, 100_000n);
    await join(tournament.id, player.cookie);
    players.push(player);
  }
  const [early, late, third] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
  // Early and Late both reach 10.00 points; Early got there first.
  await bet(t, early.uid, 'jeton-dice', 1_000n);
  t.clock.advance(60_000);
  await bet(t, late.uid, 'jeton-dice', 400n);
  await bet(t, late.uid, 'jeton-dice', 600n);
  await bet(t, third.uid, 'jeton-dice', 100n);
  await deliver(t);
});

describe('finishing a tournament', () => {
  it('waits for the end', async () => {
    const finisher = t.services.tournamentFinisher;
    expect(await finisher.finish(tournament.id)).toBe('not-ended');
    expect(await prizeTransfers(t, tournament.id)).toEqual([]);
  });

  it('pays each prize place once when two runs finish it at the same time, and breaks the tie by time', async () => {
    t.clock.advance(HOUR_MS);
    const balancesBefore = await Promise.all(players.map((p) => mainOf(t, p.uid)));
    // Two app servers' jobs at once: the row lock lets one pay; the other finds it finished.
    const other = new TournamentFinisher({
      db: t.database.db,
      clock: t.clock,
      notifications: t.services.notifications,
    });
    const runs = await Promise.all([t.services.tournamentFinisher.finishDue(), other.finishDue()]);
    expect(runs.flat().filter((id) => id === tournament.id)).toHaveLength(1);
    expect((await prizeTransfers(t, tournament.id)).map((row) => row.idempotency_key)).toEqual([
      `tournament:${tournament.id}:place:1`,
      `tournament:${tournament.id}:place:2`,
      `tournament:${tournament.id}:place:3`,
    ]);
    const balancesAfter = await Promise.all(players.map((p) => mainOf(t, p.uid)));
    expect(balancesAfter.map((after, i) => after - balancesBefore[i]!)).toEqual([
      10_000n,
      5_000n,
      2_000n,
      0n,
    ]);
  });

  it('does nothing when run again later', async () => {
    expect(await t.services.tournamentFinisher.finish(tournament.id)).toBe('already');
    expect(await t.services.tournamentFinisher.finishDue()).toEqual([]);
    expect(await prizeTransfers(t, tournament.id)).toHaveLength(3);
  });

  it('records the winners, shows them to players and tells each winner in a notice', async () => {
    const { items } = dataOf<{ items: Tournament[] }>(
      await callApi(
        t.app,
        'GET',
        'tournaments/get',
        { ids: String(tournament.id) },
        { cookie: players[1]!.cookie },
      ),
    );
    expect(items[0]).toMatchObject({
      status: 'finished',
      winners: [
        { place: 1, name: 'Early', points: 10, prize: 100, is_me: false },
        { place: 2, name: 'Late', points: 10, prize: 50, is_me: true },
        { place: 3, name: 'Third', points: 1, prize: 20, is_me: false },
      ],
    });
    const notices = await queryRows<{ user_id: string; params: unknown }>(
      t.database.db,
      sql`SELECT user_id, params FROM notifications WHERE kind = 'tournament_prize_won' ORDER BY id`,
    );
    expect(notices.map((n) => Number(n.user_id))).toEqual(players.slice(0, 3).map((p) => p.uid));
  });

  it('refuses to let anyone join once it has ended', async () => {
    const latecomer = await registerPlayer(t.app);
    const error = errorOf(await join(tournament.id, latecomer.cookie), 'InvalidRequestException', 409);
    expect(error.code).toBe('TOURNAMENT_FINISHED');
  });

  it('scores nothing after the payout, even from a stake delivered late', async () => {
    await bet(t, players[3]!.uid, 'jeton-dice', 5_000n);
    await deliver(t);
    const [row] = await queryRows<{ points_minor: string }>(
      t.database.db,
      sql`SELECT points_minor FROM tournament_participants WHERE tournament_id = ${tournament.id} AND user_id = ${players[3]!.uid}`,
    );
    expect(Number(row!.points_minor)).toBe(0);
  });

  it('pays nothing for a cancelled tournament', async () => {
    const cancelled = await makeTournament(t);
    await join(cancelled.id, players[0]!.cookie);
    await bet(t, players[0]!.uid, 'jeton-dice', 1_000n);
    await deliver(t);
    await t.database.db.execute(
      sql`UPDATE tournaments SET cancelled_at = ${t.clock.now()} WHERE id = ${cancelled.id}`,
    );
    t.clock.advance(2 * HOUR_MS);
    await t.services.tournamentFinisher.finishDue();
    expect(await prizeTransfers(t, cancelled.id)).toEqual([]);
  });
});
