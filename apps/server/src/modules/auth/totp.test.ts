import { describe, expect, it } from 'vitest';
import { checkTotp, newTotpSecret, totpCode, totpUri } from './totp.js';

/** The RFC 6238 test secret, "12345678901234567890" in ASCII, as base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);
const STEP = 30;

describe('totpCode', () => {
  // RFC 6238 appendix B, SHA-1, the last six of the eight digits.
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('gives the RFC 6238 code at %i s: %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, at(seconds))).toBe(code);
  });

  it('keeps one code for the whole 30-second step', () => {
    expect(totpCode(RFC_SECRET, at(1111111110))).toBe(totpCode(RFC_SECRET, at(1111111139)));
    expect(totpCode(RFC_SECRET, at(1111111139))).not.toBe(totpCode(RFC_SECRET, at(1111111140)));
  });
});

describe('checkTotp', () => {
  const now = 1_800_000_015; // inside step 60_000_000
  const step = Math.floor(now / STEP);
  const codeAt = (stepOffset: number) => totpCode(RFC_SECRET, at(now + stepOffset * STEP));

  it('accepts the current code and answers its step', () => {
    expect(checkTotp(RFC_SECRET, codeAt(0), at(now))).toEqual({ result: 'valid', step });
  });

  it('accepts one step of drift either way, answering the step the code belongs to', () => {
    expect(checkTotp(RFC_SECRET, codeAt(-1), at(now))).toEqual({ result: 'valid', step: step - 1 });
    expect(checkTotp(RFC_SECRET, codeAt(1), at(now))).toEqual({ result: 'valid', step: step + 1 });
  });

  it.each([-2, -5, -10])('calls a code %i steps old expired', (offset) => {
    expect(checkTotp(RFC_SECRET, codeAt(offset), at(now))).toEqual({ result: 'expired' });
  });

  it('calls a code five minutes old expired', () => {
    const code = totpCode(RFC_SECRET, at(now));
    expect(checkTotp(RFC_SECRET, code, at(now + 5 * 60))).toEqual({ result: 'expired' });
  });

  it.each([-11, -40, 2, 10])('calls a code %i steps away invalid', (offset) => {
    expect(checkTotp(RFC_SECRET, codeAt(offset), at(now))).toEqual({ result: 'invalid' });
  });

  it('calls a code of another secret invalid', () => {
    const code = totpCode('JBSWY3DPEHPK3PXP', at(now));
    expect(code).not.toBe(codeAt(0));
    expect(checkTotp(RFC_SECRET, code, at(now))).toEqual({ result: 'invalid' });
  });

  it('calls anything but six digits invalid', () => {
    for (const code of ['', '12345', 'abcdef', '1234567']) {
      expect(checkTotp(RFC_SECRET, code, at(now)).result).toBe('invalid');
    }
  });
});

describe('newTotpSecret and totpUri', () => {
  it('makes 160-bit base32 secrets, a new one each time', () => {
    const a = newTotpSecret();
    const b = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(a).not.toBe(b);
  });

  it('writes an otpauth URI an authenticator app reads', () => {
    const uri = new URL(totpUri(RFC_SECRET, 'player@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Jeton:player@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Jeton',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
