import * as OTPAuth from 'otpauth';

// TOTP of RFC 6238: 6 digits, 30-second steps, SHA-1 (what every authenticator app reads).

const PERIOD_SECONDS = 30;
/** A code is accepted within one step of drift either way. */
const ACCEPTED_DRIFT_STEPS = 1;
/** Codes this many steps old are recognised as expired rather than wrong, to tell the player why. */
const EXPIRED_LOOKBACK_STEPS = 10;

export type TotpCheck = { result: 'valid'; step: number } | { result: 'expired' } | { result: 'invalid' };

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, account: string, issuer = 'Jeton'): string {
  return totp(secretBase32, account, issuer).toString();
}

export function totpCode(secretBase32: string, at: Date): string {
  return totp(secretBase32).generate({ timestamp: at.getTime() });
}

/** Checks a code at a time; `valid` carries the step it belongs to, for replay protection. */
export function checkTotp(secretBase32: string, code: string, at: Date): TotpCheck {
  const generator = totp(secretBase32);
  const delta = generator.validate({ token: code, timestamp: at.getTime(), window: EXPIRED_LOOKBACK_STEPS });
  if (delta === null || delta > ACCEPTED_DRIFT_STEPS) return { result: 'invalid' };
  if (delta < -ACCEPTED_DRIFT_STEPS) return { result: 'expired' };
  return { result: 'valid', step: Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta };
}

function totp(secretBase32: string, label = 'player', issuer = 'Jeton'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}
