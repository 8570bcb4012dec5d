import type { CashierConfig, DetalizationPlace } from '@jeton/domain';

/** Whether the balance detalization shows at this place of the header (spec section 3, deposit state). */
export function showsDetalization(
  config: Pick<CashierConfig, 'detalization'>,
  place: DetalizationPlace,
): boolean {
  return config.detalization.enableDetalization && config.detalization.displayedDetalization === place;
}
