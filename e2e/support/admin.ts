import type { GeneralInfo } from '@jeton/domain';
import { type APIRequestContext, request } from '@playwright/test';

/**
 * The back office's API (/admin, see README) with the token the test server was started with:
 * blocking players and changing the site's settings, which the server holds in its own database.
 */
export class AdminApi {
  private constructor(private readonly context: APIRequestContext) {}

  static async open(baseURL: string, token: string): Promise<AdminApi> {
    const context = await request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    });
    return new AdminApi(context);
  }

  ban(uid: number): Promise<unknown> {
    return this.call('POST', `/admin/players/${uid}/ban`);
  }

  unban(uid: number): Promise<unknown> {
    return this.call('POST', `/admin/players/${uid}/unban`);
  }

  /** Closes the account for good (status deleted): its sessions answer 403 from then on. */
  closeAccount(uid: number): Promise<unknown> {
    return this.call('POST', `/admin/players/${uid}/close`);
  }

  /** Grants a player a pack of free spins of a house game (stake in minor units). */
  grantFreeSpins(uid: number, grant: { game: string; count: number; stake: string }): Promise<unknown> {
    return this.call('POST', `/admin/players/${uid}/free-spins`, grant);
  }

  /** Changes some General info fields (merged over the current ones); answers the settings now in force. */
  changeGeneralInfo(patch: Partial<GeneralInfo>): Promise<GeneralInfo> {
    return this.call('PUT', '/admin/settings/general_info', patch);
  }

  /** Back to the seeded defaults. */
  resetGeneralInfo(): Promise<GeneralInfo> {
    return this.call('DELETE', '/admin/settings/general_info');
  }

  dispose(): Promise<void> {
    return this.context.dispose();
  }

  private async call<T>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> {
    const response = await this.context.fetch(url, { method, ...(body === undefined ? {} : { data: body }) });
    const parsed = (await response.json().catch(() => null)) as { data?: T } | null;
    if (!response.ok() || parsed?.data === undefined) {
      throw new Error(`${method} ${url} answered ${response.status()}: ${JSON.stringify(parsed)}`);
    }
    return parsed.data;
  }
}
