// The player's activity, told across the site's browsing contexts: other tabs of the site, and the
// game client framed in a game page (its clicks and key presses never reach the page around it).

/** What counts as activity (spec section 4), besides route changes. */
export const ACTIVITY_EVENTS = ['keydown', 'click', 'scroll'] as const;

const ACTIVITY_CHANNEL = 'jeton-activity';
/** Often enough for a count in minutes, rarely enough to cost nothing. */
export const TELL_OTHERS_EVERY_MS = 5000;

/** The site's activity channel, or null where the browser has none. */
export function openActivityChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ACTIVITY_CHANNEL);
}

/** A function that tells the channel of activity, at most once every TELL_OTHERS_EVERY_MS. */
export function activityTeller(channel: BroadcastChannel | null, now: () => number = Date.now): () => void {
  let lastTold = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (!channel || at - lastTold < TELL_OTHERS_EVERY_MS) return;
    lastTold = at;
    channel.postMessage('activity');
  };
}

/**
 * Calls `onActivity` on every key press, click and scroll in this window (capture: a scroll inside a
 * list does not bubble, and a handler that stops a click still counts). Returns the clean-up.
 */
export function listenForActivity(onActivity: () => void): () => void {
  const options = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
  };
}
