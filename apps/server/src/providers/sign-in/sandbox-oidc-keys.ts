import { createHmac, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { exportJWK, type JWK } from 'jose';

// The sandbox OpenID provider's signing keys rotate every period. Each period's Ed25519 key is
// derived from the sandbox secret (HMAC of the period number as the key's seed), so every app
// server signs and publishes the same keys without a table, and a restart with the same secret
// keeps tokens verifiable. The key set publishes the previous, current and next keys, so a token
// signed just before a rotation still verifies, and a client that cached the set sees the next.

/** PKCS #8 header of a raw 32-byte Ed25519 private key (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

export class SandboxOidcKeys {
  constructor(
    private readonly secret: string,
    private readonly rotationMs: number,
  ) {}

  /** The key that signs now. */
  current(now: Date): SigningKey {
    return this.keyOf(this.periodOf(now));
  }

  /** The published key set: previous, current and next periods' public keys. */
  async jwks(now: Date): Promise<{ keys: JWK[] }> {
    const period = this.periodOf(now);
    const keys = await Promise.all(
      [period - 1, period, period + 1].map(async (p) => {
        const { kid, privateKey } = this.keyOf(p);
        const jwk = await exportJWK(createPublicKey(privateKey));
        return { ...jwk, kid, alg: 'EdDSA', use: 'sig' };
      }),
    );
    return { keys };
  }

  private periodOf(now: Date): number {
    return Math.floor(now.getTime() / this.rotationMs);
  }

  private keyOf(period: number): SigningKey {
    const seed = createHmac('sha256', this.secret).update(`sandbox-oidc-key:${period}`).digest();
    const privateKey = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    return { kid: `sandbox-${period}`, privateKey };
  }
}
