import type { RouterContextProvider } from 'react-router';
import { getLoyaltyInfo, getLoyaltyLevels, getLoyaltyProducts } from '../../api/loyalty.js';
import { initialDataContext } from '../../context.js';
import { isPlayer } from '../../session/initial-data.js';
import { serverCallOptions, settle } from '../cashier/server-calls.js';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The programme's levels for everyone, and the player's status when logged in (null for a guest). */
export async function loadProgramme(args: Args) {
  const options = serverCallOptions(args);
  const player = isPlayer(args.context.get(initialDataContext));
  const [levels, info] = await Promise.all([
    settle(getLoyaltyLevels(options)),
    player ? settle(getLoyaltyInfo(options)) : Promise.resolve(null),
  ]);
  return { levels, info };
}

/** The shop's products, and the player's points when logged in. */
export async function loadShop(args: Args) {
  const options = serverCallOptions(args);
  const player = isPlayer(args.context.get(initialDataContext));
  const [products, info] = await Promise.all([
    settle(getLoyaltyProducts(options)),
    player ? settle(getLoyaltyInfo(options)) : Promise.resolve(null),
  ]);
  return { products, info };
}
