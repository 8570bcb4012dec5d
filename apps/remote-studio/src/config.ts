import path from 'node:path';
import { z } from 'zod';

// The remote studio's settings, from its environment. It shares with Jeton only the signing
// secrets (the same `studio=secret` pairs Jeton's WALLET_STUDIO_SECRETS holds) and the wallet's address.

const environment = z.object({
  REMOTE_STUDIO_HOST: z.string().default('127.0.0.1'),
  REMOTE_STUDIO_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /** The address players' browsers use for the game pages; unset: http://127.0.0.1:{port}. */
  REMOTE_STUDIO_PUBLIC_URL: z.url().optional(),
  REMOTE_STUDIO_DATA_DIR: z.string().default('data/remote-studio'),
  REMOTE_STUDIO_SECRETS: z.string().min(1),
  /** Jeton's seamless wallet, `POST {url}/wallet/{studio}/{action}`. */
  JETON_WALLET_URL: z.url().default('http://127.0.0.1:3000'),
  /** A game session idle this long has expired. */
  REMOTE_STUDIO_SESSION_IDLE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60_000),
  /** One wallet call's wait, and the pauses between its retries. */
  REMOTE_STUDIO_WALLET_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  REMOTE_STUDIO_LOG: z.enum(['silent', 'info', 'warn']).default('warn'),
});

export interface StudioConfig {
  host: string;
  port: number;
  publicUrl: string | null;
  dataDir: string;
  secrets: ReadonlyMap<string, string>;
  walletUrl: string;
  sessionIdleMs: number;
  walletTimeoutMs: number;
  retryDelaysMs: readonly number[];
  log: 'silent' | 'info' | 'warn';
}

export function loadStudioConfig(env: Record<string, string | undefined> = process.env): StudioConfig {
  const e = environment.parse(env);
  const secrets = new Map<string, string>();
  for (const pair of e.REMOTE_STUDIO_SECRETS.split(',').map((p) => p.trim())) {
    const at = pair.indexOf('=');
    if (at < 1 || pair.length - at - 1 < 32)
      throw new Error('REMOTE_STUDIO_SECRETS: studio=secret pairs, 32+ chars');
    secrets.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return {
    host: e.REMOTE_STUDIO_HOST,
    port: e.REMOTE_STUDIO_PORT,
    publicUrl: e.REMOTE_STUDIO_PUBLIC_URL?.replace(/\/$/, '') ?? null,
    dataDir: path.resolve(e.REMOTE_STUDIO_DATA_DIR),
    secrets,
    walletUrl: e.JETON_WALLET_URL.replace(/\/$/, ''),
    sessionIdleMs: e.REMOTE_STUDIO_SESSION_IDLE_MS,
    walletTimeoutMs: e.REMOTE_STUDIO_WALLET_TIMEOUT_MS,
    retryDelaysMs: [100, 400],
    log: e.REMOTE_STUDIO_LOG,
  };
}
