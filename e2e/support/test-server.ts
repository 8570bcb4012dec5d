import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRemoteStudio } from '../../apps/server/src/providers/studios/remote-studio-testing.js';
import { freePort } from '../../scripts/free-port.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
const WEB_BUILD = path.join(root, 'apps/web/build/server/index.js');
const READY_TIMEOUT_MS = 60_000;
/** The outside studios the sandbox remote studio plays, each with a secret of its own (decision 0096). */
const SANDBOX_STUDIOS = ['northern-lights', 'golden-scarab', 'red-panda', 'quantum-arcade'];

export interface TestServer {
  baseURL: string;
  adminToken: string;
  /** The sandbox remote studio's process (decision 0095): a spec may stop it. */
  remoteStudioPid: number;
  stop(): Promise<void>;
}

/**
 * The production build of the server (apps/server/dist, apps/web/build) on a free port with a fresh
 * PGlite directory and the demo data: what `npm start` runs, with settings for tests (quiet logs,
 * cheap password hashing, high rate limits, the admin API on, client addresses taken from
 * X-Forwarded-For so each test can have its own per-IP budgets).
 */
export async function startTestServer(): Promise<TestServer> {
  for (const built of [SERVER_ENTRY, WEB_BUILD]) {
    if (!existsSync(built))
      throw new Error(`${path.relative(root, built)} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const adminToken = randomBytes(24).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jeton-e2e-'));
  // The sandbox remote studio beside it, as `npm start` runs it, with one secret in both.
  const studioPort = await freePort();
  const studioSecrets = SANDBOX_STUDIOS.map((studio) => `${studio}=${randomBytes(24).toString('hex')}`).join(
    ',',
  );
  const studio = await startRemoteStudio({
    REMOTE_STUDIO_PORT: String(studioPort),
    REMOTE_STUDIO_SECRETS: studioSecrets,
    REMOTE_STUDIO_DATA_DIR: path.join(dataDir, 'remote-studio'),
    JETON_WALLET_URL: baseURL,
  });
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DEV_OUTBOX: 'true',
      PSP_SANDBOX: 'true',
      KYC_SANDBOX: 'true',
      SIGNIN_SANDBOX: 'true',
      SPORTS_FEED_SANDBOX: 'true',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
      ADMIN_TOKEN: adminToken,
      STUDIO_SANDBOX: 'true',
      STUDIO_SANDBOX_URL: studio.url,
      STUDIO_SANDBOX_STUDIOS: SANDBOX_STUDIOS.join(','),
      WALLET_STUDIO_SECRETS: studioSecrets,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    await stopProcess(child, exited);
    await studio.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseURL, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, adminToken, remoteStudioPid: studio.pid, stop };
}

async function waitUntilReady(baseURL: string, exited: Promise<number | null>): Promise<void> {
  let stopped: number | null | undefined;
  void exited.then((code) => {
    stopped = code;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopped !== undefined) throw new Error(`the server exited with code ${stopped} before it was ready`);
    try {
      const response = await fetch(`${baseURL}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${baseURL}/readyz within ${READY_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM lets the server close PGlite cleanly; SIGKILL if it does not go within 10 s. */
async function stopProcess(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timeout);
}
