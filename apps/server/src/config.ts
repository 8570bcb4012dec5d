import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { type DemoOnlySwitch, demoAllowed, refuseDemoOnlyInPublic } from './demo-only.js';

export { isLocalHost } from './demo-only.js';

// Configuration comes from the environment (see .env.example), checked once at boot: a wrong value
// stops the server with a message instead of surfacing later as a strange failure.

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address players use, for links in emails (restore links) and cookies' Secure flag. */
  /** Unset: http://localhost:{PORT}. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Says that a site on a public address is a demo: without it the server refuses to start with a
   * sandbox provider (which credits whatever is asked) unless PUBLIC_URL is a local or .test host.
   */
  JETON_DEMO: flag.default(false),
  DATABASE_URL: z.string().optional(),
  /** Where embedded PGlite keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('.data'),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  REDIS_URL: z.string().optional(),
  /** The operators' mailbox: feedback from /support and offline chat messages are sent there. */
  SUPPORT_MAILBOX: z.string().email().default('support@jeton.test'),
  /** NATS with JetStream: outbox events are also published there (nats://host:4222). Unset: not published. */
  NATS_URL: z.string().optional(),
  /** Parse every successful API answer with its method's output schema; tests turn it on, production leaves it off for speed. */
  VALIDATE_API_ANSWERS: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  /**
   * Seed demo data (players, regulars, bets, chats, offers) at start. Unset: only where the
   * sandboxes are allowed (a local or .test/.localhost PUBLIC_URL, or JETON_DEMO=1); `true`
   * anywhere else refuses to start: `demo@jeton.test` would log in to a real site (issue 28).
   */
  SEED_DEMO_DATA: flag.optional(),
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
  /** Partner domains (comma-separated host names; each admits its subdomains) that a backUrl may lead to. */
  ALLOWED_REDIRECT_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
            'a host name such as partner.example',
          ),
      ),
    ),
  API_BODY_LIMIT_BYTES: positiveInt.default(64 * 1024),
  /**
   * Shows /dev/outbox (the messages the site would send, reset links included) to this machine.
   * Unset: on outside production. Never on a production deployment (a public PUBLIC_URL without
   * JETON_DEMO): `true` there refuses to start.
   */
  DEV_OUTBOX: flag.optional(),
  WEB_BUILD_DIR: z.string().optional(),
  BACKOFFICE_BUILD_DIR: z.string().optional(),
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
   * The sandbox identity verification provider (its hosted page lets the tester pick the decision):
   * on by default outside production, and in the demo (`npm start`).
   */
  KYC_SANDBOX: flag.optional(),
  /**
   * The sandbox odds feed (decision 0065): demo football, tennis and basketball events whose prices
   * move and which finish and settle; on by default outside production and in the demo.
   */
  SPORTS_FEED_SANDBOX: flag.optional(),
  /** The odds feed's message signing secret (HMAC); unset, random per process (one app server). */
  SPORTS_FEED_SECRET: z
    .string()
    .optional()
    .refine((secret) => !secret || secret.length >= 32, 'must have at least 32 characters'),
  /** The sandbox verification provider's webhook and access-token signing secret; unset, random per process. */
  KYC_SANDBOX_SECRET: z
    .string()
    .optional()
    .refine((secret) => !secret || secret.length >= 32, 'must have at least 32 characters'),
  /** How long the sandbox verification provider takes to send its decision after a submission. */
  KYC_SANDBOX_DECISION_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3_000),
  /** The chance (0 to 1) that it sends a decision twice, the second time late. */
  KYC_SANDBOX_DUPLICATE_PROBABILITY: z.coerce.number().min(0).max(1).default(0.2),
  /**
   * The sandbox fraud-check provider (decision 0046): scores registrations, deposits and withdrawals
   * by its own rules. On by default outside production; only a demo may run it (a real site's fraud
   * checks would be made up).
   */
  FRAUD_SANDBOX: flag.optional(),
  /** The VAPID key pair of web push (base64url); unset, one is made once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who push services may contact about this site's notifications: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .optional(),
  /** The largest identity document the sandbox's page accepts, in bytes. */
  KYC_SANDBOX_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  /**
   * The built-in sandbox OpenID provider (/sandbox/oidc) and the sandbox Telegram bot of the
   * mini-app try-out page: on by default outside production, and in the demo (`npm start`).
   */
  SIGNIN_SANDBOX: flag.optional(),
  /** Derives the sandbox provider's signing keys and client secret; unset, random per process. */
  SIGNIN_SANDBOX_SECRET: z
    .string()
    .optional()
    .refine((secret) => !secret || secret.length >= 32, 'must have at least 32 characters'),
  /** How often the sandbox provider's signing key changes. */
  SIGNIN_SANDBOX_KEY_ROTATION_MINUTES: positiveInt.default(24 * 60),
  /**
   * Real OpenID providers, as JSON: `[{"name":"google","label":"Google","issuer":"https://accounts.google.com",
   * "clientId":"…","clientSecret":"…"}]`. Their redirect URI is {PUBLIC_URL}/oauth/callback.
   */
  OIDC_PROVIDERS: z.string().default('[]'),
  /** The Telegram bot of the mini app: its token checks the init data's signature. */
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  /** How long a mini app's init data stays good for a sign-in, in seconds. */
  TELEGRAM_INIT_DATA_MAX_AGE_SECONDS: positiveInt.default(3600),
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
  /**
   * Outside studios' aggregator addresses (decision 0095): `studio=https://…,other=https://…`. Each
   * needs its secret in WALLET_STUDIO_SECRETS, which signs the launch requests as well.
   */
  STUDIO_AGGREGATOR_URLS: z.string().default(''),
  /**
   * The sandbox remote studio (apps/remote-studio, decision 0095) plays STUDIO_SANDBOX_STUDIOS' games;
   * off by default. A studio without a secret in WALLET_STUDIO_SECRETS stays unconnected.
   */
  STUDIO_SANDBOX: flag.optional(),
  STUDIO_SANDBOX_URL: z.url().default('http://127.0.0.1:3100'),
  STUDIO_SANDBOX_STUDIOS: z.string().default('northern-lights,golden-scarab,red-panda,quantum-arcade'),
  /** How long a launch waits for a studio's answer before showing the error-in-slot page. */
  STUDIO_LAUNCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3_000),
  /**
   * The bearer token a Prometheus scraper sends to read /metrics (24+ characters). With
   * NODE_ENV=production /metrics answers only with it (unset there: /metrics is off); elsewhere
   * this machine may also read it without one.
   */
  METRICS_TOKEN: z.string().min(24).optional(),
  /**
   * An outside studio's wins on a round stay within this multiple of the round's stakes, so that a
   * leaked signing secret cannot mint money; set it from the studio's highest-paying game.
   */
  WALLET_MAX_WIN_MULTIPLIER: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  /**
   * The order in which a real-money casino stake takes the player's balances (decision 0030): real
   * money first by default; `bonus,main` spends the bonus first.
   */
  WALLET_STAKE_ORDER: z.enum(['main,bonus', 'bonus,main']).default('main,bonus'),
});

const oidcProviderSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]{2,32}$/),
  label: z.string().min(1).max(40),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

/** OIDC_PROVIDERS' list, or the reason it is not one. */
function parseOidcProviders(text: string): OidcProviderConfig[] | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'must be a JSON array';
  }
  const parsed = z.array(oidcProviderSchema).safeParse(json);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  const names = parsed.data.map((p) => p.name);
  if (names.includes('sandbox') || names.includes('telegram') || new Set(names).size !== names.length)
    return 'names must be unique and not sandbox or telegram';
  return parsed.data;
}

export interface StudiosConfig {
  /** Whether the sandbox remote studio is connected. */
  sandbox: boolean;
  /** By studio name: where its aggregator answers and the secret both sides sign with. */
  connected: ReadonlyMap<string, { url: string; secret: string }>;
  launchTimeoutMs: number;
}

/** The connected studios: the sandbox's (when on, those with a secret), then real ones, which need one. */
function studiosConfig(e: z.output<typeof environmentSchema>): StudiosConfig {
  const secrets = parseStudioSecrets(e.WALLET_STUDIO_SECRETS) ?? new Map<string, string>();
  const sandbox = e.STUDIO_SANDBOX ?? false;
  const connected = new Map<string, { url: string; secret: string }>();
  if (sandbox) {
    for (const studio of e.STUDIO_SANDBOX_STUDIOS.split(',').map((s) => s.trim())) {
      const secret = secrets.get(studio);
      if (secret) connected.set(studio, { url: e.STUDIO_SANDBOX_URL.replace(/\/$/, ''), secret });
    }
  }
  for (const [studio, url] of parsePairs(e.STUDIO_AGGREGATOR_URLS)) {
    const secret = secrets.get(studio);
    if (!secret || !URL.canParse(url)) {
      throw new Error(
        `Invalid configuration:\n  STUDIO_AGGREGATOR_URLS: ${studio} needs a URL and a secret in WALLET_STUDIO_SECRETS`,
      );
    }
    connected.set(studio, { url: url.replace(/\/$/, ''), secret });
  }
  return { sandbox, connected, launchTimeoutMs: e.STUDIO_LAUNCH_TIMEOUT_MS };
}

function parsePairs(text: string): [string, string][] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]);
}

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

