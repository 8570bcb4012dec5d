import type { Place } from './place.js';

/**
 * Guard 4: whether a navigation refreshes the player's info. Not when only the query or the hash
 * changed, and not for the server-rendered first page (previous is null: its data is fresh).
 * Navigating to the very same place (a revalidation) refreshes.
 */
export function shouldRefreshSession(previous: Place | null, next: Place): boolean {
  if (!previous) return false;
  if (previous.pathname !== next.pathname) return true;
  return previous.search === next.search && previous.hash === next.hash;
}
