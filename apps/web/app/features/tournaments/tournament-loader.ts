import type { RouterContextProvider } from 'react-router';
import { serverCallOptions } from '../../api/server-call-options.js';
import { getTournaments } from '../../api/tournaments.js';
import { notFound } from '../../errors/not-found.js';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const ID = /^[1-9]\d{0,11}$/;

/** One tournament by the id in the path, with the parts the page asks for; an unknown id is the 404 page. */
export async function loadTournament(args: Args & { id: string }, fields: ('leaderboard' | 'games')[]) {
  if (!ID.test(args.id)) throw notFound(args.request.url);
  const { items } = await getTournaments(
    { ids: [Number(args.id)], count: 1, fields },
    serverCallOptions(args),
  );
  const tournament = items[0];
  if (!tournament) throw notFound(args.request.url);
  return tournament;
}
