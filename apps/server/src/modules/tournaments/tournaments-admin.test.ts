import type { AuditEntry, TournamentAdminRow } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';

// The back office's tournaments (tournaments/list, create, update, cancel, leaderboard): role checks,
// audit entries, edits only before the start, and refusals that write nothing.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const HOUR_MS = 60 * 60 * 1000;
let content: { id: number; cookie: string };
let support: { id: number; cookie: string };
beforeAll(async () => {
  [content, support] = await Promise.all([operatorSession(t, 'content'), operatorSession(t, 'support')]);
});

const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR_MS).toISOString();
const terms = () => ({
  titleEn: 'Night Race',
  titleFr: 'Course de nuit',
  descriptionEn: 'Races at night.',
  descriptionFr: 'Court la nuit.',
  imageUrl: '',
  games: ['jeton-mines'],
  minStakeMinor: 20,
  prizesMinor: [5_000, 2_000],
  resetOnCashout: true,
  startsAt: at(1),
  endsAt: at(3),
});
const call = (method: string, input: Record<string, unknown>, cookie = content.cookie) =>
  callBackoffice(t, method as 'tournaments/list', input as never, { cookie });

describe('tournaments/create, update, cancel and leaderboard', () => {
  tournamentLifecycleChecks();
  tournamentRefusalChecks();
});

/** A tournament from creation to cancellation. */
function tournamentLifecycleChecks() {
  it('creates an upcoming tournament players see, edits it before the start, cancels it, and audits each step', async () => {
    const created = dataOf<TournamentAdminRow>(
      await call('tournaments/create', { sysname: 'night-race', currency: 'EUR', ...terms() }),
    );
    expect(created).toMatchObject({
      sysname: 'night-race',
      status: 'future',
      totalPrizeMinor: 7_000,
      paidMinor: 0,
    });
    const shown = dataOf<{ items: { title: string; status: string }[] }>(
      await callApi(t.app, 'GET', 'tournaments/get', { ids: String(created.id) }),
    );
    expect(shown.items).toEqual([expect.objectContaining({ title: 'Night Race', status: 'future' })]);

    const updated = dataOf<TournamentAdminRow>(
      await call('tournaments/update', { id: created.id, ...terms(), titleEn: 'Midnight Race' }),
    );
    expect(updated.titleEn).toBe('Midnight Race');
    expect(
      dataOf<{ items: unknown[] }>(await call('tournaments/leaderboard', { id: created.id })).items,
    ).toEqual([]);

    // Once it has started, its terms stand.
    const editor = content.id;
    t.clock.advance(2 * HOUR_MS);
    // Two idle hours end operators' sessions: log in again.
    [content, support] = await Promise.all([operatorSession(t, 'content'), operatorSession(t, 'support')]);
    const started = errorOf(
      await call('tournaments/update', { id: created.id, ...terms(), startsAt: at(1), endsAt: at(2) }),
      'InvalidRequestException',
      409,
    );
    expect(started.code).toBe('TOURNAMENT_STARTED');
    // A player in the running tournament: the cancellation tells them.
    const player = await registerPlayer(t.app);
    dataOf(
      await callApi(
        t.app,
        'POST',
        'tournaments/participate',
        { tournament_id: created.id },
        { cookie: player.cookie },
      ),
    );
    const cancelled = dataOf<TournamentAdminRow>(await call('tournaments/cancel', { id: created.id }));
    expect(cancelled.status).toBe('cancelled');
    errorOf(await call('tournaments/cancel', { id: created.id }), 'InvalidRequestException', 409);
    const notices = dataOf<{ items: { kind: string; params: Record<string, unknown> }[] }>(
      await callApi(t.app, 'GET', 'notifications/get', {}, { cookie: player.cookie }),
    );
    expect(notices.items.filter((notice) => notice.kind === 'tournament_cancelled')).toEqual([
      expect.objectContaining({
        params: { tournament_id: created.id, title_en: 'Midnight Race', title_fr: 'Course de nuit' },
      }),
    ]);
    expect(
      dataOf<{ items: unknown[] }>(
        await callApi(t.app, 'GET', 'tournaments/get', { ids: String(created.id) }),
      ).items,
    ).toEqual([]);

    const audit = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(
        t,
        'audit/search',
        { targetType: 'tournament', targetId: String(created.id) },
        { cookie: (await operatorSession(t, 'administrator')).cookie },
      ),
    );
    expect(audit.items.map((entry) => entry.action)).toEqual([
      'tournament.cancel',
      'tournament.update',
      'tournament.create',
    ]);
    expect(audit.items[1]).toMatchObject({
      operatorId: editor,
      before: { titleEn: 'Night Race' },
      after: { titleEn: 'Midnight Race' },
    });
  });
}

/** Bad terms, and operators without the permission. */
function tournamentRefusalChecks() {
  it('refuses bad terms with InvalidParameterException, writing nothing', async () => {
    const before = await databaseState(t.database.db);
    for (const changes of [
      { endsAt: at(-1) },
      { startsAt: at(5), endsAt: at(4) },
      { startsAt: 'tomorrow' },
      { prizesMinor: [] },
      { prizesMinor: [100, 200] },
      { prizesMinor: Array.from({ length: 21 }, () => 1) },
      { minStakeMinor: -1 },
      { games: ['Not A Sysname'] },
      { imageUrl: 'javascript:alert(1)' },
      { titleEn: '' },
      { titleEn: 'x'.repeat(81) },
      { currency: 'euro' },
      { sysname: 'night-race' },
      { extra: 1 },
    ]) {
      const { sysname = 'refused', ...rest } = changes as { sysname?: string };
      errorOf(
        await call('tournaments/create', { sysname, currency: 'EUR', ...terms(), ...rest }),
        'InvalidParameterException',
        400,
      );
    }
    errorOf(await call('tournaments/update', { id: 999_999, ...terms() }), 'InvalidRequestException', 400);
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('is refused to an operator without tournaments.manage', async () => {
    const before = await databaseState(t.database.db);
    for (const [method, input] of [
      ['tournaments/list', {}],
      ['tournaments/create', { sysname: 'support-made', currency: 'EUR', ...terms() }],
      ['tournaments/cancel', { id: 1 }],
      ['tournaments/leaderboard', { id: 1 }],
    ] as const) {
      errorOf(await call(method, input, support.cookie), 'AccessDeniedException', 403);
    }
    expect(await databaseState(t.database.db)).toEqual(before);
  });
}
