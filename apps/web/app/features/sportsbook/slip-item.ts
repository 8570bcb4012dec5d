import type { SportsEvent, SportsMarket, SportsSelection } from '@jeton/domain';

/** A selection on the bet slip, with the price the player saw when adding it. */
export interface SlipItem {
  selectionId: number;
  eventId: number;
  event: string;
  market: string;
  selection: string;
  odds: number;
  /**
   * Restored from the browser (decision 0077) on a market that has closed, or an event that is
   * over or gone: shown as no longer available, to remove before placing.
   */
  unavailable?: boolean;
}

export function slipItemOf(event: SportsEvent, market: SportsMarket, selection: SportsSelection): SlipItem {
  return {
    selectionId: selection.id,
    eventId: event.id,
    event: `${event.home} – ${event.away}`,
    market: market.name,
    selection: selection.name,
    odds: selection.odds,
  };
}

/** Stake × odds in minor units, rounded down as the server does, back in major units; null for a bad stake. */
export function potentialReturn(stake: string, odds: number): number | null {
  const minor = stakeMinor(stake);
  if (minor === null) return null;
  return Math.floor((minor * Math.round(odds * 100)) / 100) / 100;
}

/**
 * What a free bet of `amount` wins at these odds (decision 0070): the return, rounded down as the
 * server does, less the stake, which is not returned.
 */
export function freeBetWinnings(amount: number, odds: number): number {
  const minor = Math.round(amount * 100);
  return Math.max(0, Math.floor((minor * Math.round(odds * 100)) / 100) - minor) / 100;
}

/** A typed stake ("5", "12.50", "12,5") in minor units, or null. */
export function stakeMinor(stake: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(stake.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The stake as the API takes it: major units with a dot. */
export function stakeForApi(stake: string): string {
  return stake.trim().replace(',', '.');
}

/**
 * A multiple's combined odds as the server computes them: the product of the legs' odds, rounded
 * down to the hundredth (1.85 × 2.10 = 3.885 → 3.88).
 */
export function combinedOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 1;
  const product = odds.map((o) => BigInt(Math.round(o * 100))).reduce((a, b) => a * b, 1n);
  return Number(product / 100n ** BigInt(odds.length - 1)) / 100;
}

/** The ids of the events that have more than one selection on the slip (they cannot be combined). */
export function clashingEvents(items: readonly SlipItem[]): Set<number> {
  const seen = new Set<number>();
  const clashes = new Set<number>();
  for (const item of items) {
    if (seen.has(item.eventId)) clashes.add(item.eventId);
    seen.add(item.eventId);
  }
  return clashes;
}

/** A multiple's legs as the API takes them: `selection_id:odds` pairs joined by commas. */
export function legsForApi(items: readonly SlipItem[]): string {
  return items.map((item) => `${item.selectionId}:${item.odds.toFixed(2)}`).join(',');
}
