import { totpCode } from '../modules/auth/totp.js';

const STEP_MS = 30_000;
/** Further than any code the check recognises, as valid or as expired (totp.ts looks 10 steps back). */
const FAR_STEPS = 11;

/** Six digits that are no code of the secret within 11 steps of the moment either way: wrong, not expired. */
export function wrongTotpCode(secret: string, at: Date): string {
  const near = new Set(
    Array.from({ length: 2 * FAR_STEPS + 1 }, (_, i) =>
      totpCode(secret, new Date(at.getTime() + (i - FAR_STEPS) * STEP_MS)),
    ),
  );
  let n = 123456;
  while (near.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
}
