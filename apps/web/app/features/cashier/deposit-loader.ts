import { isLoggedIn } from '@jeton/domain';
import type { RouterContextProvider } from 'react-router';
import { getBonuses } from '../../api/bonuses.js';
import {
  type DepositLimit,
  type DepositSettings,
  getDepositLimit,
  getDepositSettings,
  getOffers,
  type Offer,
} from '../../api/cashier.js';
import { initialDataContext } from '../../context.js';
import { depositOffers } from './deposit-offers.js';
import { type Settled, serverCallOptions, settle } from './server-calls.js';

export interface DepositPageData {
  settings: Settled<DepositSettings>;
  limit: Settled<DepositLimit> | null;
  /** Deposit offers the player may take (spec section 4), before the chosen method filters them. */
  offers: Settled<Offer[]>;
  /**
   * The title of the bonus the player is wagering, if any: a deposit offer's bonus then waits,
   * available, and the page says so before the payment (issue 34). Null when none, or unknown.
   */
  runningBonus: string | null;
}

/** The deposit page's data in one round: methods, the player's limit and the offers, each may fail alone. */
export async function loadDepositPage(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<DepositPageData> {
  const options = serverCallOptions(args);
  const account = args.context.get(initialDataContext)?.account ?? null;
  const player = Boolean(account && isLoggedIn(account));
  const [settings, limit, offers, runningBonus] = await Promise.all([
    settle(getDepositSettings(options)),
    // Only players load deposit limits (spec section 6).
    player ? settle(getDepositLimit(options)) : Promise.resolve(null),
    settle(getOffers(options).then((page) => depositOffers(page.items ?? [], !player))),
    player ? activeBonusTitle(options) : Promise.resolve(null),
  ]);
  return { settings, limit, offers, runningBonus };
}

/** The active bonus's title; a failed look-up hides the notice rather than the page. */
async function activeBonusTitle(options: ReturnType<typeof serverCallOptions>): Promise<string | null> {
  try {
    const page = await getBonuses({ offset: 0, count: 1, status: 'active' }, options);
    return page.items?.[0]?.title ?? null;
  } catch {
    return null;
  }
}
