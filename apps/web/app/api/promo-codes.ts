import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// Promo codes (spec section 7, campaigns activateOffer): redeemed by the player, once each.

export type ActivatedOffer = ApiAnswer<'campaigns', 'activateOffer'>;

export function activatePromoCode(code: string, options: ApiCallOptions = {}): Promise<ActivatedOffer> {
  return apiCall('campaigns', 'activateOffer', { promo_code: code }, { ...options, httpMethod: 'POST' });
}
