import type { RootData } from './root-data.js';

// The browser's copy of the root data, for the guards of the next navigation (middleware cannot use
// hooks). The root component keeps it in step with what is rendered.

let current: RootData | null = null;
let stale = false;

export function rememberRootData(data: RootData): void {
  current = data;
  stale = false;
}

export function currentRootData(): RootData | null {
  return current;
}

/**
 * Asks the next navigation to reload all the initial data (player and general info): after a locale
 * switch, a log-in, a registration or a log-out (spec section 4).
 */
export function invalidateInitialData(): void {
  stale = true;
}

export function isInitialDataStale(): boolean {
  return stale;
}
