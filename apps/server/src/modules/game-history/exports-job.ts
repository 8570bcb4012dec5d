import { defineJob, type JobRunner } from '../../jobs/job-runner.js';
import type { GameHistoryService } from './game-history-service.js';

/**
 * Makes the players' game-history files: sent when a player asks for one (the game-history
 * service's `onExportRequested`), and every minute for anything left (a send lost in a crash).
 * `stately`: a request made while a run goes queues one more run, never more; each export is taken
 * with SKIP LOCKED in its own transaction, so a run retried after a crash never makes a file twice.
 */
export const GAME_HISTORY_EXPORTS = defineJob({
  name: 'game-history-exports',
  policy: 'stately',
  expireInSeconds: 5 * 60,
  retryLimit: 3,
  pollingIntervalSeconds: 1,
});

const EVERY_MINUTE = '* * * * *';

export function scheduleGameHistoryExports(
  jobs: JobRunner,
  gameHistory: Pick<GameHistoryService, 'processPendingExports'>,
): void {
  jobs.schedule(GAME_HISTORY_EXPORTS, EVERY_MINUTE, () => gameHistory.processPendingExports());
}
