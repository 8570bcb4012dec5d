import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies, restore links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no session. */
export function hashToken(token: string): string {
  // One-shot: a Hash object per call cost more than the hashing (every API call hashes its cookie).
  return hash('sha256', token, 'hex');
}
