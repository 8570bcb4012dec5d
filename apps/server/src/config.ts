import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

// Configuration comes from the environment (see .env.example), checked once at boot: a wrong value
// stops the server with a message instead of surfacing later as a strange failure.

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address players use, for links in emails (restore links) and cookies' Secure flag. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().optional(),
  /** Where embedded PGlite keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('.data'),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  /** Seed demo data (demo player, settings) into an empty database at start. */
  SEED_DEMO_DATA: flag.default(true),
  /** Generated games added to the demo catalogue, to try a large hall (bench:ssr, tests). */
  SEED_EXTRA_GAMES: z.coerce.number().int().min(0).max(20_000).default(0),
  SESSION_IDLE_TIMEOUT_MINUTES: positiveInt.default(120),
  SESSION_ABSOLUTE_TIMEOUT_HOURS: positiveInt.default(24 * 7),
  /** Argon2id memory cost in KiB (OWASP: at least 19 MiB). Tests lower it for speed. */
  ARGON2_MEMORY_KIB: positiveInt.default(19_456),
  ARGON2_TIME_COST: positiveInt.default(2),
  RATE_LIMIT_PER_IP_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: positiveInt.default(300),
  /** The site's own origins allowed to POST to the API, beyond PUBLIC_URL's (comma-separated). */
  ALLOWED_ORIGINS: z.string().default(''),
  API_BODY_LIMIT_BYTES: positiveInt.default(64 * 1024),
  /** Shows /dev/outbox; on by default outside production. */
  DEV_OUTBOX: flag.optional(),
  WEB_BUILD_DIR: z.string().optional(),
  /** The back office's bearer token (/admin); unset, the admin API is off. Long enough not to be guessed. */
  ADMIN_TOKEN: z
    .string()
    .optional()
    .refine((token) => !token || token.length >= 24, 'must have at least 24 characters'),
  /**
   * The sandbox payment provider (its hosted page pays whatever the player picks): on by default
   * outside production, and in the demo (`npm start`); a real site takes real payments instead.
   */
  PSP_SANDBOX: flag.optional(),
  /** The sandbox payment provider's webhook signing secret; unset, a random one per process. */
  PSP_SANDBOX_SECRET: z
    .string()
    .optional()
    .refine((secret) => !secret || secret.length >= 32, 'must have at least 32 characters'),
  /** How long the sandbox waits before confirming a payment the player left pending. */
  PSP_SANDBOX_PENDING_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** The chance (0 to 1) that the sandbox sends a webhook twice, the second time late. */
  PSP_SANDBOX_DUPLICATE_PROBABILITY: z.coerce.number().min(0).max(1).default(0.2),
  /**
   * Outside game studios allowed to call the seamless wallet (`POST /wallet/{studio}/{action}`), each
   * with its signing secret: `studio=secret,other=secret` (secrets of at least 32 characters).
   */
  WALLET_STUDIO_SECRETS: z
    .string()
    .default('')
    .refine(
      (text) => parseStudioSecrets(text) !== null,
      'must be studio=secret pairs, comma-separated, names of a-z 0-9 and -, secrets of 32+ characters',
    ),
});

/** `a=secret,b=secret` as a map, or null when malformed. */
function parseStudioSecrets(text: string): Map<string, string> | null {
  const studios = new Map<string, string>();
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const [name, secret] = [entry.slice(0, at), entry.slice(at + 1)];
    if (at < 0 || !/^[a-z0-9-]{2,32}$/.test(name) || secret.length < 32 || studios.has(name)) return null;
    studios.set(name, secret);
  }
  return studios;
}

export type Environment = z.input<typeof environmentSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  database: { url: string | undefined; dataDir: string; poolSize: number };
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  seedDemoData: boolean;
  seedExtraGames: number;
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number; secureCookie: boolean };
  argon2: { memoryCost: number; timeCost: number };
  rateLimit: { perIpPerMinute: number; perAccountPerMinute: number };
  allowedOrigins: string[];
  apiBodyLimitBytes: number;
  devOutbox: boolean;
  webBuildDir: string;
  /** Bearer token of the admin API; undefined turns it off. */
  adminToken: string | undefined;
  paymentsSandbox: { enabled: boolean; secret: string; pendingDelayMs: number; duplicateProbability: number };
  /** Outside studios' wallet signing secrets by studio name. */
  walletStudios: ReadonlyMap<string, string>;
}

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const publicOrigin = new URL(e.PUBLIC_URL).origin;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    database: {
      url: e.DATABASE_URL || undefined,
      dataDir: path.resolve(e.DATA_DIR, 'pglite'),
      poolSize: e.DATABASE_POOL_SIZE,
    },
    redisUrl: e.REDIS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA,
    seedExtraGames: e.SEED_EXTRA_GAMES,
    session: {
      idleTimeoutMs: e.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteTimeoutMs: e.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
      secureCookie: publicOrigin.startsWith('https:'),
    },
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    rateLimit: {
      perIpPerMinute: e.RATE_LIMIT_PER_IP_PER_MINUTE,
      perAccountPerMinute: e.RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    },
    allowedOrigins: [
      publicOrigin,
      ...e.ALLOWED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    apiBodyLimitBytes: e.API_BODY_LIMIT_BYTES,
    devOutbox: e.DEV_OUTBOX ?? e.NODE_ENV !== 'production',
    webBuildDir: path.resolve(e.WEB_BUILD_DIR ?? 'apps/web/build'),
    adminToken: e.ADMIN_TOKEN || undefined,
    paymentsSandbox: {
      enabled: e.PSP_SANDBOX ?? e.NODE_ENV !== 'production',
      secret: e.PSP_SANDBOX_SECRET || randomBytes(32).toString('hex'),
      pendingDelayMs: e.PSP_SANDBOX_PENDING_DELAY_MS,
      duplicateProbability: e.PSP_SANDBOX_DUPLICATE_PROBABILITY,
    },
    walletStudios: parseStudioSecrets(e.WALLET_STUDIO_SECRETS) ?? new Map(),
  };
}
