import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

export type CampaignPopup = ApiAnswer<'popups', 'get'>;

/** `popups.get`: a campaign popup by its sysname. */
export function getPopup(sysname: string, options: ApiCallOptions = {}): Promise<CampaignPopup> {
  return apiCall('popups', 'get', { sysname }, options);
}
