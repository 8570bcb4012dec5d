import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The winners service: the big wins of /winners (guests too).

export type BigWins = ApiAnswer<'winners', 'get'>;
export type BigWin = BigWins['items'][number];

/** The server-sent events that say a big win was recorded (the page then re-reads winners/get). */
export const WINNERS_STREAM_URL = '/api/winners/stream';

export function getBigWins(
  query: { offset: number; count: number },
  options: ApiCallOptions = {},
): Promise<BigWins> {
  return apiCall('winners', 'get', { offset: query.offset, count: query.count }, options);
}