/** The names of every setting the environment may hold. */
export const SETTING_NAMES = Object.keys(environmentSchema.shape) as (keyof Environment)[];

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  database: { url: string | undefined; dataDir: string; poolSize: number };
  /** DATA_DIR itself: files the server keeps (the sandbox verification provider's documents). */
  dataDir: string;
  redisUrl: string | undefined;
  /** The operators' mailbox (feedback and offline chat messages). */
  supportMailbox: string;
  /** Where outbox events are also published (JetStream); undefined: nowhere. */
  natsUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  seedDemoData: boolean;
  seedExtraGames: number;
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number; secureCookie: boolean };
  argon2: { memoryCost: number; timeCost: number };
  rateLimit: { perIpPerMinute: number; perAccountPerMinute: number };
  allowedOrigins: string[];
  apiBodyLimitBytes: number;
  /** Whether the router checks each answer against its method's output schema (tests). */
  validateAnswers: boolean;
  devOutbox: boolean;
  webBuildDir: string;
  /** The back office's SPA build (apps/backoffice/build): served under /backoffice/ when it exists. */
  backofficeBuildDir: string;
  /** Bearer token of the admin API; undefined turns it off. */
  adminToken: string | undefined;
  paymentsSandbox: { enabled: boolean; secret: string; pendingDelayMs: number; duplicateProbability: number };
  verificationSandbox: {
    enabled: boolean;
    secret: string;
    decisionDelayMs: number;
    duplicateProbability: number;
    maxUploadBytes: number;
  };
  /** Whether the sandbox fraud-check provider scores players. */
  fraudSandbox: { enabled: boolean };
  /** The odds feed: whether the sandbox provider runs, and the messages' signing secret. */
  sportsFeed: { sandbox: boolean; secret: string };
  /** Web push: the configured VAPID keys (null: kept in the database) and the VAPID subject. */
  webPush: { keys: { publicKey: string; privateKey: string } | null; subject: string };
  /** Outside studios' wallet signing secrets by studio name. */
  walletStudios: ReadonlyMap<string, string>;
  /** Connected outside studios' aggregator addresses and secrets (decision 0095). */
  studios: StudiosConfig;
  /** The bearer token of a /metrics scraper elsewhere; undefined: this machine only. */
  metricsToken: string | undefined;
  /** An outside studio's wins on a round stay within this multiple of its stakes. */
  walletMaxWinMultiplier: number;
  /** The order in which a real-money stake takes the player's balances. */
  /** The order in which a casino stake takes the player's balances (decision 0030). */
  walletStakeOrder: readonly ('main' | 'bonus')[];
  /** Sandbox providers that are on: every page then says that the site is a demo. */
  sandboxProviders: string[];
  /** JETON_DEMO: a demo on a public address, sandboxes allowed. */
  demo: boolean;
  /** Hosts a backUrl may lead to: the site's own origins' and ALLOWED_REDIRECT_HOSTS. */
  allowedRedirectHosts: string[];
  /** Social sign-in (decisions 0044, 0045). */
  signIn: {
    sandbox: { enabled: boolean; secret: string; keyRotationMs: number };
    providers: OidcProviderConfig[];
    /** The mini app's bot; null: no mini-app entry. `sandbox`: a made-up bot whose init data the dev page signs. */
    telegram: { botToken: string; sandbox: boolean; maxAgeSeconds: number } | null;
  };
}

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const oidcProviders = parseOidcProviders(e.OIDC_PROVIDERS);
  if (typeof oidcProviders === 'string')
    throw new Error(`Invalid configuration:\n  OIDC_PROVIDERS: ${oidcProviders}`);
  const signInSandbox = e.SIGNIN_SANDBOX ?? e.NODE_ENV !== 'production';
  const signInSecret = e.SIGNIN_SANDBOX_SECRET || randomBytes(32).toString('hex');
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const publicOrigin = new URL(publicUrl).origin;
  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: publicUrl.replace(/\/$/, ''),
    database: {
      url: e.DATABASE_URL || undefined,
      dataDir: path.resolve(e.DATA_DIR, 'pglite'),
      poolSize: e.DATABASE_POOL_SIZE,
    },
    dataDir: path.resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL || undefined,
    supportMailbox: e.SUPPORT_MAILBOX,
    natsUrl: e.NATS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA ?? demoAllowed({ publicUrl, demo: e.JETON_DEMO }),
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
    validateAnswers: e.VALIDATE_API_ANSWERS,
    devOutbox: e.DEV_OUTBOX ?? e.NODE_ENV !== 'production',
    webBuildDir: path.resolve(e.WEB_BUILD_DIR ?? 'apps/web/build'),
    backofficeBuildDir: path.resolve(e.BACKOFFICE_BUILD_DIR ?? 'apps/backoffice/build'),
    adminToken: e.ADMIN_TOKEN || undefined,
    paymentsSandbox: {
      enabled: e.PSP_SANDBOX ?? e.NODE_ENV !== 'production',
      secret: e.PSP_SANDBOX_SECRET || randomBytes(32).toString('hex'),
      pendingDelayMs: e.PSP_SANDBOX_PENDING_DELAY_MS,
      duplicateProbability: e.PSP_SANDBOX_DUPLICATE_PROBABILITY,
    },
    verificationSandbox: {
      enabled: e.KYC_SANDBOX ?? e.NODE_ENV !== 'production',
      secret: e.KYC_SANDBOX_SECRET || randomBytes(32).toString('hex'),
      decisionDelayMs: e.KYC_SANDBOX_DECISION_DELAY_MS,
      duplicateProbability: e.KYC_SANDBOX_DUPLICATE_PROBABILITY,
      maxUploadBytes: e.KYC_SANDBOX_MAX_UPLOAD_BYTES,
    },
    fraudSandbox: { enabled: e.FRAUD_SANDBOX ?? e.NODE_ENV !== 'production' },
    sportsFeed: {
      sandbox: e.SPORTS_FEED_SANDBOX ?? e.NODE_ENV !== 'production',
      secret: e.SPORTS_FEED_SECRET || randomBytes(32).toString('hex'),
    },
    webPush: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject:
        e.VAPID_SUBJECT ?? (publicUrl.startsWith('https:') ? publicUrl : 'mailto:push@jeton.localhost'),
    },
    walletStudios: parseStudioSecrets(e.WALLET_STUDIO_SECRETS) ?? new Map(),
    studios: studiosConfig(e),
    walletMaxWinMultiplier: e.WALLET_MAX_WIN_MULTIPLIER,
    walletStakeOrder: e.WALLET_STAKE_ORDER.split(',') as ('main' | 'bonus')[],
    metricsToken: e.METRICS_TOKEN,
    sandboxProviders: [],
    demo: e.JETON_DEMO,
    allowedRedirectHosts: [],
    signIn: {
      sandbox: {
        enabled: signInSandbox,
        secret: signInSecret,
        keyRotationMs: e.SIGNIN_SANDBOX_KEY_ROTATION_MINUTES * 60_000,
      },
      providers: oidcProviders,
      telegram: e.TELEGRAM_BOT_TOKEN
        ? {
            botToken: e.TELEGRAM_BOT_TOKEN,
            sandbox: false,
            maxAgeSeconds: e.TELEGRAM_INIT_DATA_MAX_AGE_SECONDS,
          }
        : signInSandbox
          ? {
              botToken: sandboxBotToken(signInSecret),
              sandbox: true,
              maxAgeSeconds: e.TELEGRAM_INIT_DATA_MAX_AGE_SECONDS,
            }
          : null,
    },
  };
  config.allowedRedirectHosts = [
    ...new Set([...config.allowedOrigins.flatMap(hostOf), ...e.ALLOWED_REDIRECT_HOSTS]),
  ];
  const switches = demoOnlySwitches(config);
  config.sandboxProviders = switches.filter((s) => s.sandbox && s.on).map((s) => s.kind);
  refuseDemoOnlyInPublic(switches, config);
  return config;
}

