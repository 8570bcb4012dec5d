import { createHash, timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer ([^\s]+)$/;

/**
 * Whether an Authorization header carries this bearer token. Both sides are hashed first so the
 * comparison takes the same time whatever the length or content of what was sent.
 */
export function carriesBearerToken(header: string | undefined, token: string): boolean {
  const sent = header ? BEARER.exec(header)?.[1] : undefined;
  if (!sent) return false;
  return timingSafeEqual(digest(sent), digest(token));
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
