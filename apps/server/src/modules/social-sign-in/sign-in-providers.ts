import { createHmac } from 'node:crypto';
import type { Config } from '../../config.js';

/** Where every OpenID provider sends the player back (the redirect URI to register with each). */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';
export const SANDBOX_SIGN_IN = 'sandbox';
export const SANDBOX_CLIENT_ID = 'jeton-site';

export interface SignInProvider {
  /** The `service` of /oauth/init. */
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The built-in sandbox, reached in-process rather than over the network. */
  sandbox: boolean;
}

/** The configured OpenID providers: the sandbox (at `sandboxIssuer`) first when it is on, then OIDC_PROVIDERS. */
export function signInProvidersOf(config: Config, sandboxIssuer: string): SignInProvider[] {
  const { sandbox, providers } = config.signIn;
  const real = providers.map((p) => ({ ...p, sandbox: false }));
  if (!sandbox.enabled) return real;
  return [
    {
      name: SANDBOX_SIGN_IN,
      label: 'Sandbox ID',
      issuer: sandboxIssuer,
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: sandboxClientSecret(sandbox.secret),
      sandbox: true,
    },
    ...real,
  ];
}

export function sandboxClientSecret(secret: string): string {
  return createHmac('sha256', secret).update('sandbox-oidc-client-secret').digest('base64url');
}
