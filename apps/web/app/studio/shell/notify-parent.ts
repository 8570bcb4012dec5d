/**
 * Tells the game page framing this client that the balance changed, so its header refreshes
 * (decision 0013). Same-origin target only: the message never leaves the site.
 */
export function notifyBalanceChanged(): void {
  if (typeof window === 'undefined' || window.parent === window) return;
  window.parent.postMessage({ type: 'jeton:balance' }, window.location.origin);
}

/**
 * Tells the game page whether a round is in play (a crash in the air, a mines board open), so that
 * it warns a player leaving the page before the round ends (issue 17).
 */
export function notifyRoundInPlay(inPlay: boolean): void {
  if (typeof window === 'undefined' || window.parent === window) return;
  window.parent.postMessage({ type: 'jeton:round', inPlay }, window.location.origin);
}
