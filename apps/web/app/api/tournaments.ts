import type { ApiAnswer, TournamentStatus } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The tournaments service (spec section 7): get (count, offset, ids, fields, status) and participate.

export type TournamentList = ApiAnswer<'tournaments', 'get'>;

export function getTournaments(
  query: {
    offset?: number;
    count?: number;
    ids?: number[];
    status?: TournamentStatus[];
    fields?: ('leaderboard' | 'games')[];
  },
  options: ApiCallOptions = {},
): Promise<TournamentList> {
  return apiCall(
    'tournaments',
    'get',
    {
      offset: query.offset,
      count: query.count,
      ids: query.ids?.join(','),
      status: query.status?.join(','),
      fields: query.fields?.join(','),
    },
    options,
  );
}

export function participateInTournament(tournamentId: number, options: ApiCallOptions = {}) {
  return apiCall(
    'tournaments',
    'participate',
    { tournament_id: tournamentId },
    { ...options, httpMethod: 'POST' },
  );
}
