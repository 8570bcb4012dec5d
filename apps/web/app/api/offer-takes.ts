import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// campaigns/takepromotions (spec section 7): the player takes an offer's promotions without a code.

export type TakenOffer = ApiAnswer<'campaigns', 'takepromotions'>;

export function takeOffer(offerId: number, options: ApiCallOptions = {}): Promise<TakenOffer> {
  return apiCall('campaigns', 'takepromotions', { offer_id: offerId }, { ...options, httpMethod: 'POST' });
}
