import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { Clock } from '../../clock.js';
import type { SignInProvider } from './sign-in-providers.js';

// One openid-client Configuration per provider, made by discovery on first use and kept. The
// built-in sandbox provider is reached in-process (app.inject): the server need not be able to
// reach its own public address, and tests need no listening socket.

/** A kept configuration is made again when the app's clock has moved this far from the system's. */
const SKEW_DRIFT_S = 5;

export class OidcClients {
  private readonly configurations = new Map<
    string,
    { skew: number; pending: Promise<client.Configuration> }
  >();
  private app: FastifyInstance | undefined;

  constructor(
    private readonly providers: readonly SignInProvider[],
    private readonly clock: Clock,
  ) {}

  /** The app that serves the sandbox provider's endpoints. */
  attach(app: FastifyInstance): void {
    this.app = app;
  }

  provider(name: string): SignInProvider | undefined {
    return this.providers.find((p) => p.name === name);
  }

  /**
   * The provider's configuration. Its checks of the ID token's times use the app's clock (the
   * skew from the system's), so that they agree with the rest of the app (and with tests' clocks).
   */
  configuration(provider: SignInProvider): Promise<client.Configuration> {
    const skew = Math.round((this.clock.now().getTime() - Date.now()) / 1000);
    const kept = this.configurations.get(provider.name);
    if (kept && Math.abs(kept.skew - skew) <= SKEW_DRIFT_S) return kept.pending;
    const pending = this.discover(provider, skew);
    // A failed discovery (provider down) is tried again at the next sign-in.
    pending.catch(() => {
      if (this.configurations.get(provider.name)?.pending === pending)
        this.configurations.delete(provider.name);
    });
    this.configurations.set(provider.name, { skew, pending });
    return pending;
  }

  private async discover(provider: SignInProvider, skew: number): Promise<client.Configuration> {
    const insecure = new URL(provider.issuer).protocol === 'http:';
    const execute = [client.enableNonRepudiationChecks, ...(insecure ? [client.allowInsecureRequests] : [])];
    const options: client.DiscoveryRequestOptions = { execute };
    if (provider.sandbox) options[client.customFetch] = this.inProcessFetch();
    return client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      { client_secret: provider.clientSecret, [client.clockSkew]: skew },
      client.ClientSecretBasic(provider.clientSecret),
      options,
    );
  }

  private inProcessFetch(): client.CustomFetch {
    return async (url, options) => {
      const app = this.app;
      if (!app) throw new Error('The sandbox OpenID provider is not attached to an app');
      const target = new URL(url);
      const answer = await app.inject({
        method: (options.method ?? 'GET') as 'GET' | 'POST',
        url: `${target.pathname}${target.search}`,
        headers: Object.fromEntries(new Headers(options.headers).entries()),
        ...(options.body !== undefined && options.body !== null ? { payload: String(options.body) } : {}),
        remoteAddress: '127.0.0.1',
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers,
      });
    };
  }
}
