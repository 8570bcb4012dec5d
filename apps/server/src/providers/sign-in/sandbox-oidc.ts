import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '@jeton/db';
import { SignJWT } from 'jose';
import type { Clock } from '../../clock.js';
import { hashToken, newToken } from '../../sessions/tokens.js';
import { SandboxOidcKeys } from './sandbox-oidc-keys.js';
import { insertCode, spendCode } from './sandbox-oidc-store.js';

// The built-in sandbox OpenID provider (decision 0044): discovery, a key set of rotating keys, an
// authorization endpoint with its own sign-in page, and a token endpoint answering signed ID
// tokens. It speaks the protocol for real (PKCE S256, state passed through, nonce in the ID token,
// codes spent once), so the site's OpenID client cannot tell it from a real provider.

export const SANDBOX_OIDC_PATH = '/sandbox/oidc';
const CODE_VALID_MS = 60_000;
const ID_TOKEN_VALID_S = 600;

export interface SandboxOidcOptions {
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  /** The one redirect URI registered for the client. */
  redirectUri: string;
  secret: string;
  keyRotationMs: number;
}

/** The query of an authorization request, as the sign-in page carries it along. */
export interface AuthorizationRequest {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
  nonce?: string | undefined;
  code_challenge: string;
  code_challenge_method: string;
}

export type TokenAnswer =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; status: number; error: string; description: string };

export class SandboxOidc {
  readonly issuer: string;
  readonly keys: SandboxOidcKeys;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly options: SandboxOidcOptions,
  ) {
    this.issuer = `${options.publicUrl}${SANDBOX_OIDC_PATH}`;
    this.keys = new SandboxOidcKeys(options.secret, options.keyRotationMs);
  }

  /** The key set as of the app's clock. */
  jwks() {
    return this.keys.jwks(this.clock.now());
  }

  discovery() {
    return {
      issuer: this.issuer,
      authorization_endpoint: `${this.issuer}/authorize`,
      token_endpoint: `${this.issuer}/token`,
      jwks_uri: `${this.issuer}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['EdDSA'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['sub', 'email', 'email_verified', 'name', 'nonce'],
    };
  }

  /**
   * Why the request cannot be served, or null. A wrong client or redirect URI is shown on the page
   * (never redirected to); other faults go back to the client as an OAuth error.
   */
  check(request: Partial<AuthorizationRequest>): { fatal: boolean; error: string } | null {
    if (request.client_id !== this.options.clientId) return { fatal: true, error: 'unknown client_id' };
    if (request.redirect_uri !== this.options.redirectUri)
      return { fatal: true, error: 'redirect_uri not registered' };
    if (request.response_type !== 'code') return { fatal: false, error: 'unsupported_response_type' };
    if (!request.scope?.split(' ').includes('openid')) return { fatal: false, error: 'invalid_scope' };
    if (!request.state) return { fatal: false, error: 'invalid_request' };
    if (request.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(request.code_challenge ?? ''))
      return { fatal: false, error: 'invalid_request' };
    return null;
  }

  /** The tester signed in as this person on the sign-in page: a code to send back to the client. */
  async issueCode(request: AuthorizationRequest, person: { email: string; name: string }): Promise<string> {
    const code = newToken();
    const email = person.email.trim().toLowerCase();
    await insertCode(this.db, {
      codeHash: hashToken(code),
      clientId: request.client_id,
      redirectUri: request.redirect_uri,
      codeChallenge: request.code_challenge,
      nonce: request.nonce ?? null,
      // The same email is the same person at every sign-in, as at a real provider.
      subject: `sbx-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`,
      email,
      name: person.name.trim(),
      expiresAt: new Date(this.clock.now().getTime() + CODE_VALID_MS),
    });
    return code;
  }

  /** The token endpoint: the code once, by its client, with the verifier of its challenge. */
  async redeem(
    form: Record<string, string | undefined>,
    basicAuth: string | undefined,
  ): Promise<TokenAnswer> {
    const client = clientCredentials(form, basicAuth);
    if (
      !client ||
      client.id !== this.options.clientId ||
      !sameSecret(client.secret, this.options.clientSecret)
    ) {
      return { ok: false, status: 401, error: 'invalid_client', description: 'client authentication failed' };
    }
    if (form.grant_type !== 'authorization_code')
      return {
        ok: false,
        status: 400,
        error: 'unsupported_grant_type',
        description: 'authorization_code only',
      };
    const now = this.clock.now();
    const grant = await spendCode(this.db, hashToken(form.code ?? ''), now);
    const challenge = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url');
    if (
      !grant ||
      grant.clientId !== client.id ||
      grant.redirectUri !== form.redirect_uri ||
      grant.codeChallenge !== challenge
    ) {
      return {
        ok: false,
        status: 400,
        error: 'invalid_grant',
        description: 'invalid, spent or expired code',
      };
    }
    const key = this.keys.current(now);
    const issuedAt = Math.floor(now.getTime() / 1000);
    const idToken = await new SignJWT({
      email: grant.email,
      email_verified: true,
      name: grant.name,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(grant.subject)
      .setAudience(client.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ID_TOKEN_VALID_S)
      .sign(key.privateKey);
    return {
      ok: true,
      body: {
        access_token: newToken(),
        token_type: 'Bearer',
        expires_in: ID_TOKEN_VALID_S,
        id_token: idToken,
      },
    };
  }
}

function clientCredentials(
  form: Record<string, string | undefined>,
  basicAuth: string | undefined,
): { id: string; secret: string } | null {
  if (basicAuth?.startsWith('Basic ')) {
    const decoded = Buffer.from(basicAuth.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    // RFC 6749 section 2.3.1: both parts are form-urlencoded inside the header.
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  }
  if (form.client_id && form.client_secret) return { id: form.client_id, secret: form.client_secret };
  return null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
