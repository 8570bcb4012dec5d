import { createHmac, timingSafeEqual } from 'node:crypto';

// The one signing scheme between Jeton and its providers (payment webhooks, studios' wallet calls):
// HMAC-SHA256 over "{timestamp}.{raw body}" with the shared secret, sent in a header as
// `t={unix seconds},v1={hex digest}`, so one client library serves every provider.

/** A payload signed longer ago (or ahead) than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function signPayload(secret: string, timestampSeconds: number, rawBody: string): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}

export type SignatureCheck = 'valid' | 'unsigned' | 'bad_signature' | 'stale';

/** Checks a signature header against the raw body, in constant time, and its age against `nowSeconds`. */
export function checkSignature(
  secret: string,
  header: unknown,
  rawBody: string,
  nowSeconds: number,
): SignatureCheck {
  if (typeof header !== 'string' || header === '' || header.length > 200) return 'unsigned';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = parts.get('t') ?? '';
  const given = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'unsigned';
  const expected = signPayload(secret, Number(timestamp), rawBody).slice(-64);
  if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) return 'bad_signature';
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  return 'valid';
}
