import { type SportsEvent, selectionOnOffer } from '@jeton/domain';
import type { SlipItem } from './slip-item.js';

// A restored selection checked against its event as the server tells it now (decision 0077): the
// current price and names (in the page's language), or "no longer available" when its market is
// not open, the event is over or started without being in play, or the event is gone. The player
// sees the new price on the slip before placing: nothing is placed without their click.

/** The item brought up to date from its event (null: the event is no longer offered). */
export function refreshedItem(item: SlipItem, event: SportsEvent | null, now: Date): SlipItem {
  if (!event) return { ...item, unavailable: true };
  for (const market of event.markets) {
    const selection = market.selections.find((s) => s.id === item.selectionId);
    if (!selection) continue;
    const open = selectionOnOffer(market.status, { status: event.status, startsAt: event.starts_at }, now);
    return {
      selectionId: item.selectionId,
      eventId: event.id,
      event: `${event.home} – ${event.away}`,
      market: market.name,
      selection: selection.name,
      odds: selection.odds,
      ...(open ? {} : { unavailable: true }),
    };
  }
  return { ...item, unavailable: true };
}
