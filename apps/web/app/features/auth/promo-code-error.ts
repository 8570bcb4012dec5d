import { isAppError, PROMO_CODE_ERRORS, type PromoCodeError } from '@jeton/domain';

// Spec sections 5 and 8: a wrong promo code shows, on the promo field, a message chosen by the error's
// promo_code code, falling back to INVALID. The server names the reason in `data.promo_code`.

export { PROMO_CODE_ERRORS, type PromoCodeError };

/** The promo-code reason of a failed call, or null when the failure is not about the promo code. */
export function promoCodeErrorOf(error: unknown): PromoCodeError | null {
  if (!isAppError(error) || !error.data || !('promo_code' in error.data)) return null;
  const code = error.data.promo_code;
  return (PROMO_CODE_ERRORS as readonly unknown[]).includes(code) ? (code as PromoCodeError) : 'INVALID';
}
