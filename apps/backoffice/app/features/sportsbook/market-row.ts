import type { SportsEventAdmin, SportsMarketAdmin } from '@jeton/domain/backoffice';

/** The demo book and the tests trade in euros. */
export const CURRENCY = 'EUR';

/** One line of the trading table: a market of an event. */
export interface MarketRow {
  event: SportsEventAdmin;
  market: SportsMarketAdmin;
}

/** The change waiting for the operator's confirmation. */
export type Pending =
  | { kind: 'settle'; row: MarketRow; selectionId: number }
  | { kind: 'void'; event: SportsEventAdmin }
  | null;

/** The names a row's labels and messages are made of. */
export const namesOf = (row: MarketRow) => ({ market: row.market.name, event: row.event.name });
