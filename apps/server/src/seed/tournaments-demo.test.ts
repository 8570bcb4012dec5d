import type { Tournament } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { prizeTransfers } from '../modules/tournaments/tournament-testing.js';
import { callApi, type TestApp } from '../testing/app.js';
import { dataOf } from '../testing/expect-api.js';
import { shareTestApp } from '../testing/shared-test-app.js';
import { seedDemoPlay } from './demo-play.js';
import { DEMO_TOURNAMENTS, seedDemoTournaments } from './tournaments-demo.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

describe('the tournaments demo', () => {
  it('runs a race with the regulars on its leaderboard, announces one and shows a finished cup with paid winners; once', async () => {
    await seedDemoPlay(t.services);
    await seedDemoTournaments(t.services);
    await seedDemoTournaments(t.services);
    for (let run = 0; run < 10 && (await t.services.events.deliver()).delivered > 0; run++);
    const { items } = dataOf<{ items: Tournament[] }>(
      await callApi(t.app, 'GET', 'tournaments/get', { fields: 'leaderboard' }),
    );
    expect(items.map((item) => [item.title, item.status])).toEqual([
      [DEMO_TOURNAMENTS[0]!.titleEn, 'active'],
      [DEMO_TOURNAMENTS[1]!.titleEn, 'future'],
      [DEMO_TOURNAMENTS[2]!.titleEn, 'finished'],
    ]);
    const [race, , cup] = items as [Tournament, Tournament, Tournament];
    expect(race.leaderboard?.map((row) => row.name).sort()).toEqual(
      ['AceOfDice', 'LuckyLena', 'NovaSpin', 'RougeEtNoir'].sort(),
    );
    expect(race.leaderboard?.every((row) => row.points > 0)).toBe(true);
    expect(cup.winners.map((winner) => [winner.place, winner.prize])).toEqual([
      [1, 300],
      [2, 150],
      [3, 50],
    ]);
    expect(await prizeTransfers(t, cup.id)).toHaveLength(3);
  });
});
