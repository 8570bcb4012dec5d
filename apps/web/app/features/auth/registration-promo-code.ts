// The promo code the registration form starts with: the `promo_code` query parameter, the last one if
// repeated (spec section 2). The marketing feature stores it across pages; this reads the URL until then.

export function registrationPromoCode(search: string): string {
  const values = new URLSearchParams(search).getAll('promo_code');
  return values.at(-1)?.trim() ?? '';
}
