import type { SportsEvent, SportsMarket, SportsSelection } from '@jeton/domain';

/** A selection on the bet slip, with the price the player saw when adding it. */
export interface SlipItem {
  selectionId: number;
  event: string;
  market: string;
  selection: string;
  odds: number;
}

export function slipItemOf(event: SportsEvent, market: SportsMarket, selection: SportsSelection): SlipItem {
  return {
    selectionId: selection.id,
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