/**
 * Every switch that only a demo may turn on, one entry each (issue 28): a new sandbox or developer
 * tool adds its entry here, and config.test.ts checks that every `*_SANDBOX`, `DEV_*` and
 * `SEED_DEMO_*` setting has one.
 */
function demoOnlySwitches(config: Config): DemoOnlySwitch[] {
  return [
    { setting: 'PSP_SANDBOX', kind: 'payments', sandbox: true, on: config.paymentsSandbox.enabled },
    { setting: 'KYC_SANDBOX', kind: 'verification', sandbox: true, on: config.verificationSandbox.enabled },
    { setting: 'SIGNIN_SANDBOX', kind: 'sign-in', sandbox: true, on: config.signIn.sandbox.enabled },
    { setting: 'SPORTS_FEED_SANDBOX', kind: 'odds', sandbox: true, on: config.sportsFeed.sandbox },
    { setting: 'FRAUD_SANDBOX', kind: 'fraud', sandbox: true, on: config.fraudSandbox.enabled },
    { setting: 'STUDIO_SANDBOX', kind: 'game studio', sandbox: true, on: config.studios.sandbox },
    { setting: 'DEV_OUTBOX', kind: 'developer outbox', sandbox: false, on: config.devOutbox },
    { setting: 'SEED_DEMO_DATA', kind: 'demo data', sandbox: false, on: config.seedDemoData },
  ];
}

/** A bot token of Telegram's shape (`{bot id}:{secret}`) for the sandbox bot, derived from the sandbox secret. */
function sandboxBotToken(secret: string): string {
  return `1000000001:${createHmac('sha256', secret).update('sandbox-telegram-bot').digest('base64url')}`;
}

function hostOf(origin: string): string[] {
  return URL.canParse(origin) ? [new URL(origin).hostname] : [];
}
