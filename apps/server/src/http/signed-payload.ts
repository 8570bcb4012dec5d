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

/**
 * At most this many `v1=` signatures in one header: a provider rotating its secret signs with the
 * old and the new one for a while (as Stripe does), and a header is accepted when any matches.
 */
export const MAX_SIGNATURES = 3;
const MAX_HEADER_LENGTH = 20 + MAX_SIGNATURES * 70;

/**
 * Checks a signature header against the raw body and its age against `nowSeconds`. Every `v1=`
 * value is compared, each in constant time, whichever order they come in (issue 28); one `t=`.
 */
export function checkSignature(
  secret: string,
  header: unknown,
  rawBody: string,
  nowSeconds: number,
): SignatureCheck {
  if (typeof header !== 'string' || header === '' || header.length > MAX_HEADER_LENGTH) return 'unsigned';
  const parts = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return { key: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
  });
  const timestamps = parts.filter((p) => p.key === 't').map((p) => p.value);
  const given = parts.filter((p) => p.key === 'v1').map((p) => p.value);
  const [timestamp = ''] = timestamps;
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamp)) return 'unsigned';
  if (given.length === 0 || given.length > MAX_SIGNATURES || !given.every((g) => /^[0-9a-f]{64}$/.test(g)))
    return 'unsigned';
  const expected = Buffer.from(signPayload(secret, Number(timestamp), rawBody).slice(-64), 'hex');
  // No early exit: the time taken does not tell which of the signatures matched.
  const matches = given.map((g) => timingSafeEqual(Buffer.from(g, 'hex'), expected));
  if (!matches.includes(true)) return 'bad_signature';
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  return 'valid';
}
