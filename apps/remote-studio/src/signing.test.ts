import { describe, expect, it } from 'vitest';
import { acceptNonce } from './replay-guard.js';
import { sign, verify, WINDOW_SECONDS } from './signing.js';

const SECRET = 's'.repeat(40);

describe('the studio’s signature check', () => {
  it('accepts its own signature and refuses another body, secret or a stale time', () => {
    const header = sign(SECRET, 1_000_000, '{"a":1}');
    expect(verify(SECRET, header, '{"a":1}', 1_000_000)).toEqual({ ok: true, seconds: 1_000_000 });
    expect(verify(SECRET, header, '{"a":2}', 1_000_000)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verify(`${SECRET}x`, header, '{"a":1}', 1_000_000)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verify(SECRET, header, '{"a":1}', 1_000_000 + WINDOW_SECONDS + 1)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verify(SECRET, undefined, '{"a":1}', 1_000_000)).toEqual({ ok: false, reason: 'unsigned' });
    expect(verify(SECRET, 't=1,v1=zz', '', 1)).toEqual({ ok: false, reason: 'unsigned' });
  });

  it('takes a nonce once within the window, and forgets it after', () => {
    const seen: Record<string, number> = {};
    expect(acceptNonce(seen, 'abc', 0)).toBe(true);
    expect(acceptNonce(seen, 'abc', 1_000)).toBe(false);
    expect(acceptNonce(seen, 'def', 1_000)).toBe(true);
    expect(acceptNonce(seen, 'abc', 2 * WINDOW_SECONDS * 1000 + 1)).toBe(true);
  });
});
