import { BETS_PAGE_SIZE, type BetsPage } from '@jeton/domain';
import type { RouterContextProvider } from 'react-router';
import { type BetsFilters, getBets } from '../../api/records.js';
import { type Settled, serverCallOptions, settle } from '../cashier/server-calls.js';
import { type BetsQuery, filtersOf, parseBetsQuery } from './bets-filters.js';

export interface BetsPageData {
  query: BetsQuery;
  /** Fixed when the page loads, so "load more" and the export see the same period. */
  filters: BetsFilters;
  first: Settled<BetsPage>;
}

export async function loadBetsPage(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<BetsPageData> {
  const query = parseBetsQuery(new URL(args.request.url).searchParams);
  const filters = filtersOf(query, new Date());
  const first = await settle(getBets(filters, { offset: 0, count: BETS_PAGE_SIZE }, serverCallOptions(args)));
  return { query, filters, first };
}
