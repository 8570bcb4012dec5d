import { startTestServer } from './support/test-server.js';

/**
 * Starts the built server once for the whole run and hands its address and admin token to the
 * workers through the environment (Playwright passes the runner's environment on to them).
 * The returned function stops it and deletes its database.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startTestServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_ADMIN_TOKEN = server.adminToken;
  process.env.E2E_REMOTE_STUDIO_PID = String(server.remoteStudioPid);
  return server.stop;
}
