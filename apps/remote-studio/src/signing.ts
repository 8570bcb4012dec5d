import { createHmac, timingSafeEqual } from 'node:crypto';

// The signature both sides of the aggregator protocol use (decision 0095): HMAC-SHA256 over
// "{unix seconds}.{raw body}", sent as `t={seconds},v1={hex}`. Written here on its own: a studio
// shares a protocol with Jeton, not its code.

export const WINDOW_SECONDS = 300;

export function sign(secret: string, seconds: number, body: string): string {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}

export type Verdict =
  | { ok: true; seconds: number }
  | { ok: false; reason: 'unsigned' | 'bad_signature' | 'stale' };

export function verify(secret: string, header: unknown, body: string, nowSeconds: number): Verdict {
  if (typeof header !== 'string' || header.length > 200) return { ok: false, reason: 'unsigned' };
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return { ok: false, reason: 'unsigned' };
  const seconds = Number(match[1]);
  const expected = Buffer.from(sign(secret, seconds, body).slice(-64), 'hex');
  if (!timingSafeEqual(Buffer.from(match[2]!, 'hex'), expected))
    return { ok: false, reason: 'bad_signature' };
  if (Math.abs(nowSeconds - seconds) > WINDOW_SECONDS) return { ok: false, reason: 'stale' };
  return { ok: true, seconds };
}
