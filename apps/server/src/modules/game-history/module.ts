import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { CatalogueService } from '../games/catalogue-service.js';
import type { HouseCatalogue } from '../house-studio/house-games.js';
import type { SettingsService } from '../settings/settings-service.js';
import { exportDownload } from './download-route.js';
import { GAME_HISTORY_EXPORTS, scheduleGameHistoryExports } from './exports-job.js';
import { GameHistoryService } from './game-history-service.js';
import { gameHistoryApi } from './routes.js';

/** Profile → Bets: casino rounds and sports bets, and their CSV or XLSX exports made by a job. */
export function createGameHistoryModule(
  core: AppCore,
  deps: { settings: SettingsService; catalogue: CatalogueService; houseCatalogue: HouseCatalogue },
) {
  const { jobs, sessions } = core;
  const gameHistory = new GameHistoryService(
    core.db,
    core.clock,
    deps.houseCatalogue,
    deps.settings,
    () => jobs.trigger(GAME_HISTORY_EXPORTS, {}),
    (sysnames, locale, executor) => deps.catalogue.shownNames(sysnames, locale, executor),
  );
  return defineModule({
    services: { gameHistory },
    api: [gameHistoryApi],
    plugins: [(app) => app.register(exportDownload, { sessions, gameHistory })],
    jobs: (runner) => scheduleGameHistoryExports(runner, gameHistory),
  });
}
