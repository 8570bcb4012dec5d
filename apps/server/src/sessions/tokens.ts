import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies, restore links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
