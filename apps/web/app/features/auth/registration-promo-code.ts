import { promoCodeToUse } from '../marketing/promo-code.js';

// The promo code the registration form starts with (spec section 2): the `promo_code` query parameter,
// the last one if repeated, else the one the marketing feature kept from an earlier visit.

export function registrationPromoCode(search: string): string {
  return promoCodeToUse(search) ?? '';
}
