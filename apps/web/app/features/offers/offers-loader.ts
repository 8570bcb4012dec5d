import type { RouterContextProvider } from 'react-router';
import { getOffers, type Offer } from '../../api/cashier.js';
import { getGames } from '../../api/games.js';
import { serverCallOptions } from '../../api/server-call-options.js';
import { notFound } from '../../errors/not-found.js';
import { offerTerms, shownOffers } from './offer-terms.js';

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** The names of the games the offers give spins on, by sysname, in the page's language. */
async function gameNamesOf(offers: readonly Offer[], options: ReturnType<typeof serverCallOptions>) {
  const sysnames = [
    ...new Set(
      offers.flatMap((offer) => offerTerms(offer).flatMap((t) => (t.kind === 'freeSpins' ? [t.game] : []))),
    ),
  ];
  if (sysnames.length === 0) return [];
  const { items } = await getGames({ sysnames, count: sysnames.length, fields: ['description'] }, options);
  return items.map((game) => [game.sysname, game.description?.name || game.name] as const);
}

/**
 * The deposit and "Take" offers, as the player sees them (the player's session says which are open to them),
 * with the names of their games; null offers when the call failed.
 */
export async function loadOffers(args: LoaderArgs) {
  const options = serverCallOptions(args);
  try {
    const offers = shownOffers((await getOffers(options)).items);
    return { offers, gameNames: await gameNamesOf(offers, options) };
  } catch (error) {
    console.error('campaigns/getoffers failed', error);
    return { offers: null, gameNames: [] };
  }
}

/** One offer of these pages and the names of the games it gives spins on; a 404 when there is no such offer. */
export async function loadOffer(args: LoaderArgs & { id: string | undefined }) {
  const options = serverCallOptions(args);
  const offer = shownOffers((await getOffers(options)).items).find((item) => String(item.id) === args.id);
  if (!offer) throw notFound(args.request.url);
  return { offer, gameNames: await gameNamesOf([offer], options) };
}
