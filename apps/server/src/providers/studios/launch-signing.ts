import { randomBytes } from 'node:crypto';
import { signPayload } from '../../http/signed-payload.js';

// A launch request is signed like every call between Jeton and a studio (http/signed-payload.ts):
// HMAC-SHA256 over "{timestamp}.{raw body}". The body carries a fresh nonce, so the studio refuses
// a replay inside the timestamp's window as well as after it.

export const STUDIO_SIGNATURE_HEADER = 'x-studio-signature';

export interface SignedRequest {
  body: string;
  signature: string;
  nonce: string;
}

export function signLaunchRequest(
  secret: string,
  nowSeconds: number,
  payload: Record<string, unknown>,
): SignedRequest {
  const nonce = randomBytes(16).toString('hex');
  const body = JSON.stringify({ ...payload, nonce });
  return { body, nonce, signature: signPayload(secret, nowSeconds, body) };
}
