import { describe, expect, it } from 'vitest';
import {
  checkSignature,
  MAX_SIGNATURES,
  SIGNATURE_TOLERANCE_SECONDS,
  signPayload,
} from './signed-payload.js';

const secret = 'the-current-secret-of-the-provider-0123';
const oldSecret = 'the-previous-secret-of-the-provider-456';
const body = '{"event":"payment.succeeded","amount":"10.00"}';
const now = 1_790_000_000;
const digest = (key: string, at = now) => signPayload(key, at, body).split('v1=')[1]!;
const check = (header: string) => checkSignature(secret, header, body, now);

describe('signature headers with several v1 values (issue 28)', () => {
  it('accepts one signature that matches', () => {
    expect(check(signPayload(secret, now, body))).toBe('valid');
  });

  it('accepts the matching signature first or last, as a provider rotating its secret sends them', () => {
    expect(check(`t=${now},v1=${digest(secret)},v1=${digest(oldSecret)}`)).toBe('valid');
    expect(check(`t=${now},v1=${digest(oldSecret)},v1=${digest(secret)}`)).toBe('valid');
  });

  it('refuses when none matches, in either order', () => {
    const other = 'a-secret-nobody-here-knows-at-all-789';
    expect(check(`t=${now},v1=${digest(oldSecret)},v1=${digest(other)}`)).toBe('bad_signature');
    expect(check(`t=${now},v1=${digest(other)},v1=${digest(oldSecret)}`)).toBe('bad_signature');
  });

  it(`refuses more than ${MAX_SIGNATURES} signatures, a second timestamp, or a malformed one`, () => {
    const many = Array.from({ length: MAX_SIGNATURES + 1 }, () => `v1=${digest(secret)}`).join(',');
    expect(check(`t=${now},${many}`)).toBe('unsigned');
    expect(check(`t=${now},t=${now + 1},v1=${digest(secret)}`)).toBe('unsigned');
    expect(check(`t=${now},v1=${digest(secret)},v1=nothex`)).toBe('unsigned');
    expect(check(`t=${now}`)).toBe('unsigned');
  });

  it('still refuses a signature that matches but is too old', () => {
    const then = now - SIGNATURE_TOLERANCE_SECONDS - 1;
    expect(check(`t=${then},v1=${digest(oldSecret, then)},v1=${digest(secret, then)}`)).toBe('stale');
  });
});
