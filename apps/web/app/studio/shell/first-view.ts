import type { RouterContextProvider } from 'react-router';
import { callSignal } from '../../api/client.js';
import { type StudioRound, type StudioSession, studioApi } from '../api.js';

/**
 * What a game frame shows first, read while the server makes its HTML: the frame's first paint is
 * the game itself (reels, balance, history), not "Loading the game…" followed by two calls after
 * its scripts have run (issue 17: on a phone that wait was most of the game page's load).
 */
export interface StudioFirstView {
  session: StudioSession;
  /** The history, or null when it could not be read: the client asks again. */
  rounds: StudioRound[] | null;
}

/** The studio layout's loader data (routes.ts id `studio-layout`). */
export interface StudioLayoutData {
  firstView: StudioFirstView | null;
}

export const STUDIO_LAYOUT_ID = 'studio-layout';

/** How many settled rounds the history shows. */
export const HISTORY_LENGTH = 20;

/** Past this the frame's HTML goes without the game, and the browser asks the studio itself. */
const FIRST_VIEW_TIMEOUT_MS = 3_000;

/**
 * Null leaves it to the client, as before: a session the studio refuses (the client then shows why)
 * or a call that failed, and a round in play, which runs against the studio's clock (crash) and so
 * must be read by the browser itself, not from HTML made before the page's scripts even loaded.
 */
export async function loadFirstView(
  request: Request,
  context: Pick<RouterContextProvider, 'apiOrigin' | 'apiFetch'>,
): Promise<StudioFirstView | null> {
  const token = new URL(request.url).searchParams.get('session');
  if (!token || !context.apiOrigin || !context.apiFetch) return null;
  const transport = {
    origin: context.apiOrigin,
    fetch: context.apiFetch,
    cookie: request.headers.get('cookie'),
    // The product API's SSR calls' own rule: given up past the timeout, or when the player leaves.
    signal: callSignal({ request, timeoutMs: FIRST_VIEW_TIMEOUT_MS }),
  };
  try {
    const [session, rounds] = await Promise.all([
      studioApi.session(token, transport),
      studioApi.rounds(token, HISTORY_LENGTH, transport).catch(() => null),
    ]);
    if (session.openRound) return null;
    return { session, rounds };
  } catch {
    return null;
  }
}
