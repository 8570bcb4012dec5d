import type { Services } from '../services.js';

const EVERY_MS = 15_000;

/**
 * Makes the players' game-history CSV files in the background: at once when one is asked for (the
 * service kicks the job), and every 15 seconds for anything left (a request made on another app
 * server, a restart). One run at a time per process; SKIP LOCKED keeps processes apart.
 */
export function startGameHistoryExports(services: Services, log: (error: unknown) => void): () => void {
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = services.gameHistory
      .processPendingExports()
      .then(() => undefined, log)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const unsubscribe = services.exportRequests.subscribe(run);
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  run();
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}

/** Tells the export job that a request is waiting. */
export class ExportRequests {
  private readonly listeners = new Set<() => void>();

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
