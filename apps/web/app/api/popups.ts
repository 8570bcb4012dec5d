import { type ApiCallOptions, apiCall } from './client.js';

export interface CampaignPopup {
  sysname: string;
  locale: string;
  title: string;
  text: string;
  image_url: string;
  button: { label: string; url: string } | null;
}

/** `popups.get`: a campaign popup by its sysname. */
export function getPopup(sysname: string, options: ApiCallOptions = {}): Promise<CampaignPopup> {
  return apiCall<CampaignPopup>('popups', 'get', { sysname }, options);
}
