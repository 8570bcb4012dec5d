import { marketOffered, type SportsMarket } from '@jeton/domain';

// The event page's groups of markets (decision 0075), by kind: the main markets first, then goals
// or points, handicaps and correct scores. A kind the page does not know goes to "Other", so a new
// kind from the feed is shown before anyone names its group.

export const MARKET_GROUPS = ['main', 'totals', 'handicap', 'score', 'other'] as const;
export type MarketGroup = (typeof MARKET_GROUPS)[number];

export function groupOfKind(kind: string): MarketGroup {
  if (kind === 'match_result' || kind === 'match_winner' || kind.startsWith('double_chance_')) return 'main';
  if (kind === 'btts' || kind.startsWith('total_')) return 'totals';
  if (kind.startsWith('handicap_')) return 'handicap';
  if (kind === 'correct_score') return 'score';
  return 'other';
}

/**
 * An event's markets in their groups' order: in each group the markets still offered (open or
 * suspended) in the feed's order, then those already resulted while the match goes on (settled or
 * void, decision 0080), so what can be backed stays on top; groups without a market are left out.
 */
export function groupMarkets<M extends Pick<SportsMarket, 'kind' | 'status'>>(
  markets: readonly M[],
): { group: MarketGroup; markets: M[] }[] {
  const offered = (market: M) => marketOffered(market.status);
  const ordered = [...markets.filter(offered), ...markets.filter((market) => !offered(market))];
  return MARKET_GROUPS.map((group) => ({
    group,
    markets: ordered.filter((market) => groupOfKind(market.kind) === group),
  })).filter((entry) => entry.markets.length > 0);
}
