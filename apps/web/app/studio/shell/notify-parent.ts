/**
 * Tells the game page framing this client that the balance changed, so its header refreshes
 * (decision 0013). Same-origin target only: the message never leaves the site.
 */
export function notifyBalanceChanged(): void {
  if (typeof window === 'undefined' || window.parent === window) return;
  window.parent.postMessage({ type: 'jeton:balance' }, window.location.origin);
}
