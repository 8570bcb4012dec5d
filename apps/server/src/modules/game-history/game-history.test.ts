import { describe, expect, it } from 'vitest';
import { fund, openSession, studioPost } from '../../modules/house-studio/studio-testing.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { historyCsv } from './history-csv.js';

let t: TestApp;

shareTestApp((app) => {
  t = app;
});

const UNDER_50 = { direction: 'under', targetHundredths: 5000 };

interface HistoryPage {
  total: number;
  items: {
    id: number;
    game: { sysname: string; name: string };
    mode: string;
    stake: { amount: number; currency: string };
    win: { amount: number; currency: string };
    created_at: string;
    seed: { commitment: string; client_seed: string; nonce: number; server_seed: string | null };
  }[];
}

async function playerWithRounds(rounds: number, clientSeed?: string) {
  const player = await registerPlayer(t.app);
  await fund(t, player.uid, 100_000n);
  const { token } = await openSession(t, 'jeton-dice', 'play', player.cookie);
  if (clientSeed) await studioPost(t, 'seed', { session: token, clientSeed });
  const played = [];
  for (let i = 0; i < rounds; i++) {
    played.push(
      (await studioPost(t, 'rounds', { session: token, stake: String(100 + i), bet: UNDER_50 })).body.round,
    );
  }
  return { ...player, token, played };
}

describe('games/getHistory', () => {
  it('pages the rounds, newest first, with stake, win, time and seed data', async () => {
    const { cookie, played } = await playerWithRounds(6);
    const first = dataOf<HistoryPage>(await callApi(t.app, 'GET', 'games/getHistory', {}, { cookie }));
    expect(first.total).toBe(6);
    expect(first.items.map((i) => i.id)).toEqual(
      played
        .slice(2)
        .map((r) => r.id)
        .reverse(),
    );
    expect(first.items[0]).toMatchObject({
      game: { sysname: 'jeton-dice', name: 'Dice' },
      mode: 'play',
      stake: { amount: 1.05, currency: 'EUR' },
      win: { amount: Number(played[5].win) / 100, currency: 'EUR' },
      seed: { commitment: played[5].seed.commitment, nonce: 5, server_seed: null },
    });
    const second = dataOf<HistoryPage>(
      await callApi(t.app, 'GET', 'games/getHistory', { offset: 4, count: 4 }, { cookie }),
    );
    expect(second.items.map((i) => i.id)).toEqual([played[1].id, played[0].id]);
    const demo = dataOf<HistoryPage>(
      await callApi(t.app, 'GET', 'games/getHistory', { mode: 'demo' }, { cookie }),
    );
    expect(demo).toEqual({ total: 0, items: [] });
  });

  it('is for players only and refuses bad paging', async () => {
    errorOf(await callApi(t.app, 'GET', 'games/getHistory'), 'AuthorizationException', 401);
    const { cookie } = await registerPlayer(t.app);
    expectFieldErrors(await callApi(t.app, 'GET', 'games/getHistory', { count: 0 }, { cookie }), {
      count: expect.any(String) as unknown as string,
    });
    for (const params of [{ offset: -1 }, { count: 101 }, { mode: 'real' }, { offset: '1e3' }]) {
      errorOf(
        await callApi(t.app, 'GET', 'games/getHistory', params, { cookie }),
        'InvalidParameterException',
        400,
      );
    }
  });
});

describe('game history export', () => {
  it('is made in the background and downloaded by its player alone', async () => {
    const { cookie, played } = await playerWithRounds(3, '=HYPERLINK("x")');
    const requested = dataOf<{ id: number; status: string; download_url: string | null }>(
      await callApi(t.app, 'POST', 'games/createhistoryexportrequest', {}, { cookie }),
    );
    expect(requested).toMatchObject({ status: 'pending', download_url: null });
    // Asking again while it is pending answers the same request.
    const again = dataOf<{ id: number }>(
      await callApi(t.app, 'POST', 'games/createhistoryexportrequest', {}, { cookie }),
    );
    expect(again.id).toBe(requested.id);

    expect(await t.services.gameHistory.processPendingExports()).toBe(1);
    const ready = dataOf<{ id: number; status: string; row_count: number; download_url: string }>(
      await callApi(t.app, 'GET', 'games/gethistoryexportrequest', { id: requested.id }, { cookie }),
    );
    expect(ready).toMatchObject({ id: requested.id, status: 'ready', row_count: 3 });
    expect(ready.download_url).toBe(`/platform/game-history/exports/${requested.id}.csv`);

    const file = await t.app.inject({ method: 'GET', url: ready.download_url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toContain('attachment');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Round,Time \(UTC\),Game,/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${played[2].id},`);
    expect(lines[1]).toContain(',1.02,');
    // The client seed that looks like a formula is written as text.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);

    const other = await registerPlayer(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: ready.download_url, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ready.download_url })).statusCode).toBe(404);
    expect(
      dataOf(
        await callApi(
          t.app,
          'GET',
          'games/gethistoryexportrequest',
          { id: requested.id },
          { cookie: other.cookie },
        ),
      ),
    ).toBeNull();
  });

  it('the job runner makes the file once it is asked for', async () => {
    const { startJobs } = await import('../../wiring/start-jobs.js');
    const stop = await startJobs(t.services, (error, job) => console.error(`job ${job} failed`, error));
    try {
      const { cookie } = await playerWithRounds(1);
      const requested = dataOf<{ id: number }>(
        await callApi(t.app, 'POST', 'games/createhistoryexportrequest', {}, { cookie }),
      );
      let status = 'pending';
      for (let tries = 0; tries < 500 && status === 'pending'; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = dataOf<{ status: string }>(
          await callApi(t.app, 'GET', 'games/gethistoryexportrequest', { id: requested.id }, { cookie }),
        ).status;
      }
      expect(status).toBe('ready');
    } finally {
      await stop();
    }
  });

  it('is refused when the operator turned it off', async () => {
    const { cookie } = await registerPlayer(t.app);
    await t.services.settings.changeGeneralInfo({ is_game_history_export_enabled: false });
    try {
      const refused = errorOf(
        await callApi(t.app, 'POST', 'games/createhistoryexportrequest', {}, { cookie }),
        'InvalidRequestException',
        400,
      );
      expect(refused.code).toBe('GAME_HISTORY_EXPORT_DISABLED');
    } finally {
      await t.services.settings.resetGeneralInfo();
    }
  });

  it('answers null before any request, and refuses bad ids', async () => {
    const { cookie } = await registerPlayer(t.app);
    expect(dataOf(await callApi(t.app, 'GET', 'games/gethistoryexportrequest', {}, { cookie }))).toBeNull();
    expectFieldErrors(await callApi(t.app, 'GET', 'games/gethistoryexportrequest', { id: 'x' }, { cookie }), {
      id: 'Check this value',
    });
    errorOf(await callApi(t.app, 'POST', 'games/createhistoryexportrequest'), 'AuthorizationException', 401);
  });
});

describe('historyCsv', () => {
  it('writes French headers and words for a French player', () => {
    const csv = historyCsv([], 'fr');
    expect(
      csv.startsWith(
        '\uFEFFPartie,Heure (UTC),Jeu,Produit,Mode,Statut,Devise,Mise,Gain,Solde avant,Solde après',
      ),
    ).toBe(true);
  });
});
