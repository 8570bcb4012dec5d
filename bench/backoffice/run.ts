import { createDatabase, migrate } from '@jeton/db';
import {
  planOf,
  SCALE_FILTERS,
  SCALE_PLAYERS,
  seedPlayers,
  sequentialScans,
} from '../../apps/server/src/modules/backoffice/player-list-scale-testing.js';
import { createBenchDatabase, dropBenchDatabase } from '../api/database.js';
import { numberFromEnv } from '../shared/env.js';

// npm run bench:backoffice — the back office's players list over a million players on the machine's
// PostgreSQL (BENCH_DATABASE_URL): each search, sort and page timed by EXPLAIN ANALYZE (the median of
// BENCH_ROUNDS runs, page and capped count together), beside the plain first page, and whether any
// plan reads a players' table whole. Ratios, not thresholds: the machine's speed varies.

const players = Math.round(numberFromEnv('BENCH_PLAYERS', SCALE_PLAYERS, 1));
const rounds = Math.round(numberFromEnv('BENCH_ROUNDS', 5, 1));

const bench = await createBenchDatabase();
const handle = createDatabase({ url: bench.url, poolSize: 2 });
try {
  await migrate(handle);
  const seedStart = performance.now();
  await seedPlayers(handle.db, players);
  process.stdout.write(
    `PostgreSQL ${bench.serverVersion}: ${players.toLocaleString('en')} players made in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`,
  );
  const rows: { name: string; ms: number; scans: string }[] = [];
  for (const { name, filter, page } of SCALE_FILTERS) {
    const times: number[] = [];
    let scans: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const plans = await planOf(handle.db, filter, page, true);
      times.push((plans.page.executionMs ?? 0) + (plans.count.executionMs ?? 0));
      scans = [...sequentialScans(plans.page.root), ...sequentialScans(plans.count.root)];
    }
    times.sort((a, b) => a - b);
    rows.push({ name, ms: times[Math.floor(times.length / 2)]!, scans: scans.join(', ') || 'none' });
  }
  const baseline = rows[0]!.ms || 1;
  const width = Math.max(...rows.map((row) => row.name.length));
  const lines = rows.map(
    (row) =>
      `${row.name.padEnd(width)}  ${row.ms.toFixed(2).padStart(9)} ms  ${`${(row.ms / baseline).toFixed(1)}×`.padStart(7)}  sequential scans: ${row.scans}`,
  );
  process.stdout.write(
    `${'search'.padEnd(width)}  median (page + count)  vs first page\n${lines.join('\n')}\n`,
  );
} finally {
  await handle.close();
  await dropBenchDatabase(bench.name);
}
