import { WINDOW_SECONDS } from './signing.js';

// A signed launch is good for WINDOW_SECONDS either side of its timestamp; within that time its
// nonce is remembered, so the same request sent again is refused. After it, the timestamp refuses it.

export function acceptNonce(nonces: Record<string, number>, nonce: string, nowMs: number): boolean {
  for (const [seen, forgetAt] of Object.entries(nonces)) if (forgetAt < nowMs) delete nonces[seen];
  if (Object.hasOwn(nonces, nonce)) return false;
  nonces[nonce] = nowMs + 2 * WINDOW_SECONDS * 1000;
  return true;
}
