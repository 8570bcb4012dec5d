import type { GeneralInfo } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

/** `metadata/getgeneralinfo`: currencies, locales, the domain's state, inactivity times. */
export function getGeneralInfo(options: ApiCallOptions = {}): Promise<GeneralInfo> {
  return apiCall('metadata', 'getgeneralinfo', {}, options);
}
