import { randomBytes } from 'node:crypto';

/** A fresh nonce per page: 128 random bits. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The pages' policy (the API sets its own in the security plugin). Scripts run only from this origin
 * or inline with the page's nonce; images and game frames may come from CMS and studio hosts over HTTPS.
 */
export function pagePolicy(nonce: string, frameOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ["frame-src 'self' https:", ...frameOrigins].join(' '),
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
