import { BET_PRODUCTS, type BetProduct } from '@jeton/domain';
import type { BetsFilters } from '../../api/records.js';

// The bets history's filters live in the page's query (?period=week&product=casino), so a filtered
// list can be reloaded, shared and used without JavaScript.

export const BET_PERIODS = ['day', 'week', 'month', 'quarter', 'all'] as const;
export type BetPeriod = (typeof BET_PERIODS)[number];

const PERIOD_DAYS: Record<Exclude<BetPeriod, 'all'>, number> = { day: 1, week: 7, month: 30, quarter: 90 };
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BetsQuery {
  period: BetPeriod;
  product: BetProduct | 'all';
}

/** The query's filters; anything unknown falls back to everything, never to an error page. */
export function parseBetsQuery(query: URLSearchParams): BetsQuery {
  const period = query.get('period');
  const product = query.get('product');
  return {
    period: (BET_PERIODS as readonly string[]).includes(period ?? '') ? (period as BetPeriod) : 'all',
    product: (BET_PRODUCTS as readonly string[]).includes(product ?? '') ? (product as BetProduct) : 'all',
  };
}

/** What the API is asked for: a rolling period ending now (no time zone to guess), and the product. */
export function filtersOf(query: BetsQuery, now: Date): BetsFilters {
  const from = query.period === 'all' ? null : new Date(now.getTime() - PERIOD_DAYS[query.period] * DAY_MS);
  return { product: query.product, from: from?.toISOString() ?? null, to: null };
}
